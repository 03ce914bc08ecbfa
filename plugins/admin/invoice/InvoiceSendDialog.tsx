import { useMemo } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { INVOICE_SEND_TYPES, type SentInvoice } from '../../../src/api/contract';
import { useWrite } from '../../../src/data/useWrite';
import { FormDialog } from '../../../src/forms/FormDialog';
import { emailField, requiredField } from '../../../src/forms/validators';
import { ADMIN_INVOICES_RESOURCE, type SendInvoiceParams } from './adminInvoicesApi';
import { initialSendValues, sendPayload, type InvoiceSendValues } from './invoiceSendForm';

const S = 'admin.invoice.send';
const TYPE_CHOICES = INVOICE_SEND_TYPES.map((type) => ({ id: type, name: `${S}.types.${type}` }));
const EMAIL_RULES = [requiredField, emailField];

/** The address in email mode, the day in internal mode: only the chosen mode's field is shown (and sent). */
const SendTarget = () => {
  const type = useWatch<InvoiceSendValues, 'type'>({ name: 'type' });
  if (type === 'email') return <TextInput source="email" label={`${S}.email`} type="email" validate={EMAIL_RULES} fullWidth />;
  if (type === 'internal') return <TextInput source="date" label={`${S}.date`} type="date" validate={requiredField} fullWidth slotProps={{ inputLabel: { shrink: true } }} />;
  return null;
};

/**
 * The invoice send modal (spec 3 §4), on the shared form dialog: the type, email or internal; send is
 * on once a type is chosen. Email mode shows the address (the invoice's own to start with) and sends
 * no date; internal mode shows the day (today to start with) and sends no email. Success shows
 * 'Invoice send successfully' and asks the invoice again (an internal send shows its day in the
 * general block); a refusal shows its field errors under their inputs (the server's message above
 * them when no field holds it) and keeps every value.
 */
export const InvoiceSendDialog = ({ invoice, open, onClose }: { invoice: SentInvoice; open: boolean; onClose(): void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  // Taken again at each opening: today's date, and the address as the invoice holds it now.
  const start = useMemo(() => initialSendValues(invoice.email), [invoice.email, open]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useWrite({
    write: (dataProvider, values: InvoiceSendValues) => {
      const payload = sendPayload(values);
      // Submit is off until a type is chosen, so a payload is always there.
      if (!payload) return Promise.reject(new Error('core.validation.required'));
      const params: SendInvoiceParams = { id: invoice.id, payload };
      return dataProvider.invoke(ADMIN_INVOICES_RESOURCE, 'send', params);
    },
    invalidates: [[ADMIN_INVOICES_RESOURCE]],
    onSuccess: () => notify(`${S}.sent`, { type: 'success' }),
    notifyFailure: false,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate(`${S}.title`, { number: invoice.id })}
      titleId="invoice-send-title"
      defaultValues={start}
      save={save}
      canSubmit={(values) => values.type !== ''}
      submitLabel={`${S}.submit`}
      cancelLabel={`${S}.cancel`}
      maxWidth="xs"
    >
      <RadioButtonGroupInput source="type" label={`${S}.type`} choices={TYPE_CHOICES} row helperText={false} />
      <SendTarget />
    </FormDialog>
  );
};
