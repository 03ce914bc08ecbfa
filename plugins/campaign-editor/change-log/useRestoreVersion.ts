import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { CODE, type CampaignRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { useBusyAction } from '../../../src/forms/useBusyAction';
import { useNotifyFailure } from '../../../src/hooks/useNotifyFailure';
import { CAMPAIGNS_RESOURCE } from '../campaignRecordQuery';
import { invalidateRevisions } from './revisionQueries';
import { REVISIONS_RESOURCE } from './revisionsApi';

export interface RestoreTarget {
  campaignId: number;
  revisionId: number;
  /** The version the preview was measured on: a campaign changed since is refused (1320). */
  version: number;
}

/**
 * Applies a restore (one request however often it is asked: useBusyAction). On success the campaign's
 * queries are asked again — the record, so the editor's form shows the restored campaign, and the list
 * rows — as are the change log and its count (the restore is a new entry). A campaign changed since
 * the preview (1320) gets the same refresh and `onStale`, so the dialog measures the restore again
 * against the campaign as it is now instead of leaving a stale preview open; any other failure shows
 * the server's message and changes nothing.
 */
export const useRestoreVersion = (onDone: () => void, onStale: () => void) => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const restore = useCallback(
    async (target: RestoreTarget) => {
      const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_RESOURCE] }), invalidateRevisions(queryClient)]);
      try {
        await dataProvider.invoke<CampaignRecord>(REVISIONS_RESOURCE, 'restore', target);
      } catch (error) {
        if (isApiError(error) && error.body.code === CODE.VERSION_CONFLICT) {
          onStale();
          await refresh();
          return;
        }
        notifyFailure(error);
        return;
      }
      await refresh();
      notify('campaign-editor.changeLog.restore.done', { type: 'success' });
      onDone();
    },
    [dataProvider, queryClient, notify, notifyFailure, onDone, onStale],
  );
  return useBusyAction(restore);
};
