import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { INVOICE_STATUS, type InvoiceStatusName, type SentInvoice } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';
import { DEFINITION_LIST_SX } from '../definitionListSx';

const STATUS_NAME = Object.fromEntries((Object.entries(INVOICE_STATUS) as [InvoiceStatusName, number][]).map(([name, code]) => [code, name])) as Record<number, InvoiceStatusName>;

interface GeneralRow {
  /** The row's own name, for tests and the label key. */
  key: string;
  value: ReactNode;
}

/**
 * The general block (spec 3 §2, §3 "Invoice"): number, status, period, the user's name and email,
 * currency, what is still to be paid and the balance of the last invoice, in the invoice's currency;
 * and, once the invoice was sent internally, the day it counts as sent.
 */
export const InvoiceGeneralBlock = ({ invoice }: { invoice: SentInvoice }) => {
  const format = useFormat();
  const translate = useTranslate();
  const status = STATUS_NAME[invoice.status];
  const rows: GeneralRow[] = [
    { key: 'number', value: invoice.id },
    { key: 'status', value: status ? translate(`admin.invoice.status.${status}`) : invoice.status },
    { key: 'period', value: format.dayRange(invoice.from_date, invoice.to_date) },
    { key: 'userName', value: invoice.user_name || '—' },
    { key: 'email', value: invoice.email || '—' },
    { key: 'currency', value: invoice.currency },
    { key: 'toBePaid', value: format.money(invoice.to_be_paid, invoice.currency) },
    { key: 'balanceLastInvoice', value: format.money(invoice.balance_last_invoice, invoice.currency) },
    ...(invoice.sent_internally_on ? [{ key: 'sentInternally', value: format.day(invoice.sent_internally_on) }] : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="invoice-general-heading">
      <Typography id="invoice-general-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.invoice.general.title')}
      </Typography>
      <Box component="dl" data-testid="invoice-general" sx={DEFINITION_LIST_SX}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`admin.invoice.general.${row.key}`)}
            </Typography>
            <Typography component="dd" sx={{ mx: 0, mt: 0 }} data-field={row.key}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
