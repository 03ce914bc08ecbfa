import { useNotify } from 'ra-core';
import { useWrite } from '../../src/data/useWrite';
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
 * menu disables its items, and a double click sends one request.
 */
export const useCampaignAction = () => {
  const notify = useNotify();
  return useWrite({
    write: (dataProvider, params: { action: CampaignAction; id: number }) => dataProvider.invoke<unknown>('campaigns', 'action', params),
    invalidates: [['campaigns']],
    onSuccess: (_data, { action }) => notify(SUCCESS[action], { type: 'success' }),
  });
};
