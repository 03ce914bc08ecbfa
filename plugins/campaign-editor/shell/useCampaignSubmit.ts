import { useCallback, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify, useUpdate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { useNotifyFailure } from '../../../src/hooks/useNotifyFailure';
import { invalidateRevisions } from '../change-log/revisionQueries';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { recordToValues, serverPathToFormPath, valuesToInput } from '../form/campaignMapping';
import type { EditorSection, EditorTab, SectionContext } from '../sections/sectionContract';
import { collectProblems, firstProblem, nextFormTab, problemsOnTabs, type TabProblem } from '../sections/sectionRouting';

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
}

/** The field errors a failed save carries (HttpError body.errors, keys in the server's snake case). */
const serverFieldErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;

const messageOf = (error: unknown): string => errorText(error, 'core.errors.somethingWentWrong');

/**
 * Save and Publish (spec 1 §4, spec 2 §4). Both run the sections' rules first (Publish with
 * forPublish); a refused form opens the first tab with a problem, focuses its field and shows the
 * top-level error, Publish also the checklist of every problem. Server field errors land under their
 * fields on their tabs; any other failure shows the server's message. Nothing typed is ever reset by
 * a failure: the form is only reset by a newly stored record.
 */
export const useCampaignSubmit = (options: SubmitOptions) => {
  const { record, shown, tab, openTab, focusOn, showFormError, setChecklist, forPublish, contextOf, releaseGuard } = options;
  const form = useFormContext<CampaignFormValues>();
  const [update] = useUpdate<CampaignRecord>();
  const [create] = useCreate<CampaignRecord>();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

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
    (error: unknown, publishing: boolean) => {
      const fields = serverFieldErrors(error);
      const problems = Object.entries(fields ?? {}).map(([path, message]) => ({ field: serverPathToFormPath(path), message }));
      problems.forEach((problem) => form.setError(problem.field as never, { type: 'server', message: problem.message }));
      const onTabs = problemsOnTabs(shown, problems);
      if (onTabs.length) refuse(onTabs, publishing, messageOf(error));
      else notifyFailure(error);
    },
    [form, shown, refuse, notifyFailure],
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
        failed(error, publishing);
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
      setBusy(true);
      try {
        await form.handleSubmit(
          (values) => persist(values, publishing),
          () => {
            const values = form.getValues();
            refuse(collectProblems(shown, values, contextOf(values), publishing), publishing, 'campaign-editor.errors.formInvalid');
          },
        )();
      } finally {
        setBusy(false);
      }
    },
    [forPublish, form, persist, refuse, shown, contextOf],
  );

  return { save: useCallback(() => run(false), [run]), publish: useCallback(() => run(true), [run]), busy, goTo };
};
