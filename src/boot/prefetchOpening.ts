import type { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../data/dataProvider';
import { canAccessWith, type AccessTable } from '../auth/accessTable';
import { session } from '../auth/session';
import { balanceQuery, spaceQuery } from '../layout/spaceQueries';
import type { OpeningPage } from '../routing/openingPage';

/**
 * How long the first render waits for the opening page's data. An answer within it is painted with
 * the page (no loading state, no second render); a slower one arrives into the same query, which the
 * page then shows, so waiting never costs more than this.
 */
export const PREFETCH_WAIT_MS = 250;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Requests the first screen's data into the query cache while the app boots, for a signed-in
 * session only: the page's own prefetch when the session may open it (the permissions kept with the
 * session decide, as they do for the menu), then the shell's space and balance when the page is
 * inside the shell. Resolves when the page's data settles or after `waitMs`: the page's rows are what
 * the first paint is for, while the shell's figures may follow a moment later (its bar and menu
 * re-render on their own). The page's request goes first, as the server answers in arrival order. A
 * failed request is left to the query that shows it.
 */
export const prefetchOpening = (
  opening: OpeningPage | undefined,
  { queryClient, dataProvider, access }: { queryClient: QueryClient; dataProvider: AppDataProvider; access: AccessTable },
  search: string,
  waitMs = PREFETCH_WAIT_MS,
): Promise<void> => {
  // A page outside the session (the sign-in page) or no session: nothing to fetch, and no storage read
  // beyond the tokens (a first sessionStorage read blocks the main thread on the browser process).
  if (!opening?.access) return Promise.resolve();
  const permissions = session.signedInPermissions();
  const spaceId = permissions && session.currentSpaceId();
  if (!permissions || !spaceId) return Promise.resolve();
  const page =
    opening.prefetch && canAccessWith(permissions, opening.access, access)
      ? opening.prefetch({ queryClient, dataProvider, search: new URLSearchParams(search), params: opening.params, spaceId })
      : undefined;
  if (opening.inLayout) {
    void queryClient.prefetchQuery(spaceQuery(dataProvider, spaceId));
    void queryClient.prefetchQuery(balanceQuery(dataProvider, spaceId));
  }
  if (!page) return Promise.resolve();
  const settled = page.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, delay(waitMs)]);
};
