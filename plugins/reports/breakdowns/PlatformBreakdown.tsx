import { Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { Cell, Pie, PieChart, type PieLabelRenderProps } from 'recharts';
import type { AdditiveMetric, PlatformReport } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useFormat } from '../../../src/format/useFormat';
import { reportBody } from '../data/reportBody';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import type { ReportAsk } from '../data/useReportData';
import { formatFigure } from '../reportFormat';
import { pieLabel, sharePercent } from './breakdownMetric';

const SLICES = ['desktop', 'mobile', 'android', 'others'] as const;

/**
 * The platform report (spec 3 §2): desktop, mobile, Android and others as a pie, a slice under 5 %
 * unlabelled, and the same figures as a table (the chart's text alternative).
 */
export const PlatformBreakdown = ({ ask, metric, currency }: { ask: ReportAsk; metric: AdditiveMetric; currency: string }) => {
  const format = useFormat();
  const translate = useTranslate();
  const theme = useTheme();
  const { data } = useInvokeQuery<PlatformReport>(REPORTS_RESOURCE, 'platforms', { body: reportBody(ask.scope, ask.range) }, { keepPrevious: true });
  const values = data ? { desktop: data.desktop, mobile: data.mobile, android: data.values.android, others: data.others } : null;
  const slices = SLICES.map((slice) => ({ slice, name: translate(`reports.platforms.${slice}`), value: values?.[slice][metric] ?? 0 }));
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const colours = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main, theme.palette.warning.main];
  const label = ({ percent, name }: PieLabelRenderProps) => pieLabel(String(name), (percent ?? 0) * 100, format.ratio);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      <PieChart width={380} height={240} margin={{ top: 16, right: 40, bottom: 16, left: 40 }} role="img" aria-label={translate('reports.platforms.chartName', { metric: translate(`reports.metrics.${metric}`) })}>
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius={80} label={label} labelLine={false} isAnimationActive={false}>
          {slices.map((s, i) => (
            <Cell key={s.slice} fill={colours[i]} />
          ))}
        </Pie>
      </PieChart>
      <Table size="small" aria-label={translate('reports.platforms.tableName')} sx={{ maxWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('reports.platforms.platform')}</TableCell>
            <TableCell align="right">{translate(`reports.metrics.${metric}`)}</TableCell>
            <TableCell align="right">{translate('reports.platforms.share')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {slices.map((s) => (
            <TableRow key={s.slice} data-testid={`platform-${s.slice}`}>
              <TableCell>{s.name}</TableCell>
              <TableCell align="right">{formatFigure(metric, s.value, currency, format)}</TableCell>
              <TableCell align="right">{format.percent(sharePercent(s.value, total))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
};
