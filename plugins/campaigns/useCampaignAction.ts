import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { useNotifyFailure } from '../../src/hooks/useNotifyFailure';
import type { CampaignAction } from './campaignsApi';

export type { CampaignAction } from './campaignsApi';

const SUCCESS: Record<CampaignAction, string> = {
  run: 'campaigns.actions.ran',
  pause: 'campaigns.actions.paused',
  'archive/toggle': 'campaigns.actions.archived',
};

/**
 * Run, pause and archive (campaigns.action). Success refreshes everything read of the campaigns (the
 * list, records, totals) and says so; failure shows the server's message. While one is in flight the
 * menu disables its items, so a double click sends one request.
 */
export const useCampaignAction = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (params: { action: CampaignAction; id: number }) => dataProvider.invoke<unknown>('campaigns', 'action', params),
    onSuccess: async (_data, { action }) => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      notify(SUCCESS[action], { type: 'success' });
    },
    onError: (error) => notifyFailure(error),
  });
};
