import { useGetOne, useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../src/api/contract';
import { lastListLocation } from './listMemory';

/**
 * The campaign (campaigns.getOne); one that fails to load says "Something went wrong!" and returns
 * the user to the last list page (spec 1 §8). A null id loads nothing.
 */
export const useCampaignRecord = (id: string | null) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return useGetOne<CampaignRecord>(
    'campaigns',
    // The route's id is text; react-admin keys its cache by String(id) whatever the type.
    { id: (id ?? '') as unknown as CampaignRecord['id'] },
    {
      enabled: id !== null,
      retry: false,
      onError: () => {
        notify('core.errors.somethingWentWrong', { type: 'error' });
        navigate(lastListLocation(), { replace: true });
      },
    },
  );
};
