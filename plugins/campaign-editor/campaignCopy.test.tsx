import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'ra-core';
import { Notification } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CAMPAIGN_STATUS, type CampaignRecord } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { copyName, replicationSource } from '../../src/campaign/replicate';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { appI18nProvider, WithAppPlugins } from '../../src/test/appI18n';
import { mockBackend } from '../../src/test/mockBackend';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import CampaignCreatePage from './CampaignCreatePage';
import { recordToValues, replicateValues, valuesToInput } from './form/campaignMapping';

/**
 * The copy the editor makes (/campaign/create?replicatedId=, spec 2 §4): an administrator's copy sends
 * none of the source's moderation choices, the mock stores it as a fresh draft, and saving it says the
 * spec's `copied`.
 */
const backend = mockBackend();
let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await appI18nProvider('en');
});

/** Whether an approval chose exchanges and traffic sources for the campaign. */
const moderated = (c: { owner: { exchange_id: unknown[]; traffic_sources: unknown[] } }) => c.owner.exchange_id.length > 0 && c.owner.traffic_sources.length > 0;

/** A campaign of the admin's own account, read as the admin reads it: a moderated running one, or any other. */
const adminCampaign = async (which: 'moderated' | 'other'): Promise<CampaignRecord> => {
  const { spaceId } = await backend.signIn('admin');
  const own = backend.mock.store.state().campaigns.filter((c) => c.space_id === spaceId);
  const first = own.find((c) => c.status_key === CAMPAIGN_STATUS.running && moderated(c));
  const stored = which === 'moderated' ? first : own.find((c) => c !== first);
  if (!stored) throw new Error(`the seed has no ${which} campaign in the admin's account`);
  return (await backend.call<CampaignRecord>(`/v1/campaign/${stored.id}`, { as: 'admin' })).data;
};

const Address = () => <output aria-label="address">{useLocation().pathname}</output>;

describe("an administrator's copy", () => {
  it('is stored without the moderation fields, keeping the rest', async () => {
    const source = await adminCampaign('moderated');
    const input = valuesToInput(replicateValues(replicationSource(source)));
    expect(input.owner).toMatchObject({ exchange_id: [], traffic_sources: [], campaign_category_keys: [], margin: source.owner?.margin });
    const { data } = await backend.dataProvider(PLUGINS).create<CampaignRecord>('campaigns', { data: input });
    expect(data).toMatchObject({ name: copyName(source.name), replicated_from: source.id, status_key: CAMPAIGN_STATUS.draft, moderation_start_at: null });
    expect(data.owner).toMatchObject({ exchange_id: [], traffic_sources: [], campaign_category_keys: [], deal_link: source.owner?.deal_link });
    expect(recordToValues(data).targeting).toEqual(recordToValues(source).targeting);
  });

  it('saved from the create form says "Campaign copied" and continues on the copy’s edit route', async () => {
    // Another source than the first test's: a copy's name is unique per account.
    const source = await adminCampaign('other');
    render(
      <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={backend.dataProvider(PLUGINS)} path={`/campaign/create?replicatedId=${source.id}&tab=basicInfo`}>
        <WithAppPlugins i18n={i18n}>
          <Address />
          <Routes>
            <Route path="/campaign/create" element={<CampaignCreatePage />} />
            <Route path="*" element={null} />
          </Routes>
          <Notification />
        </WithAppPlugins>
      </TestAdminContext>,
    );
    await waitFor(() => expect(screen.getByLabelText('Campaign name')).toHaveValue(copyName(source.name)));
    await userEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('Campaign copied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toMatch(/^\/campaign\/edit\/\d+$/));
  });
});
