import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CampaignBulkAnswer, CampaignBulkChange } from '../../src/api/contract';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { useNotifyFailure } from '../../src/hooks/useNotifyFailure';

/**
 * The bulk edit's two calls (campaigns.bulk, campaigns.bulkUndo). Each answers per row, or null when
 * the whole request failed (its server message shown). Either way the campaigns read so far are
 * refreshed: the rows show their new status, budget and dates.
 */
export const useCampaignBulk = () => {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const notifyFailure = useNotifyFailure();
  const send = useCallback(
    async (name: 'bulk' | 'bulkUndo', params: object): Promise<CampaignBulkAnswer | null> => {
      try {
        return await dataProvider.invoke<CampaignBulkAnswer>('campaigns', name, params);
      } catch (error) {
        notifyFailure(error);
        return null;
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      }
    },
    [dataProvider, notifyFailure, queryClient],
  );
  const apply = useCallback((ids: number[], change: CampaignBulkChange) => send('bulk', { ids, change }), [send]);
  const undo = useCallback((undoId: string) => send('bulkUndo', { undo_id: undoId }), [send]);
  return { apply, undo };
};
