import type { AccessRule, AccessTable } from '../../src/auth/accessTable';

/** The campaign list's resource in the access table. */
export const CAMPAIGNS_RESOURCE = 'campaigns';

/**
 * What the list gates one by one: its toolbar and row actions. Its metric columns follow the figures'
 * own rule (METRIC_PERMISSIONS, the same table the server limits its answers by: campaignColumns.ts).
 */
export type CampaignAction =
  | 'create'
  | 'run'
  | 'pause'
  | 'replicate'
  | 'archive'
  | 'export'
  | 'report'
  | 'rowMenu'
  | 'bulk';

/**
 * The campaign list's gates (spec 1 §2, §6): no page gate (every signed-in user opens the list);
 * its actions each need their permission, the row menu any of its actions'.
 */
const CAMPAIGN_RULES: Readonly<Record<'*' | CampaignAction, AccessRule>> = {
  '*': [],
  create: ['CAMPAIGN_EDIT'],
  run: ['CAMPAIGN_EDIT'],
  pause: ['CAMPAIGN_EDIT'],
  replicate: ['CAMPAIGN_EDIT'],
  archive: ['CAMPAIGN_ADMINISTRATION'],
  export: ['PAGE_REPORTS'],
  report: ['PAGE_REPORTS'],
  rowMenu: ['CAMPAIGN_ADMINISTRATION', 'CAMPAIGN_EDIT', 'PAGE_REPORTS'],
  // Beyond the spec (issue 32 §2): selecting rows to run, pause, date or budget them at once is editing.
  bulk: ['CAMPAIGN_EDIT'],
};

/** Declared by the manifest; the list's own code checks its gates against this same table. */
export const CAMPAIGN_GATES: AccessTable = { [CAMPAIGNS_RESOURCE]: CAMPAIGN_RULES };
