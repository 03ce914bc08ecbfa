import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { ModerationApproveRequest, ModerationRejectRequest } from '../../../src/api/contract';
import { lastListLocation } from '../../../src/campaign/listLocation';
import { useWrite } from '../../../src/data/useWrite';
import { invalidateRevisions } from '../change-log/revisionQueries';
import { EDITOR_RESOURCE } from '../editorResource';

export type ModerationDecision =
  | { name: 'moderationApprove'; body: ModerationApproveRequest }
  | { name: 'moderationReject'; body: ModerationRejectRequest };

const SUCCESS: Record<ModerationDecision['name'], string> = {
  moderationApprove: 'campaign-editor.moderation.approvedSuccessfully',
  moderationReject: 'campaign-editor.moderation.rejectedSuccessfully',
};

/**
 * Sends a moderation decision (spec 2 §4). Success says so and returns to the last list page, whose
 * rows (the campaign's status, the moderation count) are asked again, as are the campaign's change log
 * and its count (the decision is a revision); a failure shows the server's
 * message (e.g. 138 when the campaign changed meanwhile) and leaves the panel as it was. One
 * decision at a time: a second click while one is sent sends nothing.
 */
export const useModerationDecision = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  return useWrite({
    write: (dataProvider, { name, body }: ModerationDecision) => dataProvider.invoke(EDITOR_RESOURCE, name, body),
    onSuccess: (_answer, { name }) => {
      // Not waited for: the page is left at once, and the list asks its rows as it opens.
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['whitelabel'] });
      void invalidateRevisions(queryClient);
      notify(SUCCESS[name], { type: 'success' });
      navigate(lastListLocation());
    },
  });
};
