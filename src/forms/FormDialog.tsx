import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type DialogProps } from '@mui/material';
import { Form, useTranslate, type ValidateForm } from 'ra-core';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { errorText } from '../api/errorText';
import type { Write } from '../data/useWrite';
import { LoadingButton } from './LoadingButton';
import { submitFailure, type FieldMessages } from './submitFailure';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useLeaveConfirmation } from './useLeaveConfirmation';

/** What a refused send says: a line above the fields (or none), and messages under fields by form name. */
export interface FormRefusal {
  message: string | null;
  fields: FieldMessages;
}

export interface FormDialogProps<V extends FieldValues> {
  open: boolean;
  /** Told when the dialog closes: after a save, or a close the user confirmed. */
  onClose(): void;
  /** The title, translated; `titleId` names the dialog for assistive technology. */
  title: string;
  titleId: string;
  /** The values the form starts from each time the dialog opens. */
  defaultValues: V;
  /** The send, made with `notifyFailure: false`: the dialog says a refusal itself. */
  save: Write<V, unknown>;
  /**
   * A refusal in the dialog's own words (a code the page words in its language). By default the
   * server's field errors go under the fields and its message above them when some problem has no
   * field here (forms/submitFailure.ts).
   */
  refusal?: (error: unknown, standard: FormRefusal) => FormRefusal;
  /** Server field names that differ from the form's (`transaction_id` → `transactionId`). */
  serverFields?: Readonly<Record<string, string>>;
  /** Form-level rules, for checks across fields. */
  validate?: ValidateForm;
  /** Submit stays off until this holds (spec rules such as "a type is chosen"). */
  canSubmit?: (values: V) => boolean;
  /** Translation keys of the two buttons. */
  submitLabel: string;
  cancelLabel: string;
  maxWidth?: DialogProps['maxWidth'];
  /** For tests: the submit button, and the refusal line above the fields. */
  submitTestId?: string;
  refusalTestId?: string;
  children: ReactNode;
}

/** The form's state as the dialog's close needs it, kept current by the form's body. */
interface Held {
  /** Read at the moment of closing: react-hook-form reports a keystroke's dirt a moment later. */
  dirty: () => boolean;
  sending: boolean;
}

const CLEAN: Held = { dirty: () => false, sending: false };

/** Whether any value differs from where the form started (flat forms: texts, choices, a chosen file). */
const changed = (values: FieldValues, start: FieldValues): boolean =>
  [...new Set([...Object.keys(values), ...Object.keys(start)])].some((key) => !Object.is(values[key] ?? '', start[key] ?? ''));

const standardRefusal = (error: unknown, formFields: Iterable<string>, serverFields: Readonly<Record<string, string>>): FormRefusal => {
  const { fields, unplaced } = submitFailure(error, formFields, serverFields);
  return { message: unplaced ? errorText(error, 'core.errors.somethingWentWrong') : null, fields };
};

interface BodyProps<V extends FieldValues> extends Pick<FormDialogProps<V>, 'open' | 'defaultValues' | 'canSubmit' | 'submitLabel' | 'cancelLabel' | 'submitTestId' | 'refusalTestId' | 'save' | 'children'> {
  held: RefObject<Held>;
  message: string | null;
  onCancel(): void;
}

/** A submit that is off until the values allow it: only this button follows every keystroke. */
const WatchedSubmit = <V extends FieldValues>({ canSubmit, sending, label, testId }: { canSubmit: (values: V) => boolean; sending: boolean; label: string; testId?: string }) => {
  const translate = useTranslate();
  const values = useWatch<V>() as V;
  return (
    <LoadingButton type="submit" variant="contained" loading={sending} disabled={!canSubmit(values)} data-testid={testId}>
      {translate(label)}
    </LoadingButton>
  );
};

