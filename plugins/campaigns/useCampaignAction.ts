import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { apiClient } from '../../src/api';

export type CampaignAction = 'run' | 'pause' | 'archive/toggle';

const SUCCESS: Record<CampaignAction, string> = {
  run: 'campaigns.actions.ran',
  pause: 'campaigns.actions.paused',
  'archive/toggle': 'campaigns.actions.archived',
};

/**
 * Run, pause and archive (the id as plain text, spec 1 §7). Success refreshes the list and says so;
 * failure shows the server's message. While one is in flight the menu disables its items, so a
 * double click sends one request.
 */
export const useCampaignAction = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ action, id }: { action: CampaignAction; id: number }) =>
      apiClient.request<unknown>(`/v1/campaign/${action}`, { method: 'POST', text: String(id) }),
    onSuccess: async (_data, { action }) => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      notify(SUCCESS[action], { type: 'success' });
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'core.errors.somethingWentWrong', { type: 'error' }),
  });
};
