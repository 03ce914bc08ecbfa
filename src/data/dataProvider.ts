import type { DataProvider } from 'ra-core';
import type { ApiClient } from '../api/client';
import type { ApiContext, ResourceApi } from './resourceApi';

export type ResourceApiLoaders = Record<string, () => Promise<{ default: ResourceApi }>>;

type StandardMethod = 'getList' | 'getOne' | 'getMany' | 'create' | 'update' | 'delete';

export interface AppDataProvider extends DataProvider {
  /** A resource's named custom call, e.g. invoke('campaigns', 'run', { id }). */
  invoke<T = unknown>(resource: string, name: string, params?: unknown): Promise<T>;
}

const unsupported = (resource: string, method: string): Error =>
  new Error(`The resource "${resource}" has no "${method}" call`);

/**
 * A table from resource name to its lazily loaded /v1 call builders: no growing switch, and a plugin's
 * API code is fetched with the plugin. `supportAbortSignal` stays a plain `true` (a Proxy would turn
 * it into a function and silently switch cancellation off).
 */
export const createDataProvider = (
  loaders: ResourceApiLoaders,
  client: ApiClient,
  spaceId: () => number | null,
): AppDataProvider => {
  const cache = new Map<string, Promise<ResourceApi>>();
  const load = (resource: string): Promise<ResourceApi> => {
    const loader = loaders[resource];
    if (!loader) return Promise.reject(new Error(`Unknown resource "${resource}"`));
    let api = cache.get(resource);
    if (!api) {
      api = loader().then((module) => module.default);
      cache.set(resource, api);
    }
    return api;
  };
  const context: ApiContext = {
    client,
    spaceId: () => {
      const id = spaceId();
      if (id === null) throw new Error('No account is selected for this session');
      return id;
    },
  };
  const call =
    (method: StandardMethod) =>
    async (resource: string, params: unknown): Promise<never> => {
      const api = await load(resource);
      const fn = api[method] as ((ctx: ApiContext, p: unknown) => Promise<never>) | undefined;
      if (!fn) throw unsupported(resource, method);
      return fn(context, params);
    };

  return {
    getList: call('getList'),
    getOne: call('getOne'),
    getMany: call('getMany'),
    getManyReference: async (resource) => {
      throw unsupported(resource, 'getManyReference');
    },
    create: call('create'),
    update: call('update'),
    updateMany: async (resource) => {
      throw unsupported(resource, 'updateMany');
    },
    delete: call('delete'),
    deleteMany: async (resource) => {
      throw unsupported(resource, 'deleteMany');
    },
    async invoke<T>(resource: string, name: string, params?: unknown): Promise<T> {
      const fn = (await load(resource)).custom?.[name];
      if (!fn) throw unsupported(resource, name);
      return fn(context, params) as Promise<T>;
    },
    supportAbortSignal: true,
  };
};
