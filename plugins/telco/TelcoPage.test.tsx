import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { PersonaName } from '../../mock-server/personas';
import { TELCO_REPORT_PATH, type Page, type TelcoRow } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { formatMoney } from '../../src/domain/money';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import core from '../../locales/en/core.json';
import telco from '../../locales/en/telco.json';
import widgets from '../../locales/en/widgets.json';
import TelcoPage from './TelcoPage';
import { monthLabel, telcoShare } from './telcoList';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...widgets, ...telco }) as unknown as TranslationMessages, 'en');

/** The page over the app's dataProvider and the mock. */
const renderPage = (path = '/telco') =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
      <I18nContextProvider value={i18n}>
        <TelcoPage />
      </I18nContextProvider>
    </TestAdminContext>,
  );

/** The months the mock answers for this page of the account. */
const months = async (page: number, pageSize: number, spaceId: number, as: PersonaName = 'advertiser') =>
  (await backend.call<Page<TelcoRow>>(TELCO_REPORT_PATH, { as, json: { page, pageSize, space_id: spaceId } })).data;

/** A month as the table shows it (the formatting rules themselves are telcoList's and money's tests). */
const shown = (row: TelcoRow) => [monthLabel(row.dimension, 'en'), formatMoney(row.spent_usd, 'USD', 'en'), formatMoney(telcoShare(row.spent_usd), 'USD', 'en')];

const cellsOfRows = () =>
  within(screen.getByRole('table', { name: 'Spend per month' }))
    .getAllByTestId('telco-row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('telco page', () => {
  it("shows each of the account's months by name, newest first, with its spend and the 15 % share", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await months(1, 10, spaceId);
    expect(expected.data.some((row) => row.spent_usd > 0)).toBe(true);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Telco report' })).toBeInTheDocument();
    await waitFor(() => expect(cellsOfRows()).toEqual(expected.data.map(shown)));
    expect(cellsOfRows()[0]?.[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Month', 'Spent (USD)', 'Telco share (15%)']);
  });

  it('asks for the page and the page size the address holds (zero-based page there, one-based on the wire)', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await months(2, 5, spaceId);
    expect(expected.data.length).toBeGreaterThan(0);
    const sent = recordRequests();
    renderPage('/telco?page=1&pageSize=5');
    await waitFor(() => expect(cellsOfRows()).toEqual(expected.data.map(shown)));
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ page: 2, pageSize: 5, space_id: spaceId });
  });

  it('says so when there is no spend yet', async () => {
    // An account without a campaign: the administrator's own, emptied.
    const { spaceId } = await backend.signIn('admin');
    backend.mock.store.mutate((state) => {
      state.campaigns = state.campaigns.filter((campaign) => campaign.space_id !== spaceId);
    });
    expect((await months(1, 10, spaceId, 'admin')).total_size).toBe(0);
    renderPage();
    expect(await screen.findByText('No spend yet.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('telco-row')).toHaveLength(0);
  });

  it("shows the server's message when the report fails, and no empty state", async () => {
    await backend.signIn('advertiser');
    await backend.settings({ failRate: 1 });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Backend exception');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No spend yet.')).toBeNull();
  });
});
