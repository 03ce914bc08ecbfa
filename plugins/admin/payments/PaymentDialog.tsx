import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { CODE, LOG_PAYMENT_LIMITS, type Transaction, type UserAccountDetail } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { errorText } from '../../../src/api/errorText';
import { useWrite } from '../../../src/data/useWrite';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { UnsavedChangesDialog } from '../../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../../src/forms/useLeaveConfirmation';
import { INVOICE_USERS_RESOURCE } from './invoiceUsersList';
import {
  amountProblem,
  canSubmit,
  EMPTY_PAYMENT,
  isDirty,
  logPaymentPayload,
  payManuallyPayload,
  referersOf,
  type PaymentKind,
  type PaymentValues,
} from './paymentForm';

interface Props {
  kind: PaymentKind;
  account: UserAccountDetail;
  open: boolean;
  onClose(): void;
}

const T = 'admin.userDetails.payment';

/**
 * The log-payment modal and the pay modal (spec 3 §5): amount and referer required before submit is
 * enabled; the log modal offers the four log-payment referers and an optional transaction id, the
 * pay modal AMERIA only; both an optional comment, within the contract's limits. Submit sends once
 * however often it is clicked (useWrite + LoadingButton). A refusal shows the server's message
 * (and any field messages under their fields), or for a transaction id logged before with another
 * payment (1511) that it was already logged, and keeps every typed value; a success closes the modal
 * and refreshes the balance and the transactions.
 */
export const PaymentDialog = ({ kind, account, open, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<PaymentValues>(EMPTY_PAYMENT);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [reusedId, setReusedId] = useState(false);

  const sending = useWrite({
    write: (dataProvider, sent: PaymentValues) => {
      const payload = kind === 'log' ? logPaymentPayload(sent) : payManuallyPayload(sent);
      return dataProvider.invoke<Transaction>(INVOICE_USERS_RESOURCE, kind === 'log' ? 'logPayment' : 'payManually', { userId: account.id, payload });
    },
    // The balance (account detail), the transactions and the users list: every query of the resource.
    invalidates: [[INVOICE_USERS_RESOURCE]],
    onSuccess: () => {
      notify(`${T}.done`, { type: 'success' });
      setValues(EMPTY_PAYMENT);
      onClose();
    },
    onFailure: (error) => {
      // A reused transaction id is said in the page's language: the payment was already logged.
      const alreadyLogged = isApiError(error) && error.body.code === CODE.PAYMENT_ALREADY_LOGGED;
      setRefusal(alreadyLogged ? translate(`${T}.alreadyLogged`) : errorText(error, translate('core.errors.somethingWentWrong')));
      setFieldErrors(isApiError(error) && error.body.errors ? error.body.errors : {});
      setReusedId(alreadyLogged);
    },
    // The refusal is said in the dialog, above the fields.
    notifyFailure: false,
  });
  const busy = sending.pending;
  const run = () => {
    setRefusal(null);
    setFieldErrors({});
    setReusedId(false);
    void sending.run(values);
  };
  const leave = useLeaveConfirmation(open && isDirty(values) && !busy);

  const set = (field: keyof PaymentValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const close = () => {
    if (busy) return;
    setRefusal(null);
    setFieldErrors({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit(kind, values)) void run();
  };
  const amountKey = values.amount.trim() === '' ? null : amountProblem(values.amount);
  const titleId = `payment-dialog-title-${kind}`;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate data-testid={`payment-form-${kind}`}>
        <DialogTitle id={titleId}>{translate(`${T}.${kind}Title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            )}
            <TextField
              label={translate(`${T}.amount`)}
              value={values.amount}
              onChange={set('amount')}
              required
              error={Boolean(amountKey ?? fieldErrors.amount)}
              helperText={amountKey ? translate(`${T}.errors.${amountKey}`, { max: LOG_PAYMENT_LIMITS.maxAmount }) : (fieldErrors.amount ?? ' ')}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
            />
            <TextField
              select
              label={translate(`${T}.referer`)}
              value={values.referer}
              onChange={set('referer')}
              required
              error={Boolean(fieldErrors.referer)}
              helperText={fieldErrors.referer ?? ' '}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payment-referer' }, inputLabel: { shrink: true } }}
            >
              <option value="">{translate(`${T}.chooseReferer`)}</option>
              {referersOf(kind).map((referer) => (
                <option key={referer} value={referer}>
                  {translate(`${T}.referers.${referer}`)}
                </option>
              ))}
            </TextField>
            {kind === 'log' && (
              <TextField
                label={translate(`${T}.transactionId`)}
                value={values.transactionId}
                onChange={set('transactionId')}
                error={reusedId || Boolean(fieldErrors.transaction_id)}
                helperText={fieldErrors.transaction_id ?? translate(`${T}.optional`)}
                slotProps={{ htmlInput: { maxLength: LOG_PAYMENT_LIMITS.transactionIdMax, 'data-testid': 'payment-transaction-id' } }}
              />
            )}
            <TextField
              label={translate(`${T}.comment`)}
              value={values.comment}
              onChange={set('comment')}
              multiline
              minRows={2}
              error={Boolean(fieldErrors.comment)}
              helperText={fieldErrors.comment ?? translate(`${T}.optional`)}
              slotProps={{ htmlInput: { maxLength: LOG_PAYMENT_LIMITS.commentMax, 'data-testid': 'payment-comment' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate(`${T}.cancel`)}
          </Button>
          <LoadingButton type="submit" variant="contained" loading={busy} disabled={!canSubmit(kind, values)} data-testid="payment-submit">
            {translate(`${T}.${kind}Submit`)}
          </LoadingButton>
        </DialogActions>
      </form>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Dialog>
  );
};
