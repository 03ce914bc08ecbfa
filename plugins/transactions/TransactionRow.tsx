import { memo } from 'react';
import { TableCell, TableRow } from '@mui/material';
import type { Transaction } from '../../src/api/contract';
import { formatMoney } from '../../src/domain/money';
import { formatLocalDateTime } from '../../src/format/dates';
import { TransactionStatusChip } from './TransactionStatusChip';

interface Props {
  row: Transaction;
  /** The account's currency; empty while the account loads (the amount then shows without a symbol). */
  currency: string;
  locale: string;
}

/** One transaction. The comment and the reference come from people and providers: shown as text only. */
export const TransactionRow = memo(({ row, currency, locale }: Props) => (
  <TableRow data-testid="transaction-row">
    <TableCell>{row.id}</TableCell>
    <TableCell align="right">{formatMoney(row.amount, currency)}</TableCell>
    <TableCell>
      <TransactionStatusChip status={row.status} />
    </TableCell>
    <TableCell>{formatLocalDateTime(row.transaction_date, locale)}</TableCell>
    <TableCell sx={{ wordBreak: 'break-all' }}>{row.transaction_id}</TableCell>
    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.comment}</TableCell>
  </TableRow>
));
TransactionRow.displayName = 'TransactionRow';
