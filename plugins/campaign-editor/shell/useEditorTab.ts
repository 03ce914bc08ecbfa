import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EditorSection, EditorTab } from '../sections/sectionContract';
import { resolveTab } from '../sections/sectionRouting';
import { CHANGE_LOG_PARAMS } from '../change-log/changeLogList';

/**
 * The address of another tab: `tab` set, everything else kept (e.g. replicatedId) but the change
 * log's own page and size, which belong to its list and would otherwise outlive it.
 */
export const addressWithTab = (current: URLSearchParams, tab: EditorTab): URLSearchParams => {
  const next = new URLSearchParams(current);
  next.set('tab', tab);
  if (tab !== 'changeLog') CHANGE_LOG_PARAMS.forEach((key) => next.delete(key));
  return next;
};

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
    setParams((current) => addressWithTab(current, tab), { replace: true });
  }, [tab, requested, setParams]);

  const openTab = useCallback((next: EditorTab) => setParams((current) => addressWithTab(current, next)), [setParams]);

  return { tab, openTab };
};
