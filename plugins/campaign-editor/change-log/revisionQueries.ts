import type { QueryClient } from '@tanstack/react-query';
import { REVISIONS_RESOURCE } from './revisionsApi';

/**
 * Every change the editor makes to a campaign (save, publish, owner fields, which travel with a save,
 * moderation approve and reject) adds a revision on the server: the change log's pages
 * (['campaign-revisions', 'getList', …]) and the tree's count (['campaign-revisions', 'count', …]) are
 * all asked again at once — the open ones now, the others when next shown.
 */
export const invalidateRevisions = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: [REVISIONS_RESOURCE] });
