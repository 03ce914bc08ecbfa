import { useEffect } from 'react';
import { useGetOne, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../src/api/contract';
import { lastListLocation } from '../../src/campaign/listLocation';
import { CAMPAIGN_RECORD_OPTIONS, CAMPAIGNS_RESOURCE, campaignIdOf } from './campaignRecordQuery';

/**
 * A stored campaign for the editor, read as CAMPAIGN_RECORD_OPTIONS say (once per visit; the boot's
 * prefetch is the same entry). A failed load shows somethingWentWrong and returns
 * to the list (spec 2 §4), replacing the editor's address so Back does not fail again.
 */
export const useCampaignRecord = (id: string | null | undefined): CampaignRecord | undefined => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, error } = useGetOne<CampaignRecord>(
    CAMPAIGNS_RESOURCE,
    // The query key holds String(id) either way; the contract types the id as a number.
    { id: campaignIdOf(id) },
    { enabled: Boolean(id), ...CAMPAIGN_RECORD_OPTIONS },
  );
  const failed = Boolean(error);
  useEffect(() => {
    if (!failed) return;
    notify('campaign-editor.messages.somethingWentWrong', { type: 'error' });
    navigate(lastListLocation(), { replace: true });
  }, [failed, notify, navigate]);
  return data;
};
