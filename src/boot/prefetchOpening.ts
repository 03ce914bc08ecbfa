import type { QueryClient } from '@tanstack/react-query';
import { canAccessWith } from '../auth/accessTable';
import { session } from '../auth/session';
import { readTokens } from '../auth/tokenStore';
import { balanceQuery, spaceQuery } from '../layout/spaceQueries';
import type { OpeningPage } from '../routing/openingPage';

/**
 * How long the first render waits for the first screen's data. Answers within it are painted with
 * the page (no loading state, no second render); slower ones arrive into the same queries, which the
 * page then shows, so waiting never costs more than this.
 */
export const PREFETCH_WAIT_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Requests the first screen's data into the query cache while the app boots, for a signed-in
 * session only: the shell's space and balance when the page is inside the shell, and the page's own
 * prefetch when the session may open it (the permissions kept with the session decide, as they do
 * for the menu). Resolves when all settle or after `waitMs`; a failed request is left to the query
 * that shows it.
 */
export const prefetchOpening = (
  opening: OpeningPage | undefined,
  queryClient: QueryClient,
  search: string,
  waitMs = PREFETCH_WAIT_MS,
): Promise<void> => {
  const spaceId = session.currentSpaceId();
  const permissions = session.permissions();
  if (!opening?.access || !readTokens() || spaceId === null || !permissions) return Promise.resolve();
  const requests: Promise<unknown>[] = [];
  if (opening.inLayout) requests.push(queryClient.prefetchQuery(spaceQuery(spaceId)), queryClient.prefetchQuery(balanceQuery(spaceId)));
  if (opening.prefetch && canAccessWith(permissions, opening.access))
    requests.push(opening.prefetch({ queryClient, search: new URLSearchParams(search), params: opening.params, spaceId }));
  if (requests.length === 0) return Promise.resolve();
  const settled = Promise.allSettled(requests).then(() => undefined);
  return Promise.race([settled, delay(waitMs)]);
};
