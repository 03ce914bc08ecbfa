import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InvoiceHistoryRow, UserAccountDetail } from '../../../src/api/contract';
import { ListErrorAlert } from '../../../src/list/ListErrorAlert';
import { ListPagination } from '../../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../../src/list/ListTable';
import { SpecListBase } from '../../../src/list/SpecListBase';
import { DateRangePicker } from '../../../src/widgets/date-range/DateRangePicker';
import { useDateRangeParam } from '../../../src/widgets/date-range/useDateRangeParam';
import { USER_INVOICE_DEFAULT_PRESET, USER_INVOICE_PRESETS, USER_INVOICES_LIST, type UserInvoicesFilter } from './invoiceUsersList';
import { UserInvoiceRow } from './UserInvoiceRow';

const COLUMNS: readonly ListColumn[] = [
  { id: 'number', label: 'admin.userDetails.invoices.columns.number' },
  { id: 'status', label: 'admin.userDetails.invoices.columns.status' },
  { id: 'total', label: 'admin.userDetails.invoices.columns.total', align: 'right' },
  { id: 'period', label: 'admin.userDetails.invoices.columns.period' },
];
const EMPTY = { none: 'admin.userDetails.invoices.empty', noResult: 'admin.userDetails.invoices.empty' };

/**
 * The user's invoices (spec 3 §2, §9): the date filter's presets Today, Last 7 days (default), Last 30
 * days, Last 365 days, kept in the address with the page; each invoice opens its details page.
 */
export const UserInvoices = ({ account }: { account: UserAccountDetail }) => {
  const translate = useTranslate();
  const [range, setRange] = useDateRangeParam({ defaultPreset: USER_INVOICE_DEFAULT_PRESET });
  const filter = useMemo<UserInvoicesFilter>(() => ({ spaceId: account.space_id, from: range.from, to: range.to }), [account.space_id, range]);
  return (
    <Stack spacing={2} component="section" aria-labelledby="user-invoices-title" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="user-invoices-title">
        {translate('admin.userDetails.invoices.title')}
      </Typography>
      <DateRangePicker value={range} onChange={setRange} presets={USER_INVOICE_PRESETS} label="admin.userDetails.invoices.range" />
      <SpecListBase config={USER_INVOICES_LIST} filter={filter as Record<string, unknown>}>
        <ListErrorAlert />
        <ListTable<InvoiceHistoryRow & { id: number }>
          columns={COLUMNS}
          label="admin.userDetails.invoices.table"
          empty={EMPTY}
          renderRow={(row) => <UserInvoiceRow key={row.id} row={row} currency={account.currency} userId={account.id} />}
        />
        <ListPagination />
      </SpecListBase>
    </Stack>
  );
};
