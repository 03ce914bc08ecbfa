import { CONVERSION_GOALS, type CampaignGoal } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import type { SortField } from './listParams';

export type MetricColumn = 'impressions' | 'clicks' | 'conversions' | 'spend';

export interface ColumnModel {
  id: 'name' | MetricColumn | 'actions';
  label: string;
  sort?: SortField;
}

const METRICS: { id: MetricColumn; sort: SortField }[] = [
  { id: 'impressions', sort: 'impressions' },
  { id: 'clicks', sort: 'clicks' },
  { id: 'conversions', sort: 'conversions' },
  { id: 'spend', sort: 'spent' },
];

/**
 * The list's columns for a session: name/status always; each metric column only with its REPORT_*
 * permission; the actions column when any row action is allowed (spec 1 §2, §6).
 */
export const visibleColumns = (permissions: readonly string[]): ColumnModel[] => [
  { id: 'name', label: 'campaigns.columns.name', sort: 'name' },
  ...METRICS.filter(({ id }) => canAccessWith(permissions, { resource: 'campaigns', action: id })).map(({ id, sort }) => ({
    id,
    label: `campaigns.columns.${id}`,
    sort,
  })),
  ...(canAccessWith(permissions, { resource: 'campaigns', action: 'rowMenu' })
    ? [{ id: 'actions' as const, label: 'campaigns.columns.actions' }]
    : []),
];

/** Conversions show only for conversion-type goals (spec 1 §9). */
export const showsConversions = (goal: CampaignGoal): boolean => CONVERSION_GOALS.includes(goal);
