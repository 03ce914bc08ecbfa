import { render, screen } from '@testing-library/react';
import type { I18nProvider } from 'ra-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CAMPAIGN_PATHS, type WhitelabelInfo } from '../../../src/api/contract';
import { createAppAuthProvider } from '../../../src/auth/appAuthProvider';
import { PLUGINS } from '../../../src/app/plugins';
import { createQueryClient } from '../../../src/data/queryClient';
import { fetchWhitelabel } from '../../../src/data/whitelabelInfo';
import { accessTableOf } from '../../../src/plugins/registry';
import { appI18nProvider, WithAppPlugins } from '../../../src/test/appI18n';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests } from '../../../src/test/recordRequests';
import { signOut } from '../../../src/test/signedIn';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../../src/whitelabel/WhitelabelContext';
import AdminCampaignsPage from '../AdminCampaignsPage';
import { prefetchAdminCampaigns } from './adminCampaignsPrefetch';

const backend = mockBackend();
const access = accessTableOf(PLUGINS);

let i18n: I18nProvider;
let whitelabel: WhitelabelInfo;

beforeAll(async () => {
  i18n = await appI18nProvider('en');
  whitelabel = await fetchWhitelabel();
});
afterEach(signOut);

describe('the administrator campaigns list prefetched at boot', () => {
  it.each([
    ['the default address (14 days, name ascending)', ''],
    ['an address with its own range, sort, page size and filters', '?from=2026-10-01&to=2026-11-01&sort=budget&order=desc&pageSize=25&type=awareness&currency=usd'],
  ])('is the very request the page makes, for %s: the rows show and nothing is asked twice', async (_name, search) => {
    const { spaceId } = await backend.signIn('admin');
    const sent = recordRequests();
    const queryClient = createQueryClient();
    const dataProvider = backend.dataProvider(PLUGINS);
    await prefetchAdminCampaigns({ queryClient, dataProvider, search: new URLSearchParams(search), params: {}, spaceId });
    const lists = () => sent.filter((call) => call.path === ADMIN_CAMPAIGN_PATHS.list);
    expect(lists()).toHaveLength(1);

    render(
      <WhitelabelProvider value={whitelabel}>
        <TestAdminContext authProvider={createAppAuthProvider(access)} access={access} path={`/admin/campaigns${search}`} dataProvider={dataProvider} queryClient={queryClient}>
          <WithAppPlugins i18n={i18n}>
            <AdminCampaignsPage />
          </WithAppPlugins>
        </TestAdminContext>
      </WhitelabelProvider>,
    );
    expect((await screen.findAllByTestId('admin-campaign-row')).length).toBeGreaterThan(0);
    expect(lists()).toHaveLength(1);
  });
});
