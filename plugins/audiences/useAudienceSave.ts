import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useUpdate } from 'ra-core';
import type { Audience } from '../../src/api/contract';
import { AUDIENCES_RESOURCE } from './audiencesResource';
import type { DynamicAudienceValues } from './audiencesApi';

/**
 * Saves a dynamic audience through react-admin's create or update (pessimistic: nothing is shown as
 * saved before the server says so, and a refusal leaves the form as typed). The list is asked again.
 */
export const useAudienceSave = (existing: Audience | null) => {
  const [create] = useCreate<Audience>();
  const [update] = useUpdate<Audience>();
  const queryClient = useQueryClient();
  return async (values: DynamicAudienceValues): Promise<void> => {
    if (existing) await update(AUDIENCES_RESOURCE, { id: existing.id, data: values, previousData: existing }, { mutationMode: 'pessimistic', returnPromise: true });
    else await create(AUDIENCES_RESOURCE, { data: values }, { returnPromise: true });
    await queryClient.invalidateQueries({ queryKey: [AUDIENCES_RESOURCE] });
  };
};
