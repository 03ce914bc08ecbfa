import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import type { CampaignRecord } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../src/test/appAccess';
import { createQueryClient } from '../../src/data/queryClient';
import { mockBackend } from '../../src/test/mockBackend';
import { TestAdminContext } from '../../src/test/TestAdminContext';
import { prefetchCampaignRecord } from './campaignRecordQuery';
import plugin from './index';
import { SECTIONS } from './sections/sections';
import { loadedSection } from './sections/sectionLoader';
import { preloadOpenTab } from './sections/preloadOpenTab';
import { useCampaignRecord } from './useCampaignRecord';

const backend = mockBackend();

/** A campaign of the advertiser's space, as the mock holds it. */
const advertiserCampaign = (): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === PERSONA_IDS.advertiser.spaceId);
  if (!found) throw new Error("the seed has no campaign in the advertiser's space");
  return found;
};

/** The boot's prefetch through the app's dataProvider, its getOne watched as it passes through to the mock. */
const prefetched = async (id: string, search = '?tab=basicInfo') => {
  await backend.signIn('advertiser');
  const dataProvider = backend.dataProvider(PLUGINS);
  const getOne = vi.spyOn(dataProvider, 'getOne');
  const queryClient = createQueryClient();
  await prefetchCampaignRecord({ queryClient, dataProvider, search: new URLSearchParams(search), params: { id }, spaceId: PERSONA_IDS.advertiser.spaceId });
  return { getOne, dataProvider, queryClient };
};

describe('the edit route requests its campaign while the app boots', () => {
  it("is the entry useGetOne('campaigns', { id }) reads: the editor's first render has the record and nothing is asked again", async () => {
    const campaign = advertiserCampaign();
    const { getOne, dataProvider, queryClient } = await prefetched(String(campaign.id));
    expect(getOne).toHaveBeenCalledTimes(1);

    const firstRenders: string[] = [];
    const Probe = () => {
      const record = useCampaignRecord(String(campaign.id));
      firstRenders.push(record?.name ?? 'nothing');
      return null;
    };
    render(
      <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={dataProvider} queryClient={queryClient} path={`/campaign/edit/${campaign.id}`}>
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe(campaign.name);
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for an address that is not a campaign id', async () => {
    const { getOne } = await prefetched('new');
    expect(getOne).not.toHaveBeenCalled();
  });

  it('is declared on the /campaign/edit/:id route of the manifest', () => {
    expect(plugin.routes?.find((route) => route.path === '/campaign/edit/:id')?.prefetch).toBe(prefetchCampaignRecord);
  });
});

describe("the editor routes preload the open tab's code", () => {
  const section = (tab: string) => {
    const found = SECTIONS.find((entry) => entry.tab === tab);
    if (!found) throw new Error(`no ${tab} section`);
    return found;
  };

  it("loads the tab the address names, so the editor's first render shows its inputs", async () => {
    expect(loadedSection(section('attribution'))).toBeUndefined();
    await preloadOpenTab({ search: new URLSearchParams('?tab=attribution'), params: { id: '1000042' } });
    expect(loadedSection(section('attribution'))).toBeTypeOf('function');
  });

  it('loads basic info for an address naming no tab or an unknown one', async () => {
    await preloadOpenTab({ search: new URLSearchParams('?tab=nonsense'), params: {} });
    expect(loadedSection(section('basicInfo'))).toBeTypeOf('function');
  });

  it('is declared on both editor routes of the manifest', () => {
    for (const path of ['/campaign/edit/:id', '/campaign/create'])
      expect(plugin.routes?.find((route) => route.path === path)?.preload).toBe(preloadOpenTab);
  });
});
