import { memo } from 'react';
import { TableCell, TableRow } from '@mui/material';
import type { Transaction } from '../api/contract';
import { formatFor } from '../format/useFormat';
import { formatLocalDateTime } from '../format/dates';
import { TransactionStatusChip } from './TransactionStatusChip';

interface Props {
  row: Transaction;
  /** The account's currency; empty while the account loads (the amount then shows without a symbol). */
  currency: string;
  locale: string;
  /** The status in words, in the page's own messages. */
  statusLabel: string;
}

/**
 * One transaction (the advertiser's transactions page and the administrator's user payments page). The
 * comment and the reference come from people and providers: shown as text only.
 */
export const TransactionRow = memo(({ row, currency, locale, statusLabel }: Props) => (
  <TableRow data-testid="transaction-row">
    <TableCell>{row.id}</TableCell>
    <TableCell align="right">{formatFor(locale).money(row.amount, currency)}</TableCell>
    <TableCell>
      <TransactionStatusChip status={row.status} label={statusLabel} />
    </TableCell>
    <TableCell>{formatLocalDateTime(row.transaction_date, locale)}</TableCell>
    <TableCell sx={{ wordBreak: 'break-all' }}>{row.transaction_id}</TableCell>
    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.comment}</TableCell>
  </TableRow>
));
TransactionRow.displayName = 'TransactionRow';
