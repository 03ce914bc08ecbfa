import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useGetList, useGetOne } from 'ra-core';
import { memoryDataProvider, memoryResource } from '../test/memoryResource';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import { createQueryClient } from './queryClient';
import { getListQuery, getOneQuery } from './queries';

const SPACES = [{ id: 2002, name: 'Demo Advertiser Ltd' }];

/**
 * The boot requests the first screen's data under react-admin's own keys before react-admin renders:
 * if ra-core ever changes its keys or answer shapes, these fail rather than the app quietly asking twice.
 */
describe('query builders with react-admin\'s own keys', () => {
  it('getOneQuery fills the entry useGetOne reads: its first render has the record and nothing is asked again', async () => {
    const spaces = memoryResource(SPACES);
    const getOne = vi.spyOn(spaces.api, 'getOne');
    const dataProvider = memoryDataProvider({ spaces: spaces.api });
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery({ ...getOneQuery(dataProvider, 'spaces', 2002), staleTime: 60_000 });
    expect(getOne).toHaveBeenCalledTimes(1);

    const firstRenders: string[] = [];
    const Probe = () => {
      const { data } = useGetOne('spaces', { id: 2002 }, { staleTime: 60_000 });
      firstRenders.push(data?.name ?? 'nothing');
      return <p>{data?.name}</p>;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient}>
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe('Demo Advertiser Ltd');
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('getListQuery fills the entry useGetList reads, with the same answer shape', async () => {
    const spaces = memoryResource(SPACES);
    const dataProvider = memoryDataProvider({ spaces: spaces.api });
    const queryClient = createQueryClient();
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' as const }, filter: { name: 'Demo' } };
    await queryClient.prefetchQuery({ ...getListQuery(dataProvider, 'spaces', params), staleTime: 60_000 });

    const firstRenders: string[] = [];
    const Probe = () => {
      const { data, total } = useGetList('spaces', params, { staleTime: 60_000 });
      firstRenders.push(data ? `${data.length} of ${total}` : 'nothing');
      return null;
    };
    render(
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} queryClient={queryClient}>
        <Probe />
      </TestAdminContext>,
    );
    expect(firstRenders[0]).toBe('1 of 1');
    expect(spaces.lists).toHaveLength(1);
    expect(screen.queryByText('nothing')).toBeNull();
  });
});
