import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { TRANSACTION_STATUS_NAMES, type TransactionPage, type UserAccountDetail } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { TransactionRow } from '../../../src/billing/TransactionRow';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { INVOICE_USERS_RESOURCE } from './invoiceUsersList';

/** Ours: the spec shows the table only; ten a page, as its invoice list. */
const SIZE = 10;
const HEADERS = ['id', 'amount', 'status', 'date', 'transactionId', 'comment'] as const;

/**
 * The user's transactions (spec 3 §2 "transactions table"; GET /v1/invoice/user-transactions/{id}),
 * newest first, ten a page. Its page is the component's own: the address's page belongs to the
 * invoice list above it. A payment refreshes it (the resource's queries are invalidated).
 */
export const UserTransactions = ({ account }: { account: UserAccountDetail }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [page, setPage] = useState(1);
  const query = useInvokeQuery<TransactionPage>(INVOICE_USERS_RESOURCE, 'transactions', { userId: account.id, page, size: SIZE }, { keepPrevious: true });
  const rows = query.data?.data ?? [];
  const statusLabel = (status: number): string => {
    const name = TRANSACTION_STATUS_NAMES[status];
    return name ? translate(`admin.userDetails.transactions.status.${name}`) : String(status);
  };
  const pages = Math.max(1, Math.ceil((query.data?.total_size ?? 0) / SIZE));
  return (
    <Stack spacing={2} component="section" aria-labelledby="user-transactions-title">
      <Typography variant="h6" component="h2" id="user-transactions-title">
        {translate('admin.userDetails.transactions.title')}
      </Typography>
      {query.isError && <Alert severity="error">{errorText(query.error, translate('core.errors.somethingWentWrong'))}</Alert>}
      <Paper sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="user-transactions-title">
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell key={header} align={header === 'amount' ? 'right' : 'left'}>
                  {translate(`admin.userDetails.transactions.columns.${header}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TransactionRow
                key={row.id}
                row={row}
                currency={account.currency}
                locale={locale}
                statusLabel={statusLabel(row.status)}
              />
            ))}
            {query.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length}>{translate('admin.userDetails.transactions.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button onClick={() => setPage((current) => current - 1)} disabled={page <= 1}>
          {translate('admin.userDetails.transactions.previous')}
        </Button>
        <Typography variant="body2" data-testid="user-transactions-page">
          {translate('admin.userDetails.transactions.page', { page, pages })}
        </Typography>
        <Button onClick={() => setPage((current) => current + 1)} disabled={page >= pages}>
          {translate('admin.userDetails.transactions.next')}
        </Button>
      </Box>
    </Stack>
  );
};
