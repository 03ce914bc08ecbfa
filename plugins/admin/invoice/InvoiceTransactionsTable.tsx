import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TRANSACTION_STATUS_NAMES, type Transaction } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';
import { InvoiceSection } from './InvoiceSection';

const COLUMNS = ['date', 'reference', 'amount', 'status', 'comment'] as const;

/**
 * The transactions table (spec 3 §2, §3 "Transaction"): what GET /v1/invoice/transactions/{id}
 * answers (the payments that settled the invoice, then the account's payments in its period), amounts
 * in the invoice's currency. `rows` is undefined while they load.
 */
export const InvoiceTransactionsTable = ({ rows, currency, failure }: { rows: Transaction[] | undefined; currency: string; failure: string | null }) => {
  const format = useFormat();
  const translate = useTranslate();
  const note = failure ?? (rows === undefined ? translate('ra.page.loading') : rows.length === 0 ? translate('admin.invoice.transactions.empty') : null);
  return (
    <InvoiceSection id="invoice-transactions" title="admin.invoice.transactions.title">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
              {translate(`admin.invoice.transactions.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {note !== null ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>{note}</TableCell>
          </TableRow>
        ) : (
          rows?.map((row) => {
            const status = TRANSACTION_STATUS_NAMES[row.status];
            return (
              <TableRow key={`${row.id}-${row.transaction_id}`} data-testid="invoice-transaction-row">
                <TableCell>{format.day(row.transaction_date)}</TableCell>
                <TableCell>{row.transaction_id || '—'}</TableCell>
                <TableCell align="right">{format.money(row.amount, currency)}</TableCell>
                <TableCell>{status ? translate(`admin.invoice.transactionStatus.${status}`) : row.status}</TableCell>
                <TableCell>{row.comment || '—'}</TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </InvoiceSection>
  );
};
