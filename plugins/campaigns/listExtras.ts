/**
 * The campaign list's dialogs and row menu are left out of its first screen (fewer bytes before the
 * rows show) and loaded once the browser is idle after it, so a first click finds them loaded.
 * Returns the cancel, for an effect.
 */
export const loadListExtras = (): (() => void) => {
  const load = () => {
    void import('./CampaignRowActions');
    void import('./CampaignTypeModal');
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
};
