import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useLocaleState, useTranslate } from 'ra-core';
import type { Transaction } from '../../src/api/contract';
import { TransactionRow } from '../../src/billing/TransactionRow';
import { useCurrentSpace } from '../../src/layout/useCurrentSpace';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { DateRangePicker } from '../../src/widgets/date-range/DateRangePicker';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { TransactionsExportButton } from './TransactionsExportButton';
import { rangeFilter, statusName, TRANSACTION_PRESETS, TRANSACTIONS_LIST } from './transactionsList';

const COLUMNS: readonly ListColumn[] = [
  { id: 'id', label: 'transactions.columns.id' },
  { id: 'amount', label: 'transactions.columns.amount', align: 'right' },
  { id: 'status', label: 'transactions.columns.status' },
  { id: 'date', label: 'transactions.columns.date' },
  { id: 'transactionId', label: 'transactions.columns.transactionId' },
  { id: 'comment', label: 'transactions.columns.comment' },
];
const EMPTY = { none: 'transactions.empty', noResult: 'transactions.empty' };

/**
 * /transactions (PAGE_TRANSACTIONS, spec 3 §2): the account's payments of a date range (the shared
 * picker, Last 7 days by default), paged 10, 15 or 25, amounts in the account's currency; the range
 * and paging live in the address, so a reload or a shared link shows the same rows.
 */
const TransactionsPage = () => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [range, setRange] = useDateRangeParam();
  const filter = useMemo(() => rangeFilter(range), [range]);
  const currency = useCurrentSpace().data?.currency ?? '';
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('transactions.titles.transactions')} />
      <Typography variant="h5" component="h1">
        {translate('transactions.titles.transactions')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('transactions.hint')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DateRangePicker value={range} onChange={setRange} presets={TRANSACTION_PRESETS} label="transactions.range" />
        <TransactionsExportButton range={range} />
      </Stack>
      <SpecListBase config={TRANSACTIONS_LIST} filter={filter}>
        <ListErrorAlert />
        <ListTable<Transaction>
          columns={COLUMNS}
          label="transactions.table"
          empty={EMPTY}
          renderRow={(row) => <TransactionRow key={row.id} row={row} currency={currency} locale={locale} statusLabel={translate(`transactions.status.${statusName(row.status)}`)} />}
        />
        <ListPagination />
      </SpecListBase>
    </Stack>
  );
};

export default TransactionsPage;
