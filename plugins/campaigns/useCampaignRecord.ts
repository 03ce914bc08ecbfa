import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../src/api';
import type { CampaignRecord } from '../../src/api/contract';
import { lastListLocation } from './listMemory';

/**
 * GET /v1/campaign/{id}; a campaign that fails to load says "Something went wrong!" and returns the
 * user to the campaign list (spec 1 §8). A null id loads nothing.
 */
export const useCampaignRecord = (id: string | null) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['campaign', id],
    queryFn: ({ signal }) => apiClient.request<CampaignRecord>(`/v1/campaign/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
  useEffect(() => {
    if (!query.isError) return;
    notify('core.errors.somethingWentWrong', { type: 'error' });
    navigate(lastListLocation(), { replace: true });
  }, [query.isError, notify, navigate]);
  return query;
};
