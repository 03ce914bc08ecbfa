import { useNotify, useTranslate, type Validator } from 'ra-core';
import { TextInput } from 'react-admin';
import { CODE, LOG_PAYMENT_LIMITS, type Transaction, type UserAccountDetail } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { useWrite } from '../../../src/data/useWrite';
import { FormDialog, type FormRefusal } from '../../../src/forms/FormDialog';
import { NativeSelectInput } from '../../../src/forms/NativeSelectInput';
import { requiredField } from '../../../src/forms/validators';
import { INVOICE_USERS_RESOURCE } from './invoiceUsersList';
import { amountProblem, canSubmit, EMPTY_PAYMENT, logPaymentPayload, payManuallyPayload, referersOf, type PaymentKind, type PaymentValues } from './paymentForm';

interface Props {
  kind: PaymentKind;
  account: UserAccountDetail;
  open: boolean;
  onClose(): void;
}

const T = 'admin.userDetails.payment';

/** The amount's rule (the mock's own, src/domain/paymentAmount.ts) in the modal's words. */
const amountField: Validator = Object.assign(
  (value: unknown) => {
    const problem = amountProblem(typeof value === 'string' ? value : '');
    return problem === null ? undefined : { message: `${T}.errors.${problem}`, args: { max: LOG_PAYMENT_LIMITS.maxAmount } };
  },
  { isRequired: true },
);

/** The server names the reference `transaction_id`; the form `transactionId`. */
const SERVER_FIELDS = { transaction_id: 'transactionId' };

/**
 * The log-payment modal and the pay modal (spec 3 §5), on the shared form dialog: amount and referer
 * required before submit is enabled; the log modal offers the four log-payment referers and an
 * optional transaction id, the pay modal AMERIA only; both an optional comment, within the contract's
 * limits. Submit sends once however often it is clicked. A refusal shows the server's message (and
 * any field messages under their fields), or for a transaction id logged before with another payment
 * (1511) that it was already logged, marking the id, and keeps every typed value; a success closes
 * the modal and refreshes the balance and the transactions.
 */
export const PaymentDialog = ({ kind, account, open, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useWrite({
    write: (dataProvider, values: PaymentValues) => {
      const payload = kind === 'log' ? logPaymentPayload(values) : payManuallyPayload(values);
      return dataProvider.invoke<Transaction>(INVOICE_USERS_RESOURCE, kind === 'log' ? 'logPayment' : 'payManually', { userId: account.id, payload });
    },
    // The balance (account detail), the transactions and the users list: every query of the resource.
    invalidates: [[INVOICE_USERS_RESOURCE]],
    onSuccess: () => notify(`${T}.done`, { type: 'success' }),
    notifyFailure: false,
  });
  // A reused transaction id is said in the page's language: the payment was already logged.
  const refusal = (error: unknown, standard: FormRefusal): FormRefusal =>
    isApiError(error) && error.body.code === CODE.PAYMENT_ALREADY_LOGGED
      ? { message: `${T}.alreadyLogged`, fields: { ...standard.fields, transactionId: `${T}.loggedBefore` } }
      : standard;
  const referers = [{ id: '', name: translate(`${T}.chooseReferer`) }, ...referersOf(kind).map((referer) => ({ id: referer, name: translate(`${T}.referers.${referer}`) }))];

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={translate(`${T}.${kind}Title`)}
      titleId={`payment-dialog-title-${kind}`}
      defaultValues={EMPTY_PAYMENT}
      save={save}
      refusal={refusal}
      serverFields={SERVER_FIELDS}
      canSubmit={(values) => canSubmit(kind, values)}
      submitLabel={`${T}.${kind}Submit`}
      cancelLabel={`${T}.cancel`}
      submitTestId="payment-submit"
    >
      <TextInput source="amount" label={`${T}.amount`} validate={amountField} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }} />
      <NativeSelectInput source="referer" label={`${T}.referer`} choices={referers} validate={requiredField} testId="payment-referer" />
      {kind === 'log' && (
        <TextInput
          source="transactionId"
          label={`${T}.transactionId`}
          helperText={`${T}.optional`}
          slotProps={{ htmlInput: { maxLength: LOG_PAYMENT_LIMITS.transactionIdMax, 'data-testid': 'payment-transaction-id' } }}
        />
      )}
      <TextInput
        source="comment"
        label={`${T}.comment`}
        helperText={`${T}.optional`}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LOG_PAYMENT_LIMITS.commentMax, 'data-testid': 'payment-comment' } }}
      />
    </FormDialog>
  );
};
