import { MenuItem, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import {
  DIMENSION_COLUMN_METRIC,
  DIMENSION_ORDER_FIELDS,
  DIMENSION_PAGE_SIZES,
  REPORT_DIMENSIONS,
  type DimensionOrderField,
  type DimensionRow,
  type ReportDimension,
  type ReportMetric,
} from '../../../src/api/contract';
import type { SpecListConfig } from '../../../src/list/listConfig';
import { ListErrorAlert } from '../../../src/list/ListErrorAlert';
import { ListPagination } from '../../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../../src/list/ListTable';
import { SpecListBase } from '../../../src/list/SpecListBase';
import { reportBody } from '../data/reportBody';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import type { ReportAsk } from '../data/useReportData';
import { formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

/**
 * The dimension table on the shared list kit (spec 3 §2, §9: page sizes 10, 15, 25; sortable on the
 * server). Its page, size, sort and dimension live in the address with the kit's keys (`page`,
 * `pageSize`, `sort`, `order`, `dimension`), none of which the report's filters use.
 */
export const DIMENSION_LIST: SpecListConfig = {
  resource: REPORTS_RESOURCE,
  pageSizes: DIMENSION_PAGE_SIZES,
  defaultPageSize: 10,
  sortFields: DIMENSION_ORDER_FIELDS,
  defaultSort: { field: 'dimension', order: 'DESC' },
  filters: [{ name: 'dimension', kind: 'text' }],
  // The report's own 1 s debounce already applies to the filters this table is given.
  fetchDebounceMs: 0,
  placeholderRows: 10,
};

type Column = Exclude<DimensionOrderField, 'dimension'>;
const EMPTY = { none: 'reports.dimension.empty', noResult: 'reports.dimension.empty' };

const DimensionChoice = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = REPORT_DIMENSIONS.includes(filterValues.dimension as ReportDimension) ? String(filterValues.dimension) : 'day';
  return (
    <TextField select size="small" label={translate('reports.dimension.by')} value={value} onChange={(event) => setFilters({ dimension: event.target.value === 'day' ? '' : event.target.value })} sx={{ width: 220 }}>
      {REPORT_DIMENSIONS.map((dimension) => (
        <MenuItem key={dimension} value={dimension}>
          {translate(`reports.dimension.${dimension}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The table's body request: the report filter body and the chosen dimension (days by default). */
const DimensionRows = ({ columns, currency }: { columns: readonly Column[]; currency: string }) => {
  const format = useFormat();
  const list: readonly ListColumn[] = [{ id: 'dimension', label: 'reports.dimension.value', sortBy: 'dimension' }, ...columns.map((column) => ({ id: column, label: `reports.columns.${column}`, sortBy: column, align: 'right' as const }))];
  return (
    <ListTable<DimensionRow & { id: string }>
      columns={list}
      label="reports.dimension.tableName"
      empty={EMPTY}
      renderRow={(row) => (
        <TableRow key={row.id} data-testid="dimension-row">
          <TableCell>{row.dimension}</TableCell>
          {columns.map((column) => (
            <TableCell key={column} align="right">
              {formatFigure(column === 'spent' ? 'spent' : column, row[column] ?? 0, currency, format)}
            </TableCell>
          ))}
        </TableRow>
      )}
    />
  );
};

export const DimensionTable = ({ ask, allowed, currency }: { ask: ReportAsk; allowed: ReadonlySet<ReportMetric>; currency: string }) => {
  const columns = (DIMENSION_ORDER_FIELDS.filter((field) => field !== 'dimension') as Column[]).filter((column) => allowed.has(DIMENSION_COLUMN_METRIC[column]));
  return (
    <SpecListBase config={DIMENSION_LIST} filter={{ body: reportBody(ask.scope, ask.range) }}>
      <Stack spacing={1.5}>
        <DimensionChoice />
        <ListErrorAlert />
        <DimensionRows columns={columns} currency={currency} />
        <ListPagination />
      </Stack>
    </SpecListBase>
  );
};
