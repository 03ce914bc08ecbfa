import { Box, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { INVOICE_STATUS, INVOICE_STATUSES, type InvoiceStatusName } from '../../src/api/contract';
import type { DateRange } from '../../src/domain/dateRange';
import { DateRangePicker } from '../../src/widgets/date-range/DateRangePicker';
import { INVOICE_HISTORY_PRESETS } from './invoiceHistoryList';

const ALL = 'all';

/** The status box shows the one chosen status, or All (also for an address naming an unknown code). */
const shownStatus = (codes: unknown): string =>
  Array.isArray(codes) && codes.length === 1 && INVOICE_STATUSES.some((code) => code === Number(codes[0])) ? String(codes[0]) : ALL;

/**
 * The history's filters (spec 3 §2): status and the date range, both kept in the address. The status
 * box is a native select, as the list kit's page size is.
 */
export const PaymentHistoryToolbar = ({ range, onRange }: { range: DateRange; onRange(next: DateRange): void }) => {
  const translate = useTranslate();
  const { filterValues, showFilter, hideFilter } = useListContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label={translate('billing.history.statusFilter')}
        value={shownStatus(filterValues.status)}
        onChange={(event) => (event.target.value === ALL ? hideFilter('status') : showFilter('status', [Number(event.target.value)]))}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'invoice-status-filter' } }}
      >
        <option value={ALL}>{translate('billing.history.status.all')}</option>
        {(Object.entries(INVOICE_STATUS) as [InvoiceStatusName, number][]).map(([name, code]) => (
          <option key={code} value={String(code)}>
            {translate(`billing.history.status.${name}`)}
          </option>
        ))}
      </TextField>
      <DateRangePicker value={range} onChange={onRange} presets={INVOICE_HISTORY_PRESETS} label="billing.history.range" />
    </Box>
  );
};
