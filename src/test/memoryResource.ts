import type { GetListParams, RaRecord } from 'ra-core';
import { createApiClient } from '../api/client';
import { createDataProvider, type AppDataProvider } from '../data/dataProvider';
import type { ResourceApi } from '../data/resourceApi';

/**
 * An in-memory resource for tests of views and hooks: getList filters (a text filter matches part of
 * the field of its name, a list filter any of its values), sorts and pages the given records, as a
 * server would; getOne finds one. Every getList is recorded, and `fail` makes the next calls fail
 * with a server message.
 */
export const memoryResource = <T extends RaRecord>(records: T[]) => {
  const lists: GetListParams[] = [];
  let failures: string[] = [];
  const matches = (record: T, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([field, wanted]) => {
      const value = record[field];
      if (Array.isArray(wanted)) return wanted.includes(value);
      if (typeof wanted === 'string') return String(value ?? '').toLowerCase().includes(wanted.toLowerCase());
      return true;
    });
  const api: ResourceApi = {
    async getList(_ctx, params) {
      lists.push(params);
      const failure = failures.shift();
      if (failure) throw new Error(failure);
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const { field = 'id', order = 'ASC' } = params.sort ?? {};
      const found = records
        .filter((record) => matches(record, params.filter ?? {}))
        .sort((a, b) => (String(a[field]) < String(b[field]) ? -1 : String(a[field]) > String(b[field]) ? 1 : 0) * (order === 'ASC' ? 1 : -1));
      return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
    },
    async getOne(_ctx, { id }) {
      const record = records.find((candidate) => String(candidate.id) === String(id));
      if (!record) throw new Error('Not found');
      return { data: record };
    },
  };
  return {
    api,
    /** The getList calls so far, oldest first. */
    lists,
    /** The next `count` getList calls fail with `message`. */
    fail(message: string, count = 1) {
      failures = Array.from({ length: count }, () => message);
    },
  };
};

/** The app's dataProvider over in-memory resources (no network: the client refuses to be called). */
export const memoryDataProvider = (resources: Record<string, ResourceApi>, spaceId = 2002): AppDataProvider =>
  createDataProvider(
    Object.fromEntries(Object.entries(resources).map(([name, api]) => [name, async () => ({ default: api })])),
    createApiClient({
      baseUrl: '',
      getAccessToken: async () => 'test',
      onUnauthorized: () => {},
      fetch: async () => {
        throw new Error('An in-memory resource made a network call');
      },
    }),
    () => spaceId,
  );
