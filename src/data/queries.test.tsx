import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useGetList, useGetOne } from 'ra-core';
import type { CampaignListRow, Page, Space } from '../api/contract';
import { PLUGINS } from '../app/plugins';
import { mockBackend } from '../test/mockBackend';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { createQueryClient } from './queryClient';
import { getListQuery, getOneQuery } from './queries';

const backend = mockBackend();

/**
 * The boot requests the first screen's data under react-admin's own keys before react-admin renders:
 * if ra-core ever changes its keys or answer shapes, these fail rather than the app quietly asking twice.
 */
describe("query builders with react-admin's own keys", () => {
  it('getOneQuery fills the entry useGetOne reads: its first render has the record and nothing is asked again', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const dataProvider = backend.dataProvider();
    const getOne = vi.spyOn(dataProvider, 'getOne');
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery({ ...getOneQuery(dataProvider, 'spaces', spaceId), staleTime: 60_000 });
    expect(getOne).toHaveBeenCalledTimes(1);
    const { data: space } = await backend.call<Space>(`/v1/space/${spaceId}`);

    const firstRenders: string[] = [];
    const Probe = () => {
      const { data } = useGetOne('spaces', { id: spaceId }, { staleTime: 60_000 });
      firstRenders.push(data?.name ?? 'nothing');
      return <p>{data?.name}</p>;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient}>
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe(space.name);
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('getListQuery fills the entry useGetList reads, with the same answer shape', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const dataProvider = backend.dataProvider(PLUGINS);
    const getList = vi.spyOn(dataProvider, 'getList');
    const queryClient = createQueryClient();
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: { name: 'a' } };
    await queryClient.prefetchQuery({ ...getListQuery(dataProvider, 'campaigns', params), staleTime: 60_000 });
    const { data: page } = await backend.call<Page<CampaignListRow>>('/v1/campaign/list/v2', {
      json: { space_id: spaceId, name: 'a', status_filter: [50], page: 1, pageSize: 10, from_date: '', to_date: '', sort_by_field: 'name', order_field: 'name', order_asc: true },
    });
    expect(page.data.length).toBeGreaterThan(0);

    const firstRenders: string[] = [];
    const Probe = () => {
      const { data, total } = useGetList('campaigns', params, { staleTime: 60_000 });
      firstRenders.push(data ? `${data.length} of ${total}` : 'nothing');
      return null;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient}>
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe(`${page.data.length} of ${page.total_size}`);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('nothing')).toBeNull();
  });
});
