import type { AccessRule, AccessTable } from '../../src/auth/accessTable';

/** The campaign list's resource in the access table. */
export const CAMPAIGNS_RESOURCE = 'campaigns';

/** What the list gates one by one: its toolbar and row actions, and each metric column. */
export type CampaignAction =
  | 'create'
  | 'run'
  | 'pause'
  | 'replicate'
  | 'archive'
  | 'export'
  | 'report'
  | 'rowMenu'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'spend';

/**
 * The campaign list's gates (spec 1 §2, §6): no page gate (every signed-in user opens the list);
 * its actions and metric columns each need their permission, the row menu any of its actions'.
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
  impressions: ['REPORT_IMPRESSIONS'],
  clicks: ['REPORT_CLICKS'],
  conversions: ['REPORT_CONVERSIONS'],
  spend: ['REPORT_SPEND'],
};

/** Declared by the manifest; the list's own code checks its gates against this same table. */
export const CAMPAIGN_GATES: AccessTable = { [CAMPAIGNS_RESOURCE]: CAMPAIGN_RULES };
