import { MenuItem, Stack, TableCell, TableRow, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { PLACEMENT_REPORT_DIMENSIONS, PLACEMENT_REPORT_LIMITS, type PlacementReportDimension, type PlacementReportMetric, type ReportMetric } from '../../../src/api/contract';
import type { SpecListConfig } from '../../../src/list/listConfig';
import { ListErrorAlert } from '../../../src/list/ListErrorAlert';
import { ListPagination } from '../../../src/list/ListPagination';
import { ListTable, type ListColumn } from '../../../src/list/ListTable';
import { SpecListBase } from '../../../src/list/SpecListBase';
import { PLACEMENT_GROUPINGS, PLACEMENTS_RESOURCE, isPlacementGrouping, type PlacementGrouping, type PlacementListFilter, type PlacementRecord } from '../data/placementsApi';
import { reportBody } from '../data/reportBody';
import type { ReportAsk } from '../data/useReportData';
import { formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

/** The figures the placement table offers, delivery first; each shows only where the permissions allow. */
export const PLACEMENT_COLUMNS: readonly PlacementReportMetric[] = ['impressions', 'clicks', 'ctr', 'spent', 'cpm', 'cpc', 'conversions', 'cpa', 'win_rate'];

/**
 * The placement breakdown on the shared list kit (spec 3 §7 placement report; page sizes 10, 15, 25 of
 * spec 3 §9; sorted and paged on the server). Its grouping is in the address as `placementBy`, beside
 * the kit's page and sort keys.
 */
export const PLACEMENT_LIST: SpecListConfig = {
  resource: PLACEMENTS_RESOURCE,
  pageSizes: PLACEMENT_REPORT_LIMITS.pageSizes,
  defaultPageSize: 10,
  sortFields: [...PLACEMENT_REPORT_DIMENSIONS, ...PLACEMENT_COLUMNS],
  defaultSort: { field: 'impressions', order: 'DESC' },
  filters: [{ name: 'placementBy', kind: 'text' }],
  // The report's own 1 s debounce already applies to the filters this table is given.
  fetchDebounceMs: 0,
  placeholderRows: 10,
};

const EMPTY = { none: 'reports.placements.empty', noResult: 'reports.placements.empty' };

const useGrouping = (): PlacementGrouping => {
  const { filterValues } = useListContext();
  return isPlacementGrouping(filterValues.placementBy) ? filterValues.placementBy : 'site_or_app';
};

const GroupingChoice = () => {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  const value = useGrouping();
  return (
    <TextField select size="small" label={translate('reports.placements.by')} value={value} onChange={(event) => setFilters({ placementBy: event.target.value === 'site_or_app' ? '' : event.target.value })} sx={{ width: 260 }}>
      {(Object.keys(PLACEMENT_GROUPINGS) as PlacementGrouping[]).map((grouping) => (
        <MenuItem key={grouping} value={grouping}>
          {translate(`reports.placements.grouping.${grouping}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A dimension's value as the table shows it: environments and systems by name, apps and sites as they are. */
const useValueLabel = () => {
  const translate = useTranslate();
  return (dimension: PlacementReportDimension, value: string | undefined): string =>
    value === undefined ? '' : dimension === 'site_or_app' ? value : translate(`reports.placements.${dimension}.${value}`, { _: value });
};

const PlacementRows = ({ columns, currency }: { columns: readonly PlacementReportMetric[]; currency: string }) => {
  const format = useFormat();
  const dimensions = PLACEMENT_GROUPINGS[useGrouping()];
  const label = useValueLabel();
  const list: readonly ListColumn[] = [
    ...dimensions.map((dimension) => ({ id: dimension, label: `reports.placements.dimensions.${dimension}`, sortBy: dimension })),
    ...columns.map((column) => ({ id: column, label: `reports.metrics.${column}`, sortBy: column, align: 'right' as const })),
  ];
  return (
    <ListTable<PlacementRecord>
      columns={list}
      label="reports.placements.tableName"
      empty={EMPTY}
      renderRow={(row) => (
        <TableRow key={row.id} data-testid="placement-row">
          {dimensions.map((dimension) => (
            <TableCell key={dimension}>{label(dimension, row.values[dimension])}</TableCell>
          ))}
          {columns.map((column) => (
            <TableCell key={column} align="right">
              {row.figures[column] === undefined ? '—' : formatFigure(column, row.figures[column], currency, format)}
            </TableCell>
          ))}
        </TableRow>
      )}
    />
  );
};

export const PlacementBreakdown = ({ ask, allowed, currency }: { ask: ReportAsk; allowed: ReadonlySet<ReportMetric>; currency: string }) => {
  const columns = PLACEMENT_COLUMNS.filter((column) => allowed.has(column));
  const filter: Omit<PlacementListFilter, 'placementBy'> = { body: reportBody(ask.scope, ask.range), metrics: columns };
  return (
    <SpecListBase config={PLACEMENT_LIST} filter={filter as unknown as Record<string, unknown>}>
      <Stack spacing={1.5}>
        <GroupingChoice />
        <ListErrorAlert />
        <PlacementRows columns={columns} currency={currency} />
        <ListPagination />
      </Stack>
    </SpecListBase>
  );
};
