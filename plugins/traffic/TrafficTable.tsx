import { TableCell, TableRow } from '@mui/material';
import { useListContext } from 'ra-core';
import { TRAFFIC_ATTRIBUTE_METRICS, type TrafficDimension, type TrafficMetric } from '../../src/api/contract';
import { ListTable, type ListColumn } from '../../src/list/ListTable';
import type { TrafficRecord } from './trafficApi';
import { TrafficEmptyPicture } from './TrafficEmptyPicture';
import { useTrafficFormat } from './trafficFormat';
import { aggregateOf, columnsOf } from './trafficList';

/** Metrics shown as text (the placement's attributes), left-aligned like the dimensions; every other figure is a number. */
const TEXT_METRICS: ReadonlySet<TrafficMetric> = new Set(TRAFFIC_ATTRIBUTE_METRICS);

const EMPTY = { none: 'traffic.empty', noResult: 'traffic.empty', hint: 'traffic.emptyHint', picture: <TrafficEmptyPicture /> };

/** The table's columns: the grouping's dimensions, then the chosen metrics; every one sorts (spec 3 §2). */
const trafficColumns = (dimensions: readonly TrafficDimension[], metrics: readonly TrafficMetric[]): ListColumn[] => [
  ...dimensions.map((dimension) => ({ id: dimension, label: `traffic.columns.${dimension}`, sortBy: dimension })),
  ...metrics.map((metric) => ({ id: metric, label: `traffic.columns.${metric}`, sortBy: metric, align: TEXT_METRICS.has(metric) ? ('left' as const) : ('right' as const) })),
];

/** The results table on the list kit: one row per group of the grouping, figures as spec 3 §9 shows them. */
export const TrafficTable = () => {
  const format = useTrafficFormat();
  const { filterValues } = useListContext();
  const dimensions = aggregateOf(filterValues);
  const metrics = columnsOf(filterValues);
  return (
    <ListTable<TrafficRecord>
      columns={trafficColumns(dimensions, metrics)}
      label="traffic.table"
      empty={EMPTY}
      renderRow={(row) => (
        <TableRow key={row.id} data-testid="traffic-row">
          {dimensions.map((dimension) => (
            <TableCell key={dimension} sx={{ whiteSpace: 'nowrap' }}>
              {format.dimension(dimension, String(row[dimension] ?? ''))}
            </TableCell>
          ))}
          {metrics.map((metric) => (
            <TableCell key={metric} align={TEXT_METRICS.has(metric) ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
              {format.metric(metric, row[metric])}
            </TableCell>
          ))}
        </TableRow>
      )}
    />
  );
};
