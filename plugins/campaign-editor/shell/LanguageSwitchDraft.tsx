import { useEffect, useRef } from 'react';
import { useI18nProvider } from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { CampaignFormValues } from '../form/campaignFormValues';

interface KeptDraft {
  /** The editor and history entry the values were typed in. */
  key: string;
  values: CampaignFormValues;
}

/** Values handed from the editor a language switch unmounts to the one it mounts in its place. */
let kept: KeptDraft | null = null;

/**
 * Never lose work to a language switch. react-admin's I18nContextProvider re-keys everything below
 * it once the new language's messages are in (ra-core 5: "Force full page re-render"), so the form
 * (react-hook-form's state) is unmounted and mounted again from its record or defaults. An unmount
 * that happens while the interface language is no longer the one this editor mounted with is that
 * re-render: it hands over the current values, and the editor mounted for the same campaign and
 * history entry takes them back over its own defaults (so they stay unsaved and the leave guard still
 * asks). Any other unmount (leaving, Leave in the guard, a save's navigation) hands over nothing.
 */
export const LanguageSwitchDraft = ({ identity }: { identity: string }) => {
  const i18n = useI18nProvider();
  const form = useFormContext<CampaignFormValues>();
  const { isReady } = useFormState<CampaignFormValues>();
  const location = useLocation();
  const keyRef = useRef('');
  keyRef.current = `${identity}@${location.key}`;
  const applied = useRef(false);

  useEffect(() => {
    const mountedWith = i18n.getLocale();
    return () => {
      if (i18n.getLocale() !== mountedWith) kept = { key: keyRef.current, values: form.getValues() };
    };
  }, [i18n, form]);

  // After the Form's own first reset to its record (a parent's effect runs after this child's).
  useEffect(() => {
    if (!isReady || applied.current) return;
    applied.current = true;
    const draft = kept;
    kept = null;
    if (draft?.key === keyRef.current) form.reset(draft.values, { keepDefaultValues: true });
  }, [isReady, form]);

  return null;
};
