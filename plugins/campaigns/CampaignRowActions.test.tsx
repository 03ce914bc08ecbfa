import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Notification } from 'react-admin';
import { useState } from 'react';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { CAMPAIGN_STATUS, ERROR_CATALOGUE, type CampaignListRow, type Page } from '../../src/api/contract';
import { fromMinor, toMinor } from '../../src/domain/minorUnits';
import { PLUGINS } from '../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { mockBackend } from '../../src/test/mockBackend';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import campaigns from '../../locales/en/campaigns.json';
import core from '../../locales/en/core.json';
import { CampaignRowActions } from './CampaignRowActions';

const backend = mockBackend();
const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...campaigns }) as unknown as TranslationMessages, 'en');

/** A paused campaign of the advertiser's account as the list shows it. */
const pausedRow = async (): Promise<CampaignListRow> => {
  const { data } = await backend.call<Page<CampaignListRow>>('/v1/campaign/list/v2', {
    json: { page: 1, pageSize: 1, status_filter: [CAMPAIGN_STATUS.paused], space_id: PERSONA_IDS.advertiser.spaceId },
  });
  const row = data.data[0];
  if (!row) throw new Error('the advertiser has no paused campaign');
  return row;
};

/** The account's balance in the mock, set for one test (the previous one is answered to put back). */
const setBalance = (balance: number): number =>
  backend.mock.store.mutate((state) => {
    const space = state.spaces.find((s) => s.id === PERSONA_IDS.advertiser.spaceId);
    if (!space) throw new Error('no advertiser space');
    const before = fromMinor(space.balance_minor);
    space.balance_minor = toMinor(balance);
    return before;
  });

const RowMenu = ({ row }: { row: CampaignListRow }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        menu
      </button>
      <CampaignRowActions row={row} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
};

const renderMenu = (row: CampaignListRow) =>
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)}>
      <I18nContextProvider value={i18n}>
        <RowMenu row={row} />
        <Notification />
      </I18nContextProvider>
    </TestAdminContext>,
  );

const statusOf = (id: number) => backend.mock.store.state().campaigns.find((c) => c.id === id)?.status_key;

describe('Run from the row menu', () => {
  beforeEach(async () => {
    await backend.signIn('advertiser');
  });

  it("shows the server's message when the balance cannot fund a day of the budget, and the campaign stays paused", async () => {
    const row = await pausedRow();
    const before = setBalance(row.budget / 2);
    try {
      renderMenu(row);
      await userEvent.click(screen.getByRole('button', { name: 'menu' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Run' }));
      expect(await screen.findByText(ERROR_CATALOGUE[1330])).toBeInTheDocument();
      expect(statusOf(row.id)).toBe(CAMPAIGN_STATUS.paused);
    } finally {
      setBalance(before);
    }
  });

  it('runs it when the balance covers the daily budget', async () => {
    const row = await pausedRow();
    renderMenu(row);
    await userEvent.click(screen.getByRole('button', { name: 'menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Run' }));
    expect(await screen.findByText(campaigns.campaigns.actions.ran)).toBeInTheDocument();
    expect(statusOf(row.id)).not.toBe(CAMPAIGN_STATUS.paused);
  });
});
