/**
 * Campaign statuses as the list and the editor show them (spec 1 §4). Shared by both plugins, hence in
 * the core beside the contract.
 */
import { CAMPAIGN_STATUS, type CampaignStatusKey, type CampaignStatusName } from '../api/contract';

export type StatusColour = 'error' | 'success' | 'warning' | 'default';

const NAME_BY_KEY = new Map<number, CampaignStatusName>(
  (Object.entries(CAMPAIGN_STATUS) as [CampaignStatusName, CampaignStatusKey][]).map(([name, key]) => [key, name]),
);

export const statusName = (key: number): CampaignStatusName | undefined => NAME_BY_KEY.get(key);

/** Spec 1 §4: rejected red; running ones green; in moderation and waiting for exchange orange; else grey. */
export const statusColour = (key: number): StatusColour => {
  switch (key) {
    case CAMPAIGN_STATUS.rejected:
      return 'error';
    case CAMPAIGN_STATUS.running:
    case CAMPAIGN_STATUS.running_daily_budget_reached:
      return 'success';
    case CAMPAIGN_STATUS.in_moderation:
    case CAMPAIGN_STATUS.waiting_for_ad_exchange:
      return 'warning';
    default:
      return 'default';
  }
};

const S = CAMPAIGN_STATUS;
const NO_REPORT: ReadonlySet<number> = new Set([S.rejected, S.draft, S.waiting_for_ad_exchange, S.in_moderation]);

/** The performance block shows only for campaigns that can have figures (spec 1 §4 "Form behaviour"). */
export const hasPerformance = (status: number): boolean => !NO_REPORT.has(status);
