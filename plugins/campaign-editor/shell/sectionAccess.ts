import { useCallback, useMemo } from 'react';
import { canAccessWith } from '../../../src/auth/accessTable';
import { useSessionPermissions } from '../../../src/auth/useSessionAccess';
import type { SectionAccess } from '../sections/sectionContract';

/** The access table's resource for the editor's sections and footer (src/auth/accessTable.ts). */
export const EDITOR_ACCESS_RESOURCE = 'campaign-editor';

/** The sections' actions plus the footer's (CAMPAIGN_EDIT: Save and Publish) and the report block's. */
export type EditorAccess = SectionAccess | 'footer' | 'reportBlock';

/**
 * Which sections the session may see, answered synchronously from the session's permissions through
 * the one access table (the tree, the tab routing and the rules need all six answers at once).
 */
export const useSectionAllowed = (): ((access: EditorAccess) => boolean) => {
  const permissions = useSessionPermissions();
  const key = permissions.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content, not its identity, matters
  const stable = useMemo(() => permissions, [key]);
  return useCallback((access: EditorAccess) => canAccessWith(stable, { resource: EDITOR_ACCESS_RESOURCE, action: access }), [stable]);
};
