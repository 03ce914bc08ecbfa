import type { Space } from '../../api/contract';
import { useSelectedSpace } from '../../auth/useAccountSwitch';
import { useCurrentSpace } from '../useCurrentSpace';

/**
 * The account the session acts on, as the top bar names it: the switched-into space, kept for the
 * session, at once; otherwise the administrator's own from GET /v1/space/{id} (cache ['space', id],
 * shared with the sidebar and balance).
 */
export const useCurrentAccount = (): Space | null => {
  const selected = useSelectedSpace();
  const { data } = useCurrentSpace();
  return selected ?? data ?? null;
};
