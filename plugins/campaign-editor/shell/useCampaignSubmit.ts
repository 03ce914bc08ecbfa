import { useCallback, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify, useUpdate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CODE, type CampaignRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { useWrite } from '../../../src/data/useWrite';
import { invalidateRevisions } from '../change-log/revisionQueries';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { recordToValues, serverPathToFormPath, valuesToInput } from '../form/campaignMapping';
import type { EditorSection, EditorTab, SectionContext } from '../sections/sectionContract';
import { collectProblems, firstProblem, nextFormTab, problemsOnTabs, type TabProblem } from '../sections/sectionRouting';
import { saveFailureMessage } from './saveFailure';

export interface SubmitOptions {
  record: CampaignRecord | undefined;
  shown: readonly EditorSection[];
  tab: EditorTab | undefined;
  openTab(tab: EditorTab): void;
  focusOn(field: string): void;
  /** The top-level form error (5 s): a translation key or the server's own message. */
  showFormError(message: string): void;
  setChecklist(problems: TabProblem[]): void;
  /** Read by the form's resolver: whether the rules run as for Publish. */
  forPublish: RefObject<boolean>;
  contextOf(values: CampaignFormValues): SectionContext;
  /** Lets the form's own navigation after a save through the leave-page confirmation. */
  releaseGuard(): void;
  /** Someone else stored the campaign since the form was loaded (1320): offer the merge. */
  onConflict(message: string): Promise<void>;
}

/** The footer button whose action is running. */
export type SubmitKind = 'save' | 'publish';

/** The field errors a failed save carries (HttpError body.errors, keys in the server's snake case). */
const serverFieldErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;

/**
 * Save and Publish (spec 1 §4, spec 2 §4). Both run the sections' rules first (Publish with
 * forPublish); a refused form opens the first tab with a problem, focuses its field and shows the
 * top-level error, Publish also the checklist of every problem. Server field errors land under their
 * fields on their tabs; an edit conflict (1320) offers the current version with the user's changes
 * on top; any other failure shows the server's message, or 'Failed To Save Changes' when it carries
 * none (saveFailure.ts). Nothing typed is ever reset by a failure: the form is only reset by a newly
 * stored record (or by the user loading a conflict's merge). One action runs at a time.
 */
export const useCampaignSubmit = (options: SubmitOptions) => {
  const { record, shown, tab, openTab, focusOn, showFormError, setChecklist, forPublish, contextOf, releaseGuard, onConflict } = options;
  const form = useFormContext<CampaignFormValues>();
  const [update] = useUpdate<CampaignRecord>();
  const [create] = useCreate<CampaignRecord>();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [pressed, setPressed] = useState<SubmitKind | null>(null);

  const goTo = useCallback(
    (problem: TabProblem) => {
      openTab(problem.tab);
      focusOn(problem.field);
    },
    [openTab, focusOn],
  );

  const refuse = useCallback(
    (problems: TabProblem[], publishing: boolean, message: string) => {
      const first = firstProblem(shown, problems);
      if (first) goTo(first);
      showFormError(message);
      setChecklist(publishing ? problems : []);
    },
    [shown, goTo, showFormError, setChecklist],
  );

  const failed = useCallback(
    async (error: unknown, publishing: boolean) => {
      if (isApiError(error) && error.body.code === CODE.VERSION_CONFLICT) {
        await onConflict(error.message);
        return;
      }
      const fields = serverFieldErrors(error);
      const problems = Object.entries(fields ?? {}).map(([path, message]) => ({ field: serverPathToFormPath(path), message }));
      problems.forEach((problem) => form.setError(problem.field as never, { type: 'server', message: problem.message }));
      const onTabs = problemsOnTabs(shown, problems);
      const message = saveFailureMessage(error);
      if (onTabs.length) refuse(onTabs, publishing, message);
      // The server's words are no translation key: the `_` default shows them as they are.
      else notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [form, shown, refuse, notify, onConflict],
  );

  const persist = useCallback(
    async (values: CampaignFormValues, publishing: boolean) => {
      const input = valuesToInput(values);
      const next = publishing ? undefined : nextFormTab(shown, tab);
      let saved: CampaignRecord;
      try {
        if (publishing) saved = await dataProvider.invoke<CampaignRecord>('campaigns', 'publish', { data: input });
        else if (record)
          saved = (await update(
            'campaigns',
            { id: record.id, data: input, previousData: record },
            { mutationMode: 'pessimistic', returnPromise: true },
          )) as CampaignRecord;
        else saved = (await create('campaigns', { data: input }, { returnPromise: true })) as CampaignRecord;
      } catch (error) {
        await failed(error, publishing);
        return;
      }
      setChecklist([]);
      void invalidateRevisions(queryClient);
      const copied = !record && values.replicated_from !== null;
      const done = copied ? 'campaign-editor.messages.copied' : 'campaign-editor.messages.changed';
      notify(publishing ? 'campaign-editor.messages.successfullyPublished' : done, { type: 'success' });
      if (publishing) {
        // The form reloads with the returned campaign (spec 1 §4): the edit page reads this cache entry.
        queryClient.setQueryData(['campaigns', 'getOne', { id: String(saved.id), meta: undefined }], saved);
        void queryClient.invalidateQueries({ queryKey: ['campaigns', 'getList'] });
      }
      if (!record) {
        // A new campaign continues on its edit route (spec 1 §4), on the tab Save and next chose.
        form.reset(recordToValues(saved));
        releaseGuard();
        const nextTab = next ?? tab;
        navigate(`/campaign/edit/${saved.id}${nextTab ? `?tab=${nextTab}` : ''}`, { replace: true });
        return;
      }
      if (next) openTab(next);
    },
    [shown, tab, record, dataProvider, update, create, failed, setChecklist, notify, queryClient, form, releaseGuard, navigate, openTab],
  );

  const run = useCallback(
    async (publishing: boolean) => {
      forPublish.current = publishing;
      setPressed(publishing ? 'publish' : 'save');
      try {
        await form.handleSubmit(
          (values) => persist(values, publishing),
          () => {
            const values = form.getValues();
            refuse(collectProblems(shown, values, contextOf(values), publishing), publishing, 'campaign-editor.errors.formInvalid');
          },
        )();
      } finally {
        setPressed(null);
      }
    },
    [forPublish, form, persist, refuse, shown, contextOf],
  );
  // The write is the whole action, the rules' check included, so nothing starts while either runs;
  // `persist` says every failure itself (under the fields, the merge offer, or the server's message).
  const action = useWrite({ write: (_dataProvider, publishing: boolean) => run(publishing), notifyFailure: false });
  const start = action.run;

  return {
    save: useCallback(() => start(false), [start]),
    publish: useCallback(() => start(true), [start]),
    busy: action.pending,
    /** The button that started the running action (its spinner), null while none runs. */
    pressed: action.pending ? pressed : null,
    goTo,
  };
};
