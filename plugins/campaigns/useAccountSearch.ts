import type { SearchItem } from '../../src/api/contract';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';

/** Admin search debounce (spec 1 §9). */
const SEARCH_DEBOUNCE_MS = 300;

/** The accounts an administrator may act for (whitelabel.accountSearch), once per typing pause. */
export const useAccountSearch = (name: string, enabled: boolean) => {
  const debounced = useDebouncedValue(name.trim(), SEARCH_DEBOUNCE_MS);
  return useInvokeQuery<SearchItem[]>('whitelabel', 'accountSearch', { name: debounced }, { enabled, keepPrevious: true });
};
