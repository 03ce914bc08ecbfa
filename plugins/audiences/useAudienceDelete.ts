import { useState } from 'react';
import { useDelete, useNotify } from 'ra-core';
import type { Audience } from '../../src/api/contract';
import { useWrite } from '../../src/data/useWrite';
import { AUDIENCES_RESOURCE } from './audiencesResource';

/**
 * Delete with a confirmation: `ask(audience)` opens the question, `confirm` deletes it (pessimistic:
 * the row goes once the server said so) and refreshes the list; a refusal shows the server's message.
 */
export const useAudienceDelete = () => {
  const [asked, setAsked] = useState<Audience | null>(null);
  const [remove] = useDelete<Audience>();
  const notify = useNotify();
  // The list is asked again whether the delete is taken or refused (gone meanwhile, say).
  const { pending, run } = useWrite({
    write: (_dataProvider, audience: Audience) => remove(AUDIENCES_RESOURCE, { id: audience.id, previousData: audience }, { mutationMode: 'pessimistic', returnPromise: true }),
    invalidates: [[AUDIENCES_RESOURCE]],
    invalidatesOnFailure: true,
    onSuccess: () => {
      notify('audiences.delete.done', { type: 'success' });
      setAsked(null);
    },
  });
  const confirm = async () => {
    if (asked) await run(asked);
  };
  return { asked, ask: setAsked, close: () => setAsked(null), confirm, deleting: pending };
};
