import { Link, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_STATUS, type InvoiceHistoryRow, type InvoiceStatusName } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';

const STATUS_NAME = Object.fromEntries((Object.entries(INVOICE_STATUS) as [InvoiceStatusName, number][]).map(([name, code]) => [code, name])) as Record<number, InvoiceStatusName>;

/**
 * One invoice of the user: its number links to /admin/invoice/details/:id (the invoice details page),
 * naming the user (`?user=`) so that page's back link returns here (invoice/InvoiceBackLink.tsx).
 */
export const UserInvoiceRow = ({ row, currency, userId }: { row: InvoiceHistoryRow; currency: string; userId: number }) => {
  const format = useFormat();
  const translate = useTranslate();
  const status = STATUS_NAME[row.status];
  return (
    <TableRow data-testid="user-invoice-row">
      <TableCell>
        <Link component={RouterLink} to={`/admin/invoice/details/${row.id}?user=${userId}`}>
          {row.id}
        </Link>
      </TableCell>
      <TableCell>{status ? translate(`admin.userDetails.invoices.status.${status}`) : row.status}</TableCell>
      <TableCell align="right">{format.money(row.total, currency)}</TableCell>
      <TableCell>{format.dayRange(row.charge_from_date, row.charge_to_date)}</TableCell>
    </TableRow>
  );
};
