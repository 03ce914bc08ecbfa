import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { CAMPAIGN_STATUS, type CampaignPeriodTotal, type CampaignRecord } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { rememberListLocation } from '../../../src/campaign/listLocation';
import { formatCompact } from '../../../src/domain/money';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import campaigns from '../../../locales/en/campaigns.json';
import core from '../../../locales/en/core.json';
import editor from '../../../locales/en/campaign-editor.json';
import CampaignCreatePage from '../CampaignCreatePage';
import CampaignEditPage from '../CampaignEditPage';

const backend = mockBackend();

/** A running campaign of the analyst's space (the demo advertiser's), as the mock holds it. */
const runningCampaign = (): CampaignRecord => {
  const found = backend.mock.store
    .state()
    .campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.analyst.spaceId && campaign.status_key === CAMPAIGN_STATUS.running);
  if (!found) throw new Error("the seed has no running campaign in the analyst's space");
  return found;
};

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...campaigns, ...editor }) as unknown as TranslationMessages, 'en');

const Address = () => <output aria-label="address">{useLocation().pathname + useLocation().search}</output>;
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

const renderAt = (path: string, page: ReactNode) => {
  render(
    <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={path}>
      <I18nContextProvider value={i18n}>
        <Address />
        <Routes>
          <Route path="/campaign/edit/:id" element={page} />
          <Route path="/campaign/create" element={page} />
          <Route path="*" element={null} />
        </Routes>
      </I18nContextProvider>
    </TestAdminContext>,
  );
};

const NOTICE = "This account cannot change campaign settings. Ask your account's administrator if you need to edit campaigns.";

describe('the editor for an account that may change nothing in it (the analyst: reports only)', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await backend.signIn('analyst');
    rememberListLocation('?page=2');
  });

  it("shows the campaign's name and status, the notice, the performance card with its report link, and Cancel; no form, no footer", async () => {
    const campaign = runningCampaign();
    const { data: total } = await backend.call<CampaignPeriodTotal>(`/v1/campaign/${campaign.id}/total`, { as: 'analyst' });
    renderAt(`/campaign/edit/${campaign.id}`, <CampaignEditPage />);
    expect(await screen.findByRole('heading', { level: 1, name: campaign.name })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Running');
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    const card = await screen.findByTestId('performance-card');
    expect(await within(card).findByText(formatCompact(total.current_period_impressions ?? Number.NaN, 'en'))).toBeInTheDocument();
    // The analyst holds no REPORT_SPEND: the server leaves the spend out, and the card shows no Spent.
    expect(total.current_period_spent).toBeUndefined();
    expect(within(card).queryByText('Spent')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View report' })).toHaveAttribute('href', `/reports?campaignId=${campaign.id}`);
    expect(screen.queryByRole('navigation', { name: 'Campaign sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Publish/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(address()).toBe('/campaigns?page=2'));
  });

  it('offers no new campaign without CAMPAIGN_EDIT: the same notice, no form', async () => {
    renderAt('/campaign/create?tab=basicInfo', <CampaignCreatePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByTestId('performance-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Publish/ })).not.toBeInTheDocument();
  });
});
