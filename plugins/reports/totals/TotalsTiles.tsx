import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReportMetric, ReportTotals } from '../../../src/api/contract';
import { CHART_METRICS, type ChartMetric } from '../filters/reportFilters';
import { changePercent, formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

/** The tiles' order: delivery first, then money, then outcomes. */
export const TILE_METRICS: readonly ReportMetric[] = ['impressions', 'reach', 'clicks', 'ctr', 'spent', 'cpm', 'cpc', 'cpe', 'conversions', 'conversions_unique_bid', 'cpa', 'cvr', 'bids', 'win_rate'];

interface TotalsTilesProps {
  allowed: ReadonlySet<ReportMetric>;
  totals: ReportTotals | undefined;
  previous: ReportTotals | undefined;
  reach: number | undefined;
  currency: string;
  metric: ChartMetric;
  onMetric(metric: ChartMetric): void;
}

const isChartMetric = (metric: ReportMetric): metric is ChartMetric => (CHART_METRICS as readonly string[]).includes(metric);

/**
 * The totals (spec 3 §2 "totals tabs with compare chart"): one tile per figure the user may see, with
 * its change against the previous period; a chartable figure's tile is a toggle button choosing the chart.
 */
export const TotalsTiles = ({ allowed, totals, previous, reach, currency, metric, onMetric }: TotalsTilesProps) => {
  const format = useFormat();
  const translate = useTranslate();
  const shown = TILE_METRICS.filter((m) => allowed.has(m));
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('reports.totals.label')}>
      {shown.map((m) => {
        const value = m === 'reach' ? reach : totals?.[m];
        const change = value === undefined || m === 'reach' ? null : changePercent(value, previous?.[m]);
        const content = (
          <Box sx={{ p: 1.25, minWidth: 120, textAlign: 'left' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`reports.metrics.${m}`)}
            </Typography>
            <Typography variant="h6" component="div" data-testid={`total-${m}`}>
              {value === undefined ? '—' : formatFigure(m, value, currency, format)}
            </Typography>
            <Typography variant="caption" component="div" color={change === null ? 'text.secondary' : change >= 0 ? 'success.main' : 'error.main'}>
              {change === null ? translate('reports.totals.noCompare') : translate('reports.totals.change', { change: `${change > 0 ? '+' : ''}${change}` })}
            </Typography>
          </Box>
        );
        const selected = m === metric;
        return (
          <Paper key={m} variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
            {isChartMetric(m) ? (
              <ButtonBase aria-pressed={selected} onClick={() => onMetric(m)} sx={{ display: 'block', width: '100%' }}>
                {content}
              </ButtonBase>
            ) : (
              content
            )}
          </Paper>
        );
      })}
    </Stack>
  );
};
