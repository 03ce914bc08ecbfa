import { Suspense, lazy, useEffect } from 'react';
import { CAMPAIGN_STATUS, type CampaignRecord } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { REVISIONS_RESOURCE } from '../change-log/revisionsApi';
import type { SectionAccess } from '../sections/sectionContract';
import { useMaxMargin } from '../owner/useOwnerChoices';

/** Loaded only when an administrator opens a campaign in moderation. */
const ModerationPanel = lazy(() => import('../moderation/ModerationPanel').then((module) => ({ default: module.ModerationPanel })));

/** Reports the margin's ceiling for the owner rules; mounted for administrators only (others may not ask). */
const MaxMarginProbe = ({ spaceId, onMaxMargin }: { spaceId: number | undefined; onMaxMargin(value: number | undefined): void }) => {
  const maxMargin = useMaxMargin(spaceId);
  useEffect(() => onMaxMargin(maxMargin), [maxMargin, onMaxMargin]);
  return null;
};

/** GET /v1/campaign/revision/count/{id}, for users who may see the change log, of a stored campaign (see invalidateRevisions). */
export const useRevisionCount = (record: CampaignRecord | undefined, allowed: boolean): number | undefined =>
  useInvokeQuery<number>(REVISIONS_RESOURCE, 'count', record ? { campaignId: record.id } : null, { enabled: allowed && record !== undefined }).data;

interface EditorExtrasProps {
  record: CampaignRecord | undefined;
  allowed(access: SectionAccess): boolean;
  onMaxMargin(value: number | undefined): void;
}

/**
 * What administrators get besides the sections (spec 2 §2, §4): the margin's ceiling for the owner
 * rules, and the moderation panel while the campaign is in moderation.
 */
export const EditorExtras = ({ record, allowed, onMaxMargin }: EditorExtrasProps) => {
  if (!allowed('administration')) return null;
  return (
    <>
      <MaxMarginProbe spaceId={record?.space_id} onMaxMargin={onMaxMargin} />
      {record?.status_key === CAMPAIGN_STATUS.in_moderation && (
        <Suspense fallback={null}>
          <ModerationPanel record={record} />
        </Suspense>
      )}
    </>
  );
};
