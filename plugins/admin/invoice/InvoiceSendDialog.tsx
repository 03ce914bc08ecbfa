import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { INVOICE_SEND_TYPES, isInvoiceSendType, type SentInvoice } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useWrite } from '../../../src/data/useWrite';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { UnsavedChangesDialog } from '../../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../../src/forms/useLeaveConfirmation';
import { ADMIN_INVOICES_RESOURCE, type SendInvoiceParams } from './adminInvoicesApi';
import { initialSendValues, sendPayload, type InvoiceSendValues } from './invoiceSendForm';

type FieldErrors = Partial<Record<'type' | 'email' | 'date', string>>;

/** The server's field errors of a refused send (code 2), to show under their inputs. */
const fieldErrorsOf = (error: unknown): FieldErrors => (isApiError(error) && error.body.errors ? (error.body.errors as FieldErrors) : {});

/**
 * The invoice send modal (spec 3 §4): the type, email or internal; send is on once a type is chosen.
 * Email mode shows the address (the invoice's own to start with) and sends no date; internal mode
 * shows the day (today to start with) and sends no email. Success shows 'Invoice send successfully'
 * and asks the invoice again (an internal send shows its day in the general block); a refusal shows
 * the server's message, its field errors under their inputs, and keeps every value.
 */
export const InvoiceSendDialog = ({ invoice, open, onClose }: { invoice: SentInvoice; open: boolean; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<InvoiceSendValues>(() => initialSendValues(invoice.email));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (patch: Partial<InvoiceSendValues>) => setValues((current) => ({ ...current, ...patch }));

  const sending = useWrite({
    write: (dataProvider, params: SendInvoiceParams) => dataProvider.invoke(ADMIN_INVOICES_RESOURCE, 'send', params),
    invalidates: [[ADMIN_INVOICES_RESOURCE]],
    onSuccess: () => {
      notify('admin.invoice.send.sent', { type: 'success' });
      setValues(initialSendValues(invoice.email));
      onClose();
    },
    onFailure: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const payload = sendPayload(values);
    if (!payload) return;
    setErrors({});
    void sending.run({ id: invoice.id, payload });
  };
  // A chosen type or a changed address or day is work the administrator would lose by leaving.
  const started = open && (values.type !== '' || values.email !== invoice.email);
  const leave = useLeaveConfirmation(started && !sending.pending);

  const close = () => {
    if (sending.pending) return;
    setErrors({});
    onClose();
  };
  const error = (field: keyof FieldErrors) => (errors[field] ? translate(errors[field], { _: errors[field] }) : undefined);

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invoice-send-title" fullWidth maxWidth="xs">
      <DialogTitle id="invoice-send-title">{translate('admin.invoice.send.title', { number: invoice.id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl error={Boolean(errors.type)}>
            <FormLabel id="invoice-send-type">{translate('admin.invoice.send.type')}</FormLabel>
            <RadioGroup
              aria-labelledby="invoice-send-type"
              row
              value={values.type}
              onChange={(event) => change({ type: isInvoiceSendType(event.target.value) ? event.target.value : '' })}
            >
              {INVOICE_SEND_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={translate(`admin.invoice.send.types.${type}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {values.type === 'email' && (
            <TextField
              label={translate('admin.invoice.send.email')}
              type="email"
              value={values.email}
              onChange={(event) => change({ email: event.target.value })}
              error={Boolean(errors.email)}
              helperText={error('email')}
              required
              fullWidth
            />
          )}
          {values.type === 'internal' && (
            <TextField
              label={translate('admin.invoice.send.date')}
              type="date"
              value={values.date}
              onChange={(event) => change({ date: event.target.value })}
              error={Boolean(errors.date)}
              helperText={error('date')}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending.pending}>
          {translate('admin.invoice.send.cancel')}
        </Button>
        <LoadingButton variant="contained" loading={sending.pending} disabled={values.type === ''} onClick={submit}>
          {translate('admin.invoice.send.submit')}
        </LoadingButton>
      </DialogActions>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </Dialog>
  );
};
