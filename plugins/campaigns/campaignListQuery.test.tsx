import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useListContext } from 'ra-core';
import { PLUGINS } from '../../src/app/plugins';
import { createAppDataProvider } from '../../src/data/appDataProvider';
import { createQueryClient } from '../../src/data/queryClient';
import { SpecListBase } from '../../src/list/SpecListBase';
import type { CampaignListRow, Page } from '../../src/api/contract';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { signOut } from '../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { CAMPAIGN_LIST, rangeFilter } from './campaignList';
import { prefetchCampaignList } from './campaignListQuery';

const backend = mockBackend();

/** What the list page's renders see: rows or not. */
const renders: string[] = [];
const ListProbe = () => {
  const { data } = useListContext();
  const text = data ? `${data.length} rows` : 'no data';
  renders.push(text);
  return <p>{text}</p>;
};

/** The page's list as CampaignListPage sets it up: the kit with the date range as a filter. */
const CampaignListProbe = () => {
  const [range] = useDateRangeParam();
  return (
    <SpecListBase config={CAMPAIGN_LIST} filter={rangeFilter(range)}>
      <ListProbe />
    </SpecListBase>
  );
};

afterEach(() => {
  renders.length = 0;
  signOut();
});

describe('the campaign list prefetched at boot', () => {
  it('is the very request the page makes: its first render shows the rows and nothing is asked twice', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const search = '?pageSize=15&sort=clicks&order=desc&name=a&status=3,41&from=2026-11-01&to=2026-11-08';
    const queryClient = createQueryClient();
    const dataProvider = createAppDataProvider(PLUGINS);
    await prefetchCampaignList({ queryClient, dataProvider, search: new URLSearchParams(search), params: {}, spaceId });
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 1,
      pageSize: 15,
      name: 'a',
      status_filter: [3, 41],
      space_id: spaceId,
      sort_by_field: 'clicks',
      order_field: 'clicks',
      order_asc: false,
    });
    const { data: page } = await backend.call<Page<CampaignListRow>>('/v1/campaign/list/v2', { json: body });
    expect(page.data.length).toBeGreaterThan(0);

    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient} path={`/campaigns${search}`}>
        <CampaignListProbe />
      </TestAdminContext>,
    );
    expect(renders[0]).toBe(`${page.data.length} rows`);
    expect(await screen.findByText(`${page.data.length} rows`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('fails as fast as the page would: one quiet retry, then the error is there to show', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    await backend.settings({ failRate: 1 });
    const sent = recordRequests();
    const queryClient = createQueryClient();
    await prefetchCampaignList({ queryClient, dataProvider: createAppDataProvider(PLUGINS), search: new URLSearchParams(''), params: {}, spaceId });
    expect(sent).toHaveLength(2);
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['campaigns', 'getList'] });
    expect(query?.state.error?.message).toBe('Backend exception');
  });
});
