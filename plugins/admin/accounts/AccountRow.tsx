import type { KeyboardEvent } from 'react';
import { TableCell, TableRow } from '@mui/material';
import type { AdminAccountRow } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';

/** An empty legal entity is shown as '-' (spec 3 §2). */
export const legalEntityText = (row: Pick<AdminAccountRow, 'entity_name'>): string => row.entity_name.trim() || '-';

/**
 * One account (spec 3 §2 columns): full name, company, legal entity ('-' when empty), running
 * campaigns (0 when empty), balance with 2 decimals in the account's currency. A click, or Enter on
 * the focused row (ours: the row is in the tab order), opens the details dialog.
 */
export const AccountRow = ({ row, onOpen }: { row: AdminAccountRow; onOpen(row: AdminAccountRow): void }) => {
  const format = useFormat();
  const open = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(row);
  };
  return (
    <TableRow data-testid="account-row" hover tabIndex={0} aria-haspopup="dialog" onClick={() => onOpen(row)} onKeyDown={open} sx={{ cursor: 'pointer' }}>
      <TableCell>{row.full_name}</TableCell>
      {/* An individual account has no company: '-' as for the legal entity (the spec shows nothing: ours). */}
      <TableCell>{row.company_name?.trim() || '-'}</TableCell>
      <TableCell>{legalEntityText(row)}</TableCell>
      <TableCell align="right">{row.running_campaigns || 0}</TableCell>
      <TableCell align="right">{format.money(row.balance, row.currency)}</TableCell>
    </TableRow>
  );
};
