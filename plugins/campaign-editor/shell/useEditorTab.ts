import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EditorSection, EditorTab } from '../sections/sectionContract';
import { resolveTab } from '../sections/sectionRouting';

/**
 * The active tab lives in the query string (`?tab=`), so a reload and Back keep it (spec 2 §2). A
 * missing, unknown or forbidden tab is replaced (no new history entry) by the one actually shown.
 * Opening another tab pushes an entry, as react-admin's own tabbed forms do.
 */
export const useEditorTab = (shown: readonly EditorSection[]) => {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = resolveTab(shown, requested);

  useEffect(() => {
    if (!tab || tab === requested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }, [tab, requested, setParams]);

  const openTab = useCallback(
    (next: EditorTab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );

  return { tab, openTab };
};
