import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDelete, useNotify } from 'ra-core';
import type { Audience } from '../../src/api/contract';
import { useBusyAction } from '../../src/forms/useBusyAction';
import { useNotifyFailure } from '../../src/hooks/useNotifyFailure';
import { AUDIENCES_RESOURCE } from './audiencesResource';

/**
 * Delete with a confirmation: `ask(audience)` opens the question, `confirm` deletes it (pessimistic:
 * the row goes once the server said so) and refreshes the list; a refusal shows the server's message.
 */
export const useAudienceDelete = () => {
  const [asked, setAsked] = useState<Audience | null>(null);
  const [remove] = useDelete<Audience>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { busy, run } = useBusyAction(async () => {
    if (!asked) return;
    try {
      await remove(AUDIENCES_RESOURCE, { id: asked.id, previousData: asked }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('audiences.delete.done', { type: 'success' });
      setAsked(null);
    } catch (error) {
      notifyFailure(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: [AUDIENCES_RESOURCE] });
    }
  });
  return { asked, ask: setAsked, close: () => setAsked(null), confirm: run, deleting: busy };
};
