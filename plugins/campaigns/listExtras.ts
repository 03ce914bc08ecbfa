import { whenIdle } from '../../src/hooks/whenIdle';

/**
 * The campaign list's dialogs, row menu and bulk edit are left out of its first screen (fewer bytes before the
 * rows show) and loaded once the browser is idle after it, so a first click finds them loaded.
 * Returns the cancel, for an effect.
 */
export const loadListExtras = (): (() => void) =>
  whenIdle(() => {
    void import('./CampaignRowActions');
    void import('./CampaignTypeModal');
    void import('./CampaignBulkPanel');
  });
