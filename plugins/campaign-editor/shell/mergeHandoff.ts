import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampaignFormValues } from '../form/campaignFormValues';

/** Merged values waiting for the form to be reset to the campaign's version they were merged onto. */
export interface PendingMerge {
  version: number;
  values: CampaignFormValues;
}

export interface MergeHandoff {
  pending: RefObject<PendingMerge | null>;
  /** The editor's form, set from inside it (the handoff lives above the form). */
  form: RefObject<UseFormReturn<CampaignFormValues> | null>;
}

/**
 * Loading the current version with the user's changes on top: the current record goes into the
 * editor's record (so the heading, the status and the form's defaults are the current version's),
 * react-admin's Form resets to it in its own effect, and only then are the merged values laid over
 * it, keeping the new defaults, so the form is dirty against the current version. This effect lives
 * in the component that renders the Form: React runs a parent's effects after its children's, so
 * it runs after the Form's reset in the same commit.
 */
export const useMergeHandoff = (formValues: CampaignFormValues): MergeHandoff => {
  const pending = useRef<PendingMerge | null>(null);
  const form = useRef<UseFormReturn<CampaignFormValues> | null>(null);
  useEffect(() => {
    const next = pending.current;
    if (!next || formValues.version !== next.version || !form.current) return;
    pending.current = null;
    form.current.reset(next.values, { keepDefaultValues: true });
  }, [formValues]);
  return useMemo(() => ({ pending, form }), []);
};
