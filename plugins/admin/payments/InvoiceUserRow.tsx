import { Link, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { InvoiceUser } from '../../../src/api/contract';
import { useFormat } from '../../../src/format/useFormat';

export const userDetailsPath = (userId: number): string => `/admin/user/details/${userId}`;

/**
 * One invoice user (spec 3 §3 "Invoice user"): name, email, balance and amount to be paid in the
 * account's currency. The row opens the user's payments; the name is also a real link, so keyboard
 * and assistive technology users reach it without the row's click.
 */
export const InvoiceUserRow = ({ row }: { row: InvoiceUser }) => {
  const format = useFormat();
  const navigate = useNavigate();
  const path = userDetailsPath(row.id);
  return (
    <TableRow data-testid="invoice-user-row" hover onClick={() => void navigate(path)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
          {`${row.first_name} ${row.last_name}`.trim() || row.email}
        </Link>
      </TableCell>
      <TableCell>{row.email}</TableCell>
      <TableCell align="right">{format.money(row.balance, row.currency)}</TableCell>
      <TableCell align="right">{format.money(row.to_be_paid, row.currency)}</TableCell>
    </TableRow>
  );
};
