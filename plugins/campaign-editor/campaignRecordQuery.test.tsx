import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { CampaignRecord } from '../../src/api/contract';
import { createQueryClient } from '../../src/data/queryClient';
import { memoryDataProvider, memoryResource } from '../../src/test/memoryResource';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { EDITOR_GATES } from './editorGates';
import { prefetchCampaignRecord } from './campaignRecordQuery';
import plugin from './index';
import { SECTIONS } from './sections/sections';
import { loadedSection } from './sections/sectionLoader';
import { preloadOpenTab } from './sections/preloadOpenTab';
import { useCampaignRecord } from './useCampaignRecord';

const RECORD = { id: 1000042, name: 'Lagos spring sale' } as CampaignRecord;

const prefetched = async (id: string, search = '?tab=basicInfo') => {
  const campaigns = memoryResource([RECORD]);
  const getOne = vi.spyOn(campaigns.api, 'getOne');
  const dataProvider = memoryDataProvider({ campaigns: campaigns.api });
  const queryClient = createQueryClient();
  await prefetchCampaignRecord({ queryClient, dataProvider, search: new URLSearchParams(search), params: { id }, spaceId: 2002 });
  return { getOne, dataProvider, queryClient };
};

describe('the edit route requests its campaign while the app boots', () => {
  it("is the entry useGetOne('campaigns', { id }) reads: the editor's first render has the record and nothing is asked again", async () => {
    const { getOne, dataProvider, queryClient } = await prefetched('1000042');
    expect(getOne).toHaveBeenCalledTimes(1);

    const firstRenders: string[] = [];
    const Probe = () => {
      const record = useCampaignRecord('1000042');
      firstRenders.push(record?.name ?? 'nothing');
      return null;
    };
    render(
      <TestAdminContext access={EDITOR_GATES} authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient} path="/campaign/edit/1000042">
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe('Lagos spring sale');
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
