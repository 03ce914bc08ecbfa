import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { CampaignRecord } from '../../src/api/contract';
import { createQueryClient } from '../../src/data/queryClient';
import { memoryDataProvider, memoryResource } from '../../src/test/memoryResource';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { prefetchCampaignRecord } from './campaignRecordQuery';
import plugin from './index';
import { SECTIONS } from './sections/sections';
import { loadedSection } from './sections/sectionLoader';
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
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient} path="/campaign/edit/1000042">
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

  it("loads the code of the tab the address opens beside the record, so the editor's first render shows its inputs", async () => {
    const attribution = SECTIONS.find((section) => section.tab === 'attribution');
    if (!attribution) throw new Error('no attribution section');
    expect(loadedSection(attribution)).toBeUndefined();
    await prefetched('1000042', '?tab=attribution');
    expect(loadedSection(attribution)).toBeTypeOf('function');
  });

  it('is declared on the /campaign/edit/:id route of the manifest', () => {
    expect(plugin.routes?.find((route) => route.path === '/campaign/edit/:id')?.prefetch).toBe(prefetchCampaignRecord);
  });
});
