import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { createApiClient } from '../../src/api/client';
import type { TelcoRow } from '../../src/api/contract';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch, type Handler } from '../../src/test/fakeFetch';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import core from '../../locales/en/core.json';
import telco from '../../locales/en/telco.json';
import widgets from '../../locales/en/widgets.json';
import TelcoPage from './TelcoPage';
import telcoApi, { TELCO_RESOURCE } from './telcoApi';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...widgets, ...telco }) as unknown as TranslationMessages, 'en');

/** The page over its real resource API, the network answered by `handler`. */
const renderPage = (handler: Handler, path = '/telco') => {
  const backend = fakeFetch(handler);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ [TELCO_RESOURCE]: async () => ({ default: telcoApi }) }, client, () => 2002);
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path={path}>
      <I18nContextProvider value={i18n}>
        <TelcoPage />
      </I18nContextProvider>
    </TestAdminContext>,
  );
  return backend.calls;
};

const months = (data: TelcoRow[], total = data.length): Handler => () => envelope({ data, total_size: total });

const cellsOfRows = () =>
  within(screen.getByRole('table', { name: 'Spend per month' }))
    .getAllByTestId('telco-row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('telco page', () => {
  it('shows each month by name with its spend and the 15 % share in dollars, rounded up to the cent', async () => {
    renderPage(
      months([
        { dimension: '2026-11', spent_usd: 1234.5 },
        { dimension: '2026-10', spent_usd: 10.01 },
        { dimension: '2026-09', spent_usd: 0 },
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Telco report' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cellsOfRows()).toEqual([
        ['November 2026', '$1,234.50', '$185.18'], // 185.175 rounds up
        ['October 2026', '$10.01', '$1.51'], // 1.5015 rounds up
        ['September 2026', '$0.00', '$0.00'],
      ]),
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Month', 'Spent (USD)', 'Telco share (15%)']);
  });

  it('asks for the page and the page size the address holds (zero-based page there, one-based on the wire)', async () => {
    const calls = renderPage(months([{ dimension: '2026-06', spent_usd: 5 }], 6), '/telco?page=1&pageSize=5');
    await waitFor(() => expect(cellsOfRows()).toHaveLength(1));
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ page: 2, pageSize: 5, space_id: 2002 });
  });

  it('says so when there is no spend yet', async () => {
    renderPage(months([]));
    expect(await screen.findByText('No spend yet.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('telco-row')).toHaveLength(0);
  });

  it("shows the server's message when the report fails, and no empty state", async () => {
    renderPage(() => envelope(null, 1, 'Backend exception', 500));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Backend exception');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No spend yet.')).toBeNull();
  });
});
