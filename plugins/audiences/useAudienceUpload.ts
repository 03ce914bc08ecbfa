import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Audience } from '../../src/api/contract';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { AUDIENCES_RESOURCE } from './audiencesResource';
import type { AudienceUploadParams } from './audiencesApi';

/** The static upload (a named call); the list is asked again once the server has answered. */
export const useAudienceUpload = () => {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: AudienceUploadParams) => dataProvider.invoke<Audience>(AUDIENCES_RESOURCE, 'upload', params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [AUDIENCES_RESOURCE] }),
  });
};
