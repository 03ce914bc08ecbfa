import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../src/api';
import type { SearchItem } from '../../src/api/contract';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';

/** Admin search debounce (spec 1 §9). */
const SEARCH_DEBOUNCE_MS = 300;

/** POST /v1/whitelabel/account-search {name}: accounts an administrator may act for. */
export const useAccountSearch = (name: string, enabled: boolean) => {
  const debounced = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['account-search', debounced],
    queryFn: ({ signal }) =>
      apiClient.request<SearchItem[]>('/v1/whitelabel/account-search', { method: 'POST', json: { name: debounced }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
};
