import type { CampaignRecord } from '../../../src/api/contract';
import { SessionCanAccess } from '../../../src/auth/SessionCanAccess';
import { hasPerformance } from '../../../src/campaign/status';
import { CampaignPerformanceCard } from '../CampaignPerformanceCard';

/**
 * The performance report block (spec 1 §4): a stored campaign that can have figures (not draft,
 * rejected, in moderation or waiting for the exchange), for a user holding PAGE_REPORTS.
 */
export const PerformanceReportBlock = ({ record }: { record: CampaignRecord | undefined }) =>
  record && hasPerformance(record.status_key) ? (
    <SessionCanAccess resource="campaign-editor" action="reportBlock">
      <CampaignPerformanceCard campaign={record} />
    </SessionCanAccess>
  ) : null;