/** Inside the form: the refusal line, the fields, Cancel and submit, and the leave-page confirmation. */
const FormDialogBody = <V extends FieldValues>({ open, defaultValues, canSubmit, submitLabel, cancelLabel, submitTestId, refusalTestId, save, held, message, onCancel, children }: BodyProps<V>) => {
  const translate = useTranslate();
  const { getValues } = useFormContext<V>();
  const { isDirty, isSubmitting } = useFormState<V>();
  const sending = isSubmitting || save.pending;
  useEffect(() => {
    held.current = { dirty: () => changed(getValues(), defaultValues), sending };
  }, [held, getValues, defaultValues, sending]);
  const leave = useLeaveConfirmation(open && isDirty && !sending);
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && (
            <Alert severity="error" role="alert" data-testid={refusalTestId}>
              {translate(message, { _: message })}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {translate(cancelLabel)}
        </Button>
        {canSubmit ? (
          <WatchedSubmit canSubmit={canSubmit} sending={sending} label={submitLabel} testId={submitTestId} />
        ) : (
          <LoadingButton type="submit" variant="contained" loading={sending} data-testid={submitTestId}>
            {translate(submitLabel)}
          </LoadingButton>
        )}
      </DialogActions>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </>
  );
};

/** A dialog's close, asked first while its form holds typed values (useDialogClose). */
export interface DialogClose {
  held: RefObject<Held>;
  /** For the dialog's onClose and Cancel: asks first when something was typed, does nothing while sending. */
  request(): void;
  /** Closes at once (after a save, or Leave). */
  close(): void;
  /** The question, to render inside the dialog. */
  confirmation: ReactNode;
}

export const useDialogClose = (onClose: () => void): DialogClose => {
  const held = useRef<Held>(CLEAN);
  const [asking, setAsking] = useState(false);
  const close = () => {
    held.current = CLEAN;
    setAsking(false);
    onClose();
  };
  const request = () => {
    if (held.current.sending) return;
    if (held.current.dirty()) setAsking(true);
    else close();
  };
  return { held, request, close, confirmation: <UnsavedChangesDialog open={asking} onStay={() => setAsking(false)} onLeave={close} /> };
};

export type DialogFormProps<V extends FieldValues> = Omit<FormDialogProps<V>, 'onClose' | 'title' | 'titleId' | 'maxWidth'> & { closing: DialogClose };

/**
 * The form part of a form dialog, for a dialog that holds more than the form (a first step before
 * it): render it inside the Dialog, whose onClose is `closing.request`.
 */
export const DialogForm = <V extends FieldValues>({ open, closing, defaultValues, save, refusal, serverFields = {}, validate, canSubmit, submitLabel, cancelLabel, submitTestId, refusalTestId, children }: DialogFormProps<V>) => {
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (values: FieldValues) => {
    setMessage(null);
    const outcome = await save.run(values as V);
    if (outcome.status === 'done') {
      closing.close();
      return undefined;
    }
    if (outcome.status === 'busy') return undefined;
    const standard = standardRefusal(outcome.error, Object.keys(values), serverFields);
    const said = refusal ? refusal(outcome.error, standard) : standard;
    setMessage(said.message);
    // Returned to react-admin's Form: shown under their inputs, every typed value kept.
    return said.fields;
  };
  return (
    <Form defaultValues={defaultValues} onSubmit={submit} validate={validate} mode="onChange" noValidate>
      <FormDialogBody
        open={open}
        defaultValues={defaultValues}
        canSubmit={canSubmit}
        submitLabel={submitLabel}
        cancelLabel={cancelLabel}
        submitTestId={submitTestId}
        refusalTestId={refusalTestId}
        save={save}
        held={closing.held}
        message={message}
        onCancel={closing.request}
      >
        {children}
      </FormDialogBody>
    </Form>
  );
};

/**
 * The one way for a form in a dialog: react-admin's Form (the shared validators on its inputs), sent
 * through a write (`useWrite`, one send however often submit is pressed). A refusal puts the server's
 * field errors under the fields and its message above them, keeping every typed value; a save closes
 * the dialog, which opens clean the next time. Closing it (Cancel, Escape, a click outside) with typed
 * values asks first, as leaving the page does (the shared leave-page confirmation, while it is open).
 */
export const FormDialog = <V extends FieldValues>({ onClose, title, titleId, maxWidth = 'sm', ...form }: FormDialogProps<V>) => {
  const closing = useDialogClose(onClose);
  return (
    <Dialog open={form.open} onClose={closing.request} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogForm {...form} closing={closing} />
      {closing.confirmation}
    </Dialog>
  );
};
