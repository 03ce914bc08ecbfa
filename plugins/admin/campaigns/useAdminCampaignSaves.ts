import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'ra-core';
import type { AdminCampaign, AdminCampaignComment, AdminCampaignDetails, CampaignPhase } from '../../../src/api/contract';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { ADMIN_CAMPAIGNS_RESOURCE } from './adminCampaignList';

/** The details query's key (GET …/admin/{id}), which both saves bring up to date. */
export const detailsKey = (id: number) => [ADMIN_CAMPAIGNS_RESOURCE, 'details', { id }] as const;

/**
 * The row's two saves (spec 3 §2: "saved at once"). Each answer goes into the details the row shows,
 * and the phase into the list's rows (a sort by phase follows at the list's next request).
 */
export const useAdminCampaignSaves = (id: number) => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();

  const savePhase = useCallback(
    async (phase: CampaignPhase) => {
      const details = await dataProvider.invoke<AdminCampaignDetails>(ADMIN_CAMPAIGNS_RESOURCE, 'setPhase', { id, phase });
      queryClient.setQueryData(detailsKey(id), details);
      // The row's phase is written into the pages already loaded rather than asked for again: a list
      // that loads shows its placeholder rows, which would close the open row under the administrator.
      queryClient.setQueriesData<GetListResult<AdminCampaign>>({ queryKey: [ADMIN_CAMPAIGNS_RESOURCE, 'getList'] }, (page) =>
        page && { ...page, data: page.data.map((row) => (row.id === id ? { ...row, phase: details.phase } : row)) },
      );
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
