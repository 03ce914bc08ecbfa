import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminCampaignComment, AdminCampaignDetails, CampaignPhase } from '../../../src/api/contract';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { ADMIN_CAMPAIGNS_RESOURCE } from './adminCampaignList';

/** The details query's key (GET …/admin/{id}), which both saves bring up to date. */
export const detailsKey = (id: number) => [ADMIN_CAMPAIGNS_RESOURCE, 'details', { id }] as const;

/**
 * The row's two saves (spec 3 §2: "saved at once"). Each answer goes into the details the row shows,
 * and the phase into the list (its column and its sort): the list is asked again.
 */
export const useAdminCampaignSaves = (id: number) => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();

  const savePhase = useCallback(
    async (phase: CampaignPhase) => {
      const details = await dataProvider.invoke<AdminCampaignDetails>(ADMIN_CAMPAIGNS_RESOURCE, 'setPhase', { id, phase });
      queryClient.setQueryData(detailsKey(id), details);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_CAMPAIGNS_RESOURCE, 'getList'] });
    },
    [dataProvider, queryClient, id],
  );

  const saveComment = useCallback(
    async (day: string, comment: string) => {
      const saved = await dataProvider.invoke<AdminCampaignComment>(ADMIN_CAMPAIGNS_RESOURCE, 'saveComment', { id, day, comment });
      queryClient.setQueryData<AdminCampaignDetails>(detailsKey(id), (details) =>
        details && {
          ...details,
          comments: [...details.comments.filter((each) => each.day !== day), ...(saved.comment === '' ? [] : [saved])],
        },
      );
      return saved;
    },
    [dataProvider, queryClient, id],
  );

  return { savePhase, saveComment };
};
