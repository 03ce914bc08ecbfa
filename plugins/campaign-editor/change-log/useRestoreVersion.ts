import { useNotify } from 'ra-core';
import { CODE, type CampaignRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useWrite } from '../../../src/data/useWrite';
import { useNotifyFailure } from '../../../src/hooks/useNotifyFailure';
import { CAMPAIGNS_RESOURCE } from '../campaignRecordQuery';
import { REVISIONS_RESOURCE } from './revisionsApi';

export interface RestoreTarget {
  campaignId: number;
  revisionId: number;
  /** The version the preview was measured on: a campaign changed since is refused (1320). */
  version: number;
}

/**
 * Applies a restore (one request however often it is asked: useWrite). On success the campaign's
 * queries are asked again — the record, so the editor's form shows the restored campaign, and the list
 * rows — as are the change log and its count (the restore is a new entry). A campaign changed since
 * the preview (1320) gets the same refresh and `onStale`, so the dialog measures the restore again
 * against the campaign as it is now instead of leaving a stale preview open; any other failure shows
 * the server's message and changes nothing.
 */
export const useRestoreVersion = (onDone: () => void, onStale: () => void) => {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { pending, run } = useWrite<RestoreTarget, CampaignRecord>({
    write: (dataProvider, target) => dataProvider.invoke<CampaignRecord>(REVISIONS_RESOURCE, 'restore', target),
    invalidates: [[CAMPAIGNS_RESOURCE], [REVISIONS_RESOURCE]],
    // A stale preview is measured again rather than reported: the 1320 refusal is this hook's to handle.
    invalidatesOnFailure: true,
    notifyFailure: false,
    onSuccess: () => {
      notify('campaign-editor.changeLog.restore.done', { type: 'success' });
      onDone();
    },
    onFailure: (error) => {
      if (isApiError(error) && error.body.code === CODE.VERSION_CONFLICT) onStale();
      else notifyFailure(error);
    },
  });
  return { busy: pending, run: async (target: RestoreTarget) => void (await run(target)) };
};
