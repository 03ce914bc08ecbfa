import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useParams, useSearchParams } from 'react-router-dom';
import type { InvoiceTransactionsPage, SentInvoice } from '../../src/api/contract';
import { errorText } from '../../src/api/errorText';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { AdminShell } from '../../src/layout/admin-shell/AdminShell';
import { addressIdOf } from '../../src/routing/addressId';
import { ADMIN_INVOICES_RESOURCE } from './invoice/adminInvoicesApi';
import { InvoiceBackLink } from './invoice/InvoiceBackLink';
import { InvoiceCampaignsTable } from './invoice/InvoiceCampaignsTable';
import { InvoiceGeneralBlock } from './invoice/InvoiceGeneralBlock';
import { InvoicePdfButton } from './invoice/InvoicePdfButton';
import { InvoiceSendDialog } from './invoice/InvoiceSendDialog';
import { InvoiceTransactionsTable } from './invoice/InvoiceTransactionsTable';

/** Send invoice (opening the send modal) and Download PDF. */
const InvoiceActions = ({ invoice }: { invoice: SentInvoice }) => {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setSending(true)}>
        {translate('admin.invoice.send.open')}
      </Button>
      <InvoicePdfButton id={invoice.id} />
      <InvoiceSendDialog invoice={invoice} open={sending} onClose={() => setSending(false)} />
    </Stack>
  );
};

/**
 * /admin/invoice/details/:id (spec 3 §2 "Administrator invoice details page"): the back link, Send
 * invoice, Download PDF, the general block, the transactions table and the campaigns-spent table.
 */
const AdminInvoiceDetailsPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const invoiceId = addressIdOf(id);
  const params = invoiceId === null ? null : { id: invoiceId };
  const invoice = useInvokeQuery<SentInvoice>(ADMIN_INVOICES_RESOURCE, 'invoice', params, { retry: false });
  const transactions = useInvokeQuery<InvoiceTransactionsPage>(ADMIN_INVOICES_RESOURCE, 'transactions', params, { retry: false });
  // The server's message as it wrote it, else the general failure's translation.
  const failure = (error: unknown) => errorText(error, translate('core.errors.somethingWentWrong'));
  return (
    <AdminShell title="admin.titles.adminInvoiceDetails">
      <Stack spacing={3}>
        <InvoiceBackLink userId={addressIdOf(search.get('user'))} />
        {invoiceId === null || invoice.error ? (
          <Alert severity="error">{invoiceId === null ? translate('admin.invoice.notFound') : failure(invoice.error)}</Alert>
        ) : !invoice.data ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <>
            <InvoiceActions invoice={invoice.data} />
            <InvoiceGeneralBlock invoice={invoice.data} />
            <InvoiceTransactionsTable
              rows={transactions.data?.data}
              currency={invoice.data.currency}
              failure={transactions.error ? failure(transactions.error) : null}
            />
            <InvoiceCampaignsTable invoice={invoice.data} />
          </>
        )}
      </Stack>
    </AdminShell>
  );
};

export default AdminInvoiceDetailsPage;
