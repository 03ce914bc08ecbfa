import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from './dataProvider';
import { invokeQuery } from './queries';

/** react-admin's dataProvider (401s end the session, as for its own hooks) with the named calls. */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();

/** A named call read as a query; `null` params wait (e.g. no account yet). */
export const useInvokeQuery = <T>(
  resource: string,
  name: string,
  params: object | null,
  options: { staleTime?: number; enabled?: boolean; retry?: number | false; keepPrevious?: boolean } = {},
) => {
  const dataProvider = useAppDataProvider();
  const { keepPrevious, enabled = true, ...rest } = options;
  return useQuery({
    ...invokeQuery<T>(dataProvider, resource, name, enabled ? params : null),
    ...rest,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
};
