import { useCallback, useMemo } from 'react';
import { canAccessWith } from '../../../src/auth/accessTable';
import { useSessionPermissions } from '../../../src/auth/useSessionAccess';
import { EDITOR_ACCESS_RESOURCE, EDITOR_GATES, type EditorAccess } from '../editorGates';

/**
 * Which sections the session may see, answered synchronously from the session's permissions through
 * the editor's own gates (the tree, the tab routing and the rules need all six answers at once).
 */
export const useSectionAllowed = (): ((access: EditorAccess) => boolean) => {
  const permissions = useSessionPermissions();
  const key = permissions.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content, not its identity, matters
  const stable = useMemo(() => permissions, [key]);
  return useCallback((access: EditorAccess) => canAccessWith(stable, { resource: EDITOR_ACCESS_RESOURCE, action: access }, EDITOR_GATES), [stable]);
};
