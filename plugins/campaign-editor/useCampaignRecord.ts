import { useEffect } from 'react';
import { useGetOne, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../src/api/contract';
import { lastListLocation } from '../../src/campaign/listLocation';

/**
 * A stored campaign for the editor. It is read once per visit: a refetch on focus or reconnect would
 * replace the form's values under the user's hands. A failed load shows somethingWentWrong and returns
 * to the list (spec 2 §4), replacing the editor's address so Back does not fail again.
 */
export const useCampaignRecord = (id: string | null | undefined): CampaignRecord | undefined => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, error } = useGetOne<CampaignRecord>(
    'campaigns',
    // The query key holds String(id) either way; the contract types the id as a number.
    { id: Number(id) },
    { enabled: Boolean(id), retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
  const failed = Boolean(error);
  useEffect(() => {
    if (!failed) return;
    notify('campaign-editor.messages.somethingWentWrong', { type: 'error' });
    navigate(lastListLocation(), { replace: true });
  }, [failed, notify, navigate]);
  return data;
};
