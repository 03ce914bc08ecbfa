import { describe, expect, it, vi } from 'vitest';
import type { Space } from '../api/contract';
import { apiClient } from '../api';
import { session } from '../auth/session';
import { mockBackend } from '../test/mockBackend';
import { createDataProvider } from './dataProvider';
import type { ResourceApi } from './resourceApi';

const backend = mockBackend();

describe('dataProvider: a table from resource to /v1 call builders', () => {
  it('loads a resource API lazily, once, and keeps supportAbortSignal a plain true', async () => {
    const loader = vi.fn(async () => ({ default: { getOne: async () => ({ data: { id: 1 } }) } satisfies ResourceApi }));
    const provider = createDataProvider({ widgets: loader }, apiClient, () => 5);
    expect(provider.supportAbortSignal).toBe(true);
    expect(loader).not.toHaveBeenCalled();
    await provider.getOne('widgets', { id: 1 });
    await provider.getOne('widgets', { id: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown resources and methods a resource lacks', async () => {
    const provider = createDataProvider({ widgets: async () => ({ default: {} }) }, apiClient, () => 5);
    await expect(provider.getList('nope', {})).rejects.toThrow('Unknown resource "nope"');
    await expect(provider.getList('widgets', {})).rejects.toThrow('has no "getList" call');
    await expect(provider.invoke('widgets', 'run')).rejects.toThrow('has no "run" call');
  });

  it("runs named custom methods with the session's space and the app's client", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const spaceOfSession: ResourceApi = {
      custom: { read: ({ client, spaceId: current }, params) => client.request<Space>(`/v1/space/${current()}`).then((space) => ({ space, params })) },
    };
    const provider = createDataProvider({ widgets: async () => ({ default: spaceOfSession }) }, apiClient, session.currentSpaceId);
    const { data: space } = await backend.call<Space>(`/v1/space/${spaceId}`);
    await expect(provider.invoke('widgets', 'read', { id: 3 })).resolves.toEqual({ space, params: { id: 3 } });
  });

  it('refuses a space-scoped call without an account', async () => {
    const provider = createDataProvider({ widgets: async () => ({ default: { custom: { run: async (ctx) => ctx.spaceId() } } }) }, apiClient, () => null);
    await expect(provider.invoke('widgets', 'run')).rejects.toThrow('No account is selected for this session');
  });
});
