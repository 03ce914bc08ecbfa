import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { InvoiceHistoryRow } from '../../src/api/contract';
import { useBalance } from '../../src/layout/useCurrentSpace';
import { ListErrorAlert } from '../../src/list/ListErrorAlert';
import { ListPagination } from '../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import { SpecListBase } from '../../src/list/SpecListBase';
import { useDateRangeParam } from '../../src/widgets/date-range/useDateRangeParam';
import { InvoiceRow } from './InvoiceRow';
import { INVOICE_HISTORY_DEFAULT_PRESET, INVOICE_HISTORY_LIST, rangeFilter } from './invoiceHistoryList';
import { PaymentHistoryToolbar } from './PaymentHistoryToolbar';

const COLUMNS: readonly ListColumn[] = [
  { id: 'number', label: 'billing.history.columns.number' },
  { id: 'status', label: 'billing.history.columns.status' },
  { id: 'total', label: 'billing.history.columns.total', align: 'right' },
  { id: 'period', label: 'billing.history.columns.period' },
  { id: 'actions', label: 'billing.history.columns.actions', align: 'right' },
];
const EMPTY = { none: 'billing.history.empty', noResult: 'billing.history.empty' };

/**
 * The payment history (spec 3 §2): status and date-range filters, page sizes 10, 15, 25, all kept in
 * the address, so a reload or a shared link shows the same page. Totals are in the account's currency.
 */
export const PaymentHistory = () => {
  const translate = useTranslate();
  const [range, setRange] = useDateRangeParam({ defaultPreset: INVOICE_HISTORY_DEFAULT_PRESET });
  const filter = useMemo(() => rangeFilter(range), [range]);
  const currency = useBalance().data?.currency ?? '';
  return (
    <Stack spacing={2} component="section" aria-labelledby="payment-history-title">
      <Typography variant="h6" component="h2" id="payment-history-title">
        {translate('billing.titles.history')}
      </Typography>
      <SpecListBase config={INVOICE_HISTORY_LIST} filter={filter}>
        <PaymentHistoryToolbar range={range} onRange={setRange} />
        <ListErrorAlert />
        <ListTable<InvoiceHistoryRow & { id: number }>
          columns={COLUMNS}
          label="billing.history.table"
          empty={EMPTY}
          renderRow={(row) => <InvoiceRow key={row.id} row={row} currency={currency} />}
        />
        <ListPagination />
      </SpecListBase>
    </Stack>
  );
};
