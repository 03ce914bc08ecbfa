import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { Form, useNotify, useTranslate, type ValidateForm } from 'ra-core';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useWrite } from '../data/useWrite';
import { LoadingButton } from '../forms/LoadingButton';
import { submitFailure } from '../forms/submitFailure';
import { useNotifyFailure } from '../hooks/useNotifyFailure';
import { useReportDirty } from './PageLeaveGuard';

export interface SectionFormProps<V extends FieldValues> {
  /** The section's heading (a translation key). */
  title: string;
  /** The values the form starts from; a new object (a saved record) starts it again, clean. */
  values: V;
  /** Sends the values; a failure is an HttpError whose field errors go under the fields. */
  save: (values: V) => Promise<unknown>;
  /** What a successful save shows (a translation key). */
  success: string;
  /** Told after a successful save, with the server's answer (e.g. the updated User). */
  onSaved?: (answer: unknown) => void;
  /** Form-level rules, for checks across fields (react-hook-form runs either these or the inputs' own). */
  validate?: ValidateForm;
  /** The save button's label (a translation key); Save by default. */
  submitLabel?: string;
  /** Nothing can be changed (no right to, or nothing loaded): the save button stays off. */
  readOnly?: boolean;
  /** For tests: the section's container. */
  testId: string;
  children: ReactNode;
}

/** Save: on only when the section holds a change and every rule passes; busy (and off) while sending. */
const SectionSave = ({ label, readOnly }: { label: string; readOnly: boolean }) => {
  const translate = useTranslate();
  const { isDirty, isValid, isSubmitting } = useFormState();
  useReportDirty(isDirty);
  return (
    <Box>
      <LoadingButton type="submit" variant="contained" loading={isSubmitting} disabled={readOnly || !isDirty || !isValid}>
        {translate(label)}
      </LoadingButton>
    </Box>
  );
};

/**
 * One section of the profile or settings page (spec 3 §5): a small form with its own save, which
 * submits only when changed and valid. A failed save puts its field errors under the fields, shows
 * the server's type.message when some problem has no field here to sit under (forms/submitFailure.ts),
 * and keeps every typed value (the form is only started again from a saved
 * answer); typed work is guarded by the page's leave-page confirmation (PageLeaveGuard).
 */
export const SectionForm = <V extends FieldValues>({ title, values, save, success, onSaved, validate, submitLabel = 'ra.action.save', readOnly = false, testId, children }: SectionFormProps<V>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const headingId = `${testId}-heading`;

  // One save however often Save is pressed (the form's own submitting state starts a moment late).
  const sending = useWrite({ write: (_dataProvider, submitted: V) => save(submitted), notifyFailure: false });
  const submit = async (submitted: FieldValues) => {
    const outcome = await sending.run(submitted as V);
    if (outcome.status === 'busy') return undefined;
    if (outcome.status === 'done') {
      // First what the save changes (a new language among others), so the message shows in its words.
      onSaved?.(outcome.answer);
      notify(success, { type: 'success' });
      return undefined;
    }
    const { fields, unplaced } = submitFailure(outcome.error, Object.keys(submitted));
    if (unplaced) notifyFailure(outcome.error);
    return fields;
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Form record={values} onSubmit={submit} validate={validate} mode="onChange" noValidate>
        <Stack spacing={1}>
          {children}
          <SectionSave label={submitLabel} readOnly={readOnly} />
        </Stack>
      </Form>
    </Paper>
  );
};
