import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useSearchParams } from 'react-router-dom';
import { createQueryClient } from '../../src/data/queryClient';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import { signIn, signOut } from '../../src/test/signedIn';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { prefetchCampaignList } from './campaignListQuery';
import { parseListParams } from './listParams';
import { useCampaignList } from './useCampaignList';

const ROW = { id: 1000001, name: 'Spring Sale' };

/** What the list page's first renders see: data or not, and whether a request is under way. */
const firstRenders: string[] = [];
const ListProbe = () => {
  const [search] = useSearchParams();
  const [range] = useDateRangeParam();
  const { data, isFetching } = useCampaignList(parseListParams(search), range);
  const text = `${data ? `${data.data.length} row` : 'no data'}${isFetching ? ', fetching' : ''}`;
  firstRenders.push(text);
  return <p>{text}</p>;
};

afterEach(() => {
  vi.unstubAllGlobals();
  firstRenders.length = 0;
  signOut();
});

describe('the campaign list prefetched at boot', () => {
  it('is the very query the page asks for: its first render shows the rows and nothing is requested again', async () => {
    const net = fakeFetch(() => envelope({ data: [ROW], total_size: 1 }));
    vi.stubGlobal('fetch', net.fetch);
    signIn();
    const search = '?pageSize=15&sort=clicks&order=desc&name=Spring&status=1,2';
    const queryClient = createQueryClient();
    await prefetchCampaignList({ queryClient, search: new URLSearchParams(search), params: {}, spaceId: 2002 });

    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/campaigns${search}`]}>
          <ListProbe />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('1 row');
    await new Promise((resolve) => setTimeout(resolve, 300)); // past the list's fetch debounce
    expect(firstRenders[0]).toBe('1 row');
    expect(net.calls).toHaveLength(1);
  });

  it('fails as fast as the page would: one quiet retry, then the error is there to show', async () => {
    const net = fakeFetch(() => envelope(null, 1, 'Backend exception', 500));
    vi.stubGlobal('fetch', net.fetch);
    signIn();
    const queryClient = createQueryClient();
    const search = new URLSearchParams('');
    await prefetchCampaignList({ queryClient, search, params: {}, spaceId: 2002 });
    expect(net.calls).toHaveLength(2);
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['campaigns', 'list'] });
    expect(query?.state.error?.message).toBe('Backend exception');
  });
});
