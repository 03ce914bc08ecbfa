import { Link, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_STATUS, type InvoiceHistoryRow, type InvoiceStatusName } from '../../../src/api/contract';
import { formatMoney } from '../../../src/domain/money';

const STATUS_NAME = Object.fromEntries((Object.entries(INVOICE_STATUS) as [InvoiceStatusName, number][]).map(([name, code]) => [code, name])) as Record<number, InvoiceStatusName>;

/** "1 Nov 2026 – 30 Nov 2026" in the interface language (UTC: the server's days), both days included. */
const formatPeriod = (from: string, to: string, locale: string): string => {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = (iso: string) => {
    const at = Date.parse(`${iso}T00:00:00Z`);
    return Number.isNaN(at) ? iso : format.format(at);
  };
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
};

/** One invoice of the user: its number links to /admin/invoice/details/:id (the invoice details page). */
export const UserInvoiceRow = ({ row, currency }: { row: InvoiceHistoryRow; currency: string }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const status = STATUS_NAME[row.status];
  return (
    <TableRow data-testid="user-invoice-row">
      <TableCell>
        <Link component={RouterLink} to={`/admin/invoice/details/${row.id}`}>
          {row.id}
        </Link>
      </TableCell>
      <TableCell>{status ? translate(`admin.userDetails.invoices.status.${status}`) : row.status}</TableCell>
      <TableCell align="right">{formatMoney(row.total, currency)}</TableCell>
      <TableCell>{formatPeriod(row.charge_from_date, row.charge_to_date, locale)}</TableCell>
    </TableRow>
  );
};
