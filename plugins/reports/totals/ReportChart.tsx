import { useMemo } from 'react';
import { Alert, FormControlLabel, LinearProgress, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import type { DashboardPoint } from '../../../src/api/contract';
import { TimeSeriesChart, type ChartSeries } from '../../../src/widgets/time-series-chart/TimeSeriesChart';
import { useDashboardSeries, type ReportAsk } from '../data/useReportData';
import { previousPeriod, type ChartMetric, type Granularity } from '../filters/reportFilters';
import { formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

/** A point's value of the chart's metric; CTR is worked out per point (clicks over impressions). */
const valueOf = (point: DashboardPoint, metric: ChartMetric): number =>
  metric === 'ctr' ? ((point.impressions ?? 0) > 0 ? ((point.clicks ?? 0) / (point.impressions ?? 1)) * 100 : 0) : (point[metric] ?? 0);

interface ReportChartProps {
  ask: ReportAsk;
  metric: ChartMetric;
  compare: boolean;
  onCompare(compare: boolean): void;
  granularity: Granularity;
  onGranularity(granularity: Granularity): void;
  currency: string;
}

/**
 * The compare chart (spec 3 §2): the chosen figure over the range, per hour or per day, and the
 * previous period of the same length drawn over it. Each period comes in 7-day chunks, four at a
 * time (useDashboardSeries); the line grows as they arrive, and a bar shows how many are left.
 */
export const ReportChart = ({ ask, metric, compare, onCompare, granularity, onGranularity, currency }: ReportChartProps) => {
  const format = useFormat();
  const translate = useTranslate();
  const theme = useTheme();
  const current = useDashboardSeries(ask);
  const previousAsk = useMemo(() => ({ ...ask, range: previousPeriod(ask.range) }), [ask]);
  const previous = useDashboardSeries(previousAsk, compare);

  const times = useMemo(() => current.points.map((point) => Date.parse(point.time)), [current.points]);
  const series = useMemo<ChartSeries[]>(() => {
    const label = translate(`reports.metrics.${metric}`);
    const list: ChartSeries[] = [{ label, color: theme.palette.primary.main, values: current.points.map((point) => valueOf(point, metric)) }];
    if (compare) list.push({ label: translate('reports.chart.previous', { metric: label }), color: theme.palette.text.secondary, values: previous.points.map((point) => valueOf(point, metric)), dashed: true });
    return list;
  }, [current.points, previous.points, compare, metric, translate, theme]);

  const loading = current.received < current.total || (compare && previous.received < previous.total);
  const name = translate(granularity === 'hour' ? 'reports.chart.perHourName' : 'reports.chart.perDayName', { metric: translate(`reports.metrics.${metric}`) });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup size="small" exclusive value={granularity} onChange={(_event, value: Granularity | null) => value && onGranularity(value)} aria-label={translate('reports.chart.granularity')}>
          <ToggleButton value="hour">{translate('reports.chart.perHour')}</ToggleButton>
          <ToggleButton value="day">{translate('reports.chart.perDay')}</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={compare} onChange={(event) => onCompare(event.target.checked)} />} label={translate('reports.chart.compare')} />
        {loading && (
          <Typography variant="caption" color="text.secondary" role="status">
            {translate('reports.chart.loading', { received: current.received + (compare ? previous.received : 0), total: current.total + (compare ? previous.total : 0) })}
          </Typography>
        )}
      </Stack>
      {loading ? <LinearProgress variant="determinate" value={(100 * (current.received + previous.received)) / Math.max(1, current.total + (compare ? previous.total : 0))} aria-hidden /> : null}
      {current.error ? <Alert severity="error">{current.error.message}</Alert> : null}
      <TimeSeriesChart times={times} series={series} granularity={granularity} format={(value) => formatFigure(metric, value, currency, format)} name={name} />
    </Stack>
  );
};
