import type { AdminCampaignType } from '../../../src/api/contract';

/**
 * The column chooser's rules, apart from how each column formats its figures: the list's
 * configuration reads the chosen columns from the address at boot (the prefetch), and must not pull
 * the number formatting (and with it the boot's chunk) into that early request.
 */

/** Every column the chooser offers, in the table's order (adminCampaignColumns.ts defines each); the name column is always shown. */
export const ADMIN_CAMPAIGN_COLUMN_IDS: readonly string[] = ['account', 'status', 'phase', 'budget', 'spent', 'impressions', 'clicks', 'ctr', 'cpm', 'cpc', 'conversions', 'cpa', 'cvr'];

/** Spec 3 §2: "Choosing performance hides the columns clicks, cpm, ctr, impressions, cpc and cvr". */
export const PERFORMANCE_HIDDEN_COLUMNS: readonly string[] = ['clicks', 'cpm', 'ctr', 'impressions', 'cpc', 'cvr'];

/** Spec 3 §2: "at least 2 columns stay selected". */
export const MIN_CHOSEN_COLUMNS = 2;

/** The chosen column ids from the address's text, in the table's order; absent or too few: every column. */
export const listOfColumns = (raw: string | null): readonly string[] => {
  if (raw === null) return ADMIN_CAMPAIGN_COLUMN_IDS;
  const named = new Set(raw.split(','));
  const chosen = ADMIN_CAMPAIGN_COLUMN_IDS.filter((id) => named.has(id));
  return chosen.length < MIN_CHOSEN_COLUMNS ? ADMIN_CAMPAIGN_COLUMN_IDS : chosen;
};

/** What the address holds for a choice: nothing when every column is chosen. */
export const columnsParamOf = (chosen: readonly string[]): string | null =>
  chosen.length === ADMIN_CAMPAIGN_COLUMN_IDS.length ? null : ADMIN_CAMPAIGN_COLUMN_IDS.filter((id) => chosen.includes(id)).join(',');

/** Whether a chosen column may be unchecked: the last two stay. */
export const canUncheck = (chosen: readonly string[], id: string): boolean => !chosen.includes(id) || chosen.length > MIN_CHOSEN_COLUMNS;

/** The choice after toggling `id`; unchecking one of the last two changes nothing. */
export const toggleColumn = (chosen: readonly string[], id: string): readonly string[] => {
  if (!chosen.includes(id)) return ADMIN_CAMPAIGN_COLUMN_IDS.filter((each) => each === id || chosen.includes(each));
  return canUncheck(chosen, id) ? chosen.filter((each) => each !== id) : chosen;
};

/** Whether the campaign type shows a column (performance hides the awareness figures). */
export const shownForType = (id: string, type: AdminCampaignType): boolean => type !== 'performance' || !PERFORMANCE_HIDDEN_COLUMNS.includes(id);
