import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from './dataProvider';
import { invokeQuery } from './queries';

/** react-admin's dataProvider (401s end the session, as for its own hooks) with the named calls. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();

/**
 * What a named call's query may set besides its params. `refetchInterval` polls (react-query skips a
 * poll while the document is hidden, as `refetchIntervalInBackground` is left off); `initialData` shows
 * a stored copy at once (the reference lists kept across reloads).
 */
export type InvokeQueryOptions<T> = {
  staleTime?: number;
  enabled?: boolean;
  retry?: number | false;
  keepPrevious?: boolean;
} & Pick<UseQueryOptions<T, Error, T, QueryKey>, 'refetchInterval' | 'refetchOnWindowFocus' | 'initialData' | 'initialDataUpdatedAt'>;

/** A named call read as a query; `null` params wait (e.g. no account yet). */
export const useInvokeQuery = <T>(resource: string, name: string, params: object | null, options: InvokeQueryOptions<T> = {}) => {
  const dataProvider = useAppDataProvider();
  const { keepPrevious, enabled = true, ...rest } = options;
  return useQuery({
    ...invokeQuery<T>(dataProvider, resource, name, enabled ? params : null),
    ...rest,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
};
