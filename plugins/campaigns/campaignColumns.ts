import { CAMPAIGN_LIST_FIELD_METRIC, CONVERSION_GOALS, fieldPermitted, type CampaignGoal, type Permission } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import type { ListColumn } from '../../src/list/ListTable';
import { CAMPAIGN_GATES, CAMPAIGNS_RESOURCE, type CampaignAction } from './campaignGates';

export type MetricColumn = 'impressions' | 'clicks' | 'conversions' | 'spend' | 'pacing';

export interface ColumnModel extends ListColumn {
  id: 'select' | 'name' | MetricColumn | 'actions';
}

/** Each metric column with the server field it shows and sorts on (one of CAMPAIGN_LIST.sortFields). */
const METRICS: { id: MetricColumn; sortBy: string }[] = [
  { id: 'impressions', sortBy: 'impressions' },
  { id: 'clicks', sortBy: 'clicks' },
  { id: 'conversions', sortBy: 'conversions' },
  { id: 'spend', sortBy: 'spent' },
  // Beyond the spec: pacing is spend (CAMPAIGN_LIST_FIELD_METRIC); the server does not sort by it.
  { id: 'pacing', sortBy: 'pacing' },
];

/** Columns whose field the server sorts by (pacing is read per hour and filtered, not sorted). */
const UNSORTED = new Set<MetricColumn>(['pacing']);

/** Whether the permissions pass one of the list's own gates. */
const allows = (permissions: readonly string[], action: CampaignAction): boolean =>
  canAccessWith(permissions, { resource: CAMPAIGNS_RESOURCE, action }, CAMPAIGN_GATES);

/** Whether the session may see a column's figure: the rule the server limits the rows by. */
const showsFigure = (permissions: readonly string[], field: string): boolean =>
  fieldPermitted(field, CAMPAIGN_LIST_FIELD_METRIC, (permission: Permission) => permissions.includes(permission));

/** The select box's column: its declared width keeps the name column after it fixed on a phone (the list kit's fixed columns). */
const SELECT_COLUMN = { id: 'select' as const, label: 'campaigns.bulk.selectPage', width: 56 };

/**
 * The list's columns for a session: the row selection for the bulk edit when the session may edit (ours);
 * name/status always; each metric column only when its figure is
 * allowed (METRIC_PERMISSIONS: the server leaves the others out of the rows, so no column stays empty);
 * the actions column when any row action is allowed (spec 1 §2, §6).
 */
export const visibleColumns = (permissions: readonly string[]): ColumnModel[] => [
  ...(allows(permissions, 'bulk') ? [SELECT_COLUMN] : []),
  { id: 'name', label: 'campaigns.columns.name', sortBy: 'name' },
  ...METRICS.filter(({ sortBy }) => showsFigure(permissions, sortBy)).map(({ id, sortBy }) => ({
    id,
    label: `campaigns.columns.${id}`,
    ...(UNSORTED.has(id) ? {} : { sortBy }),
  })),
  ...(allows(permissions, 'rowMenu') ? [{ id: 'actions' as const, label: 'campaigns.columns.actions', align: 'right' as const }] : []),
];

/** Whether the session may see pacing (its column and its filter): the server's rule for the field. */
export const showsPacing = (permissions: readonly string[]): boolean => showsFigure(permissions, 'pacing');

/** Conversions show only for conversion-type goals (spec 1 §9). */
export const showsConversions = (goal: CampaignGoal): boolean => CONVERSION_GOALS.includes(goal);
