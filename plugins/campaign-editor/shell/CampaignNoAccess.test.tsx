import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CAMPAIGN_STATUS, type CampaignPeriodTotal, type CampaignRecord } from '../../../src/api/contract';
import { PERSONAS } from '../../../mock-server/personas';
import { rememberListLocation } from '../../../src/campaign/listLocation';
import { memoryDataProvider, memoryResource } from '../../../src/test/memoryResource';
import { signIn, signOut } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import { EDITOR_GATES } from '../editorGates';
import campaigns from '../../../locales/en/campaigns.json';
import core from '../../../locales/en/core.json';
import editor from '../../../locales/en/campaign-editor.json';
import CampaignCreatePage from '../CampaignCreatePage';
import CampaignEditPage from '../CampaignEditPage';

const RECORD = { id: 1000042, name: 'Lagos spring sale', status_key: CAMPAIGN_STATUS.running, currency: 'USD' } as CampaignRecord;
const TOTAL: CampaignPeriodTotal = { current_period_clicks: 12, current_period_impressions: 1000, current_period_spent: 3.5 };

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...campaigns, ...editor }) as unknown as TranslationMessages, 'en');

const Address = () => <output aria-label="address">{useLocation().pathname + useLocation().search}</output>;
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

const renderAt = (path: string, page: ReactNode) => {
  const dataProvider = memoryDataProvider({ campaigns: { ...memoryResource([RECORD]).api, custom: { total: async () => TOTAL } } });
  render(
    <TestAdminContext access={EDITOR_GATES} authProvider={testAuthProvider(true)} dataProvider={dataProvider} path={path}>
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
  beforeEach(() => {
    sessionStorage.clear();
    signIn({ permissions: [...PERSONAS.analyst.permissions] });
    rememberListLocation('?page=2');
  });
  afterEach(signOut);

  it("shows the campaign's name and status, the notice, the performance card with its report link, and Cancel; no form, no footer", async () => {
    renderAt(`/campaign/edit/${RECORD.id}`, <CampaignEditPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagos spring sale' })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Running');
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(await screen.findByTestId('performance-card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View report' })).toHaveAttribute('href', `/reports?campaignId=${RECORD.id}`);
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
