import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { CampaignRecord } from '../../../src/api/contract';
import { getOneQuery } from '../../../src/data/queries';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { CAMPAIGNS_RESOURCE } from '../campaignRecordQuery';
import { mergeValues, resolveConflicts, type MergeResult, type Side } from '../conflict/campaignMerge';
import { conflictRows, type ConflictRow } from '../conflict/conflictRows';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { recordToValues } from '../form/campaignMapping';
import type { EditorSection } from '../sections/sectionContract';
import { editorFormValues } from './editorFormValues';
import type { MergeHandoff } from './mergeHandoff';

/** What only the server sets: always the current version's, so the merged form saves at its version. */
const SERVER_OWNED: readonly (keyof CampaignFormValues)[] = ['id', 'version', 'status_key', 'space_id', 'currency', 'moderation_start_at'];

/** The offer the conflict dialog shows: the current record and the merge of the user's changes onto it. */
export interface ConflictOffer {
  /** The refusal's own words (the server's type.message). */
  message: string;
  current: CampaignRecord;
  merge: MergeResult<CampaignFormValues>;
  rows: ConflictRow[];
}

interface EditConflictOptions {
  record: CampaignRecord | undefined;
  shown: readonly EditorSection[];
  isAdministrator: boolean;
  handoff: MergeHandoff;
}

/**
 * A save refused because someone else stored the campaign since this form was loaded (1320): reads
 * the campaign as stored now and merges the form's changes onto it (base: the form's loaded values).
 * Loading the offer puts the current record in the editor and the merged values in the form (see
 * mergeHandoff.ts), dirty, to be saved again; dismissing it changes nothing in the form.
 */
export const useEditConflict = ({ record, shown, isAdministrator, handoff }: EditConflictOptions) => {
  const form = useFormContext<CampaignFormValues>();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [offer, setOffer] = useState<ConflictOffer | null>(null);
  useEffect(() => {
    handoff.form.current = form;
  }, [handoff, form]);

  const conflicted = useCallback(async (message: string) => {
    if (!record) return;
    let current: CampaignRecord;
    try {
      current = (await dataProvider.getOne<CampaignRecord>(CAMPAIGNS_RESOURCE, { id: record.id })).data;
    } catch {
      // Without the current version there is nothing to merge onto: say what happened to the save
      // (its refusal's words); the form stays as typed and the next save asks again.
      notify(message, { type: 'error', messageArgs: { _: message } });
      return;
    }
    // The values the form was loaded at (react-hook-form's defaults, the ones isDirty compares with).
    const base = form.formState.defaultValues as CampaignFormValues;
    const merge = mergeValues(base, form.getValues(), editorFormValues(recordToValues(current), isAdministrator), SERVER_OWNED);
    setOffer({ message, current, merge, rows: conflictRows(merge.conflicts, shown) });
  }, [record, dataProvider, form, isAdministrator, shown, notify]);

  const load = useCallback(
    (picks: Readonly<Record<string, Side>>) => {
      if (!offer) return;
      handoff.pending.current = { version: offer.current.version, values: resolveConflicts(offer.merge, picks) };
      queryClient.setQueryData(getOneQuery(dataProvider, CAMPAIGNS_RESOURCE, offer.current.id).queryKey, offer.current);
      setOffer(null);
      notify('campaign-editor.conflict.loaded', { type: 'info' });
    },
    [offer, handoff, queryClient, dataProvider, notify],
  );
  const dismiss = useCallback(() => setOffer(null), []);

  return { offer, conflicted, load, dismiss };
};
