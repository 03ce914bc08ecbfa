import { CONVERSION_GOALS, type CampaignGoal } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import type { ListColumn } from '../../src/list/ListTable';
import { CAMPAIGN_GATES, CAMPAIGNS_RESOURCE, type CampaignAction } from './campaignGates';

export type MetricColumn = 'impressions' | 'clicks' | 'conversions' | 'spend';

export interface ColumnModel extends ListColumn {
  id: 'name' | MetricColumn | 'actions';
}

/** Each metric column with the server field it sorts on (one of CAMPAIGN_LIST.sortFields). */
const METRICS: { id: MetricColumn; sortBy: string }[] = [
  { id: 'impressions', sortBy: 'impressions' },
  { id: 'clicks', sortBy: 'clicks' },
  { id: 'conversions', sortBy: 'conversions' },
  { id: 'spend', sortBy: 'spent' },
];

/** Whether the permissions pass one of the list's own gates. */
const allows = (permissions: readonly string[], action: CampaignAction): boolean =>
  canAccessWith(permissions, { resource: CAMPAIGNS_RESOURCE, action }, CAMPAIGN_GATES);

/**
 * The list's columns for a session: name/status always; each metric column only with its REPORT_*
 * permission; the actions column when any row action is allowed (spec 1 §2, §6).
 */
export const visibleColumns = (permissions: readonly string[]): ColumnModel[] => [
  { id: 'name', label: 'campaigns.columns.name', sortBy: 'name' },
  ...METRICS.filter(({ id }) => allows(permissions, id)).map(({ id, sortBy }) => ({
    id,
    label: `campaigns.columns.${id}`,
    sortBy,
  })),
  ...(allows(permissions, 'rowMenu') ? [{ id: 'actions' as const, label: 'campaigns.columns.actions', align: 'right' as const }] : []),
];

/** Conversions show only for conversion-type goals (spec 1 §9). */
export const showsConversions = (goal: CampaignGoal): boolean => CONVERSION_GOALS.includes(goal);
