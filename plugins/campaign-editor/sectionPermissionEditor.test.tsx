import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { CAMPAIGN_PERMISSIONS, CAMPAIGN_STATUS } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import CampaignEditPage from './CampaignEditPage';

/**
 * The editor itself, used by a sub-user of the advertiser's account who holds CAMPAIGN_EDIT and every
 * section but Targeting: the Targeting tab is hidden, and a save of the other tabs goes through (the
 * server refuses only a change to Targeting, which the editor then never sends).
 */
const backend = mockBackend();
let i18n: I18nProvider;

beforeAll(async () => {
  i18n = await appI18nProvider('en');
  // Permissions are read at sign-in (the app's session) and on every call (the mock).
  backend.mock.store.mutate((state) => {
    const analyst = state.users.find((u) => u.id === PERSONA_IDS.analyst.userId);
    if (!analyst) throw new Error('no analyst');
    analyst.permissions = ['PAGE_REPORTS', ...CAMPAIGN_PERMISSIONS.filter((p) => p !== 'CAMPAIGN_TARGETING' && p !== 'CAMPAIGN_ADMINISTRATION')];
  });
});

/** A draft of the account (name and dates editable) whose targeting is not the defaults. */
const draft = () => {
  const found = backend.mock.store.state().campaigns.find((c) => c.space_id === PERSONA_IDS.analyst.spaceId && c.status_key === CAMPAIGN_STATUS.draft);
  if (!found) throw new Error('the seed has no draft in the advertiser’s account');
  return structuredClone(found);
};

describe('the editor without CAMPAIGN_TARGETING', () => {
  it('hides Targeting and saves a renamed draft, its targeting untouched', async () => {
    await backend.signIn('analyst');
    const campaign = draft();
    render(
      <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={`/campaign/edit/${campaign.id}?tab=basicInfo`}>
        <WithAppPlugins i18n={i18n}>
          <Routes>
            <Route path="/campaign/edit/:id" element={<CampaignEditPage />} />
          </Routes>
          <Notification />
        </WithAppPlugins>
      </TestAdminContext>,
    );
    const name = await screen.findByLabelText('Campaign name');
    await waitFor(() => expect(name).toHaveValue(campaign.name));
    const tree = screen.getByRole('navigation', { name: 'Campaign sections' });
    expect(tree).not.toHaveTextContent('Targeting');
    await userEvent.clear(name);
    await userEvent.type(name, `${campaign.name} renamed`);
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const stored = backend.mock.store.state().campaigns.find((c) => c.id === campaign.id);
    expect(stored?.name).toBe(`${campaign.name} renamed`);
    expect(stored?.targeting).toEqual(campaign.targeting);
  });
});
