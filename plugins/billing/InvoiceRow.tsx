import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { INVOICE_STATUS, type InvoiceHistoryRow, type InvoiceStatusName } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';

const STATUS_NAME = Object.fromEntries((Object.entries(INVOICE_STATUS) as [InvoiceStatusName, number][]).map(([name, code]) => [code, name])) as Record<number, InvoiceStatusName>;

/** One invoice or payment: number, status in words, total in the account's currency, period, PDF. */
export const InvoiceRow = ({ row, currency }: { row: InvoiceHistoryRow; currency: string }) => {
  const format = useFormat();
  const translate = useTranslate();
  const status = STATUS_NAME[row.status];
  return (
    <TableRow data-testid="invoice-row">
      <TableCell>{row.id}</TableCell>
      <TableCell>{status ? translate(`billing.history.status.${status}`) : row.status}</TableCell>
      <TableCell align="right">{format.money(row.total, currency)}</TableCell>
      <TableCell>{format.dayRange(row.charge_from_date, row.charge_to_date)}</TableCell>
      <TableCell align="right">
        <InvoiceDownloadButton id={row.id} />
      </TableCell>
    </TableRow>
  );
};
