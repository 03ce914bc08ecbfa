import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import type { GetListParams, GetListResult, Identifier, RaRecord } from 'ra-core';
import type { AppDataProvider } from './dataProvider';

/**
 * Query builders with react-admin's own keys and answer shapes (ra-core 5: useGetOne, useGetList), so
 * data requested before react-admin renders (the boot's prefetch) is the very entry its hooks read.
 * src/data/queries.test.tsx renders the real hooks against these and fails if ra-core changes them.
 * No runtime import of ra-core here: the boot's opening uses these before react-admin is evaluated
 * (vite/chunks.ts keeps the opening free of it); the hooks are in useInvokeQuery.ts.
 */
export const getOneQuery = <T extends RaRecord>(dataProvider: AppDataProvider, resource: string, id: Identifier | null) =>
  queryOptions({
    queryKey: [resource, 'getOne', { id: String(id), meta: undefined }] as QueryKey,
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => dataProvider.getOne<T>(resource, { id, signal }).then(({ data }) => data),
  });

export const getListQuery = <T extends RaRecord>(dataProvider: AppDataProvider, resource: string, params: GetListParams) => {
  const { pagination, sort, filter, meta } = params;
  return queryOptions({
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }] as QueryKey,
    queryFn: ({ signal }): Promise<GetListResult<T>> =>
      dataProvider
        .getList<T>(resource, { pagination, sort, filter, meta, signal })
        .then(({ data, total, pageInfo, meta: answerMeta }) => ({ data, total, pageInfo, meta: answerMeta })),
  });
};

/**
 * A named call as a query, keyed `[resource, name, params]`: invalidating `[resource]` refreshes it
 * with the resource's other data (e.g. a campaign action refreshes the list and the totals).
 */
export const invokeQuery = <T>(dataProvider: AppDataProvider, resource: string, name: string, params: object | null) =>
  queryOptions({
    queryKey: [resource, name, params] as QueryKey,
    queryFn: params === null ? skipToken : ({ signal }) => dataProvider.invoke<T>(resource, name, { ...params, signal }),
  });
