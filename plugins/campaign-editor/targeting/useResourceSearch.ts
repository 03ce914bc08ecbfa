import { RESOURCE_SEARCH_DEBOUNCE_MS, type PendingResource, type PendingResourceRequest, type TargetingResource } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useWrite } from '../../../src/data/useWrite';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import { EDITOR_RESOURCE } from '../editorResource';

/** A search's answers stay fresh for a minute: typing back to an earlier word asks nothing. */
const SEARCH_STALE_MS = 60_000;

/**
 * The targeting resources search (spec 2 §2, §9): the typed text is asked 300 ms after the last
 * keystroke, so a burst of typing sends one request. An empty text asks nothing. `settled` says the
 * answer is for what is typed now (no request pending), which is when "no result" may be said.
 */
export const useResourceSearch = (typed: string, country: string) => {
  const term = typed.trim();
  // The raw text is what waits: every keystroke (a space too) restarts the pause.
  const debounced = useDebouncedValue(typed, RESOURCE_SEARCH_DEBOUNCE_MS);
  const searched = debounced.trim();
  const params = searched ? { name: searched, ...(country ? { country } : {}) } : null;
  const query = useInvokeQuery<TargetingResource[]>(EDITOR_RESOURCE, 'targetingResources', params, {
    staleTime: SEARCH_STALE_MS,
    retry: false,
    keepPrevious: true,
  });
  const settled = term !== '' && typed === debounced && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  return {
    term: searched,
    results: term === '' || params === null ? [] : (query.data ?? []),
    isSearching: term !== '' && (typed !== debounced || query.isFetching),
    error: params && query.error instanceof Error ? query.error : null,
    settled,
  };
};

/**
 * POST /v1/campaign/app/pending/resources {name, campaign_id}: ask for an app the search does not know.
 * One request however often it is asked; a failure shows the server's message.
 */
export const useRequestResearch = (onSuccess: (answer: PendingResource, request: PendingResourceRequest) => void) =>
  useWrite({
    write: (dataProvider, request: PendingResourceRequest) => dataProvider.invoke<PendingResource>(EDITOR_RESOURCE, 'requestResearch', request),
    onSuccess,
  });
