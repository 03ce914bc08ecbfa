import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useListContext } from 'ra-core';
import { PLUGINS } from '../../src/app/plugins';
import { createAppDataProvider } from '../../src/data/appDataProvider';
import { createQueryClient } from '../../src/data/queryClient';
import { SpecListBase } from '../../src/list/SpecListBase';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import { signIn, signOut } from '../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { CAMPAIGN_LIST, rangeFilter } from './campaignList';
import { prefetchCampaignList } from './campaignListQuery';

const ROW = { id: 1000001, name: 'Spring Sale' };

/** What the list page's renders see: rows or not. */
const renders: string[] = [];
const ListProbe = () => {
  const { data } = useListContext();
  const text = data ? `${data.length} row` : 'no data';
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
  vi.unstubAllGlobals();
  renders.length = 0;
  signOut();
});

describe('the campaign list prefetched at boot', () => {
  it('is the very request the page makes: its first render shows the rows and nothing is asked twice', async () => {
    const net = fakeFetch(() => envelope({ data: [ROW], total_size: 1 }));
    vi.stubGlobal('fetch', net.fetch);
    signIn();
    const search = '?pageSize=15&sort=clicks&order=desc&name=Spring&status=1,2&from=2026-11-01&to=2026-11-08';
    const queryClient = createQueryClient();
    const dataProvider = createAppDataProvider(PLUGINS);
    await prefetchCampaignList({ queryClient, dataProvider, search: new URLSearchParams(search), params: {}, spaceId: 2002 });
    expect(net.calls).toHaveLength(1);
    expect(JSON.parse(net.calls[0]?.body ?? '{}')).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 1,
      pageSize: 15,
      name: 'Spring',
      status_filter: [1, 2],
      space_id: 2002,
      sort_by_field: 'clicks',
      order_field: 'clicks',
      order_asc: false,
    });

    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient} path={`/campaigns${search}`}>
        <CampaignListProbe />
      </TestAdminContext>,
    );
    expect(renders[0]).toBe('1 row');
    expect(await screen.findByText('1 row')).toBeInTheDocument();
    expect(net.calls).toHaveLength(1);
  });

  it('fails as fast as the page would: one quiet retry, then the error is there to show', async () => {
    const net = fakeFetch(() => envelope(null, 1, 'Backend exception', 500));
    vi.stubGlobal('fetch', net.fetch);
    signIn();
    const queryClient = createQueryClient();
    await prefetchCampaignList({ queryClient, dataProvider: createAppDataProvider(PLUGINS), search: new URLSearchParams(''), params: {}, spaceId: 2002 });
    expect(net.calls).toHaveLength(2);
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['campaigns', 'getList'] });
    expect(query?.state.error?.message).toBe('Backend exception');
  });
});
