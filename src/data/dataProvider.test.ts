import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { envelope, fakeFetch } from '../test/fakeFetch';
import { createDataProvider } from './dataProvider';
import type { ResourceApi } from './resourceApi';

const net = () => {
  const backend = fakeFetch(() => envelope({ data: [{ id: 1000001, name: 'Spring' }], total_size: 31 }));
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { client, calls: backend.calls };
};

describe('dataProvider: a table from resource to /v1 call builders', () => {
  it('loads a resource API lazily, once, and keeps supportAbortSignal a plain true', async () => {
    const { client } = net();
    const loader = vi.fn(async () => ({ default: { getOne: async () => ({ data: { id: 1 } }) } satisfies ResourceApi }));
    const provider = createDataProvider({ widgets: loader }, client, () => 5);
    expect(provider.supportAbortSignal).toBe(true);
    expect(loader).not.toHaveBeenCalled();
    await provider.getOne('widgets', { id: 1 });
    await provider.getOne('widgets', { id: 1 });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown resources and methods a resource lacks', async () => {
    const { client } = net();
    const provider = createDataProvider({ widgets: async () => ({ default: {} }) }, client, () => 5);
    await expect(provider.getList('nope', {})).rejects.toThrow('Unknown resource "nope"');
    await expect(provider.getList('widgets', {})).rejects.toThrow('has no "getList" call');
    await expect(provider.invoke('widgets', 'run')).rejects.toThrow('has no "run" call');
  });

  it('runs named custom methods with the session space', async () => {
    const { client } = net();
    const run = vi.fn(async (ctx: { spaceId(): number }, params: unknown) => ({ space: ctx.spaceId(), params }));
    const provider = createDataProvider({ widgets: async () => ({ default: { custom: { run } } }) }, client, () => 77);
    await expect(provider.invoke('widgets', 'run', { id: 3 })).resolves.toEqual({ space: 77, params: { id: 3 } });
  });

});
