import { memo, useMemo, useRef, useState } from 'react';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts';
import { chartTimeFormat, perDay, type ChartGranularity } from './chartTime';
import { lttbIndices, nearestIndex } from './downsample';
import { useElementWidth } from './useElementWidth';

export interface ChartSeries {
  label: string;
  color: string;
  /** One value per time; a shorter list (a compare period still loading) leaves the rest undrawn. */
  values: ArrayLike<number>;
  dashed?: boolean;
}

export interface TimeSeriesChartProps {
  /** UTC milliseconds, ascending: the first series' times (a compare series is aligned by index). */
  times: ArrayLike<number>;
  series: readonly ChartSeries[];
  granularity: ChartGranularity;
  format(value: number): string;
  /** The chart's accessible name (e.g. "Impressions per day"). */
  name: string;
  height?: number;
}

const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };
const Y_AXIS_WIDTH = 64;
/** About one drawn point per 2 pixels: the line looks the same as with every point. */
const PIXELS_PER_POINT = 2;
const W = 'widgets.timeSeriesChart';

interface Row {
  t: number;
  [key: `s${number}`]: number | undefined;
}

/**
 * A time series chart that stays fast over a year of hours: the series are downsampled to the chart's
 * pixel width with LTTB at the same indices (downsample.ts), recharts draws at most that many points
 * without animation, and the hover reads the exact values of the nearest ORIGINAL point from the
 * pointer's position (not the nearest drawn one). Its text alternative is a summary (total and peak of
 * each series) and a table, by day for hourly series, behind a button.
 */
export const TimeSeriesChart = memo(({ times, series, granularity, format, name, height = 260 }: TimeSeriesChartProps) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const [hover, setHover] = useState<number | null>(null);
  const [table, setTable] = useState(false);
  const n = times.length;
  const plotWidth = Math.max(0, width - Y_AXIS_WIDTH - MARGIN.left - MARGIN.right);

  const rows = useMemo<Row[]>(() => {
    if (plotWidth === 0 || n === 0) return [];
    const indices = lttbIndices(times, series.map((s) => s.values), Math.max(3, Math.floor(plotWidth / PIXELS_PER_POINT)));
    return indices.map((i) => {
      const row: Row = { t: times[i] ?? 0 };
      series.forEach((s, k) => (row[`s${k}`] = i < s.values.length ? s.values[i] : undefined));
      return row;
    });
  }, [times, series, plotWidth, n]);

  const timeFormat = useMemo(() => chartTimeFormat(locale, granularity), [locale, granularity]);
  const tickFormat = useMemo(() => chartTimeFormat(locale, granularity === 'hour' && n <= 72 ? 'hour' : 'day', false), [locale, granularity, n]);
  const summary = useMemo(
    () =>
      series.map((s) => {
        let total = 0;
        let peak = 0;
        for (let i = 0; i < s.values.length; i += 1) {
          total += s.values[i] ?? 0;
          if ((s.values[i] ?? 0) > (s.values[peak] ?? 0)) peak = i;
        }
        return { label: s.label, total, peak: s.values[peak] ?? 0, peakAt: times[peak] ?? 0 };
      }),
    [series, times],
  );

  const first = times[0] ?? 0;
  const last = times[n - 1] ?? 0;
  const onMove = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || n === 0 || plotWidth === 0) return;
    const fraction = (clientX - rect.left - MARGIN.left - Y_AXIS_WIDTH) / plotWidth;
    setHover(fraction < 0 || fraction > 1 ? null : nearestIndex(times, first + fraction * (last - first)));
  };

  return (
    <Stack spacing={1}>
      <Box
        ref={box}
        role="img"
        aria-label={name}
        data-testid="time-series-chart"
        data-points={rows.length}
        onMouseMove={(event) => onMove(event.clientX)}
        onMouseLeave={() => setHover(null)}
        sx={{ position: 'relative', height, width: '100%' }}
      >
        {rows.length > 0 && (
          <LineChart width={width} height={height} data={rows} margin={MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="t" type="number" scale="time" domain={[first, last]} tickFormatter={(t: number) => tickFormat.format(t)} minTickGap={48} />
            <YAxis width={Y_AXIS_WIDTH} tickFormatter={(v: number) => format(v)} />
            {series.map((s, k) => (
              <Line key={s.label} dataKey={`s${k}`} name={s.label} stroke={s.color} strokeDasharray={s.dashed ? '5 4' : undefined} dot={false} isAnimationActive={false} connectNulls={false} />
            ))}
            {hover !== null && <ReferenceLine x={times[hover]} stroke="currentColor" strokeOpacity={0.4} />}
          </LineChart>
        )}
        {hover !== null && (
          <Box
            data-testid="chart-readout"
            sx={{ position: 'absolute', top: 4, right: 8, px: 1, py: 0.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, pointerEvents: 'none' }}
          >
            <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
              {timeFormat.format(times[hover] ?? 0)}
            </Typography>
            {series.map((s) =>
              hover < s.values.length ? (
                <Typography key={s.label} variant="caption" component="div" sx={{ color: s.color }}>
                  {s.label}: {format(s.values[hover] ?? 0)}
                </Typography>
              ) : null,
            )}
          </Box>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {summary.map((s) => (
          <Typography key={s.label} variant="caption" color="text.secondary">
            {translate(`${W}.summary`, { series: s.label, total: format(s.total), peak: format(s.peak), at: timeFormat.format(s.peakAt) })}
          </Typography>
        ))}
        <Button size="small" onClick={() => setTable((shown) => !shown)} aria-expanded={table}>
          {translate(table ? `${W}.hideTable` : `${W}.showTable`)}
        </Button>
      </Stack>
      {table && <ChartTable times={times} series={series} granularity={granularity} format={format} name={name} locale={locale} />}
    </Stack>
  );
});
TimeSeriesChart.displayName = 'TimeSeriesChart';

const ChartTable = ({ times, series, granularity, format, name, locale }: Omit<TimeSeriesChartProps, 'height'> & { locale: string }) => {
  const translate = useTranslate();
  const dayFormat = chartTimeFormat(locale, 'day');
  const columns = series.map((s) => (granularity === 'hour' ? perDay(times, s.values) : Array.from({ length: s.values.length }, (_, i) => ({ day: times[i] ?? 0, value: s.values[i] ?? 0 }))));
  const days = columns[0] ?? [];
  return (
    <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={translate(`${W}.tableLabel`, { name })}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${W}.day`)}</TableCell>
            {series.map((s) => (
              <TableCell key={s.label} align="right">
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((row, i) => (
            <TableRow key={row.day}>
              <TableCell>{dayFormat.format(row.day)}</TableCell>
              {columns.map((column, k) => (
                <TableCell key={series[k]?.label} align="right">
                  {column[i] === undefined ? '' : format(column[i].value)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
