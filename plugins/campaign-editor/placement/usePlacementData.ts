import {
  PLACEMENT_SEARCH_DEBOUNCE_MS,
  PLACEMENTS_PAGE_SIZE,
  type AppCategoryType,
  type CategoryItem,
  type PlacementsReport,
  type WhitelistFile,
} from '../../../src/api/contract';
import { useAppDataProvider, useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useWrite, type WriteOptions } from '../../../src/data/useWrite';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import { invokeQuery } from '../../../src/data/queries';
import { CHOICES_STALE_MS, EDITOR_RESOURCE } from '../editorResource';

const SEARCH_STALE_MS = 60_000;

/**
 * The placements search (spec 2 §9): the typed text is asked 1,000 ms after the last keystroke, 150
 * placements a page, so a burst of typing sends one request. An empty text asks nothing.
 */
export const usePlacementSearch = (typed: string, country: string) => {
  const debounced = useDebouncedValue(typed, PLACEMENT_SEARCH_DEBOUNCE_MS);
  const searched = debounced.trim();
  const params = searched ? { page: 1, page_size: PLACEMENTS_PAGE_SIZE, name: searched, ...(country ? { country } : {}) } : null;
  const query = useInvokeQuery<PlacementsReport>(EDITOR_RESOURCE, 'placementsReport', params, { staleTime: SEARCH_STALE_MS, retry: false, keepPrevious: true });
  const term = typed.trim();
  return {
    term: searched,
    results: term === '' || params === null ? [] : (query.data?.data ?? []),
    total: query.data?.total_size ?? 0,
    isSearching: term !== '' && (typed !== debounced || query.isFetching),
    settled: term !== '' && typed === debounced && query.isSuccess && !query.isPlaceholderData && !query.isFetching,
    error: params && query.error instanceof Error ? query.error : null,
  };
};

/** GET app categories by type: 'app' for the app categories lists, 'game' for the excluded game categories. */
export const useAppCategories = (type: AppCategoryType) =>
  useInvokeQuery<CategoryItem[]>(EDITOR_RESOURCE, 'appCategories', { type }, { staleTime: CHOICES_STALE_MS });

const whitelistsParams = (space: number | null) => (space === null ? null : { space });

/** GET /v1/campaign/whitelists/{space}: the space's whitelist files. */
export const useWhitelists = (space: number | null) => useInvokeQuery<WhitelistFile[]>(EDITOR_RESOURCE, 'whitelists', whitelistsParams(space));

type WhitelistCallbacks<P> = Pick<WriteOptions<P, unknown>, 'onSuccess' | 'onFailure'>;

/**
 * After an upload or a delete, taken or refused (a file stored or removed meanwhile elsewhere), the
 * list is asked again. A refusal is shown in place, under the list or the upload form.
 */
const useWhitelistWrite = <P,>(space: number | null, write: WriteOptions<P, unknown>['write'], callbacks: WhitelistCallbacks<P>) => {
  const dataProvider = useAppDataProvider();
  return useWrite({
    write,
    invalidates: [invokeQuery(dataProvider, EDITOR_RESOURCE, 'whitelists', whitelistsParams(space)).queryKey],
    invalidatesOnFailure: true,
    notifyFailure: false,
    ...callbacks,
  });
};

export const useWhitelistUpload = (space: number | null, callbacks: WhitelistCallbacks<{ name: string; file: File }>) =>
  useWhitelistWrite(space, (dataProvider, { name, file }) => dataProvider.invoke<WhitelistFile>(EDITOR_RESOURCE, 'whitelistUpload', { space, name, file }), callbacks);

export const useWhitelistDelete = (space: number | null, callbacks: WhitelistCallbacks<string>) =>
  useWhitelistWrite(space, (dataProvider, name: string) => dataProvider.invoke<null>(EDITOR_RESOURCE, 'whitelistDelete', { space, name }), callbacks);
