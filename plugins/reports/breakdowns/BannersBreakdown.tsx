import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ADDITIVE_METRICS, GRANULARITY, type BannersReport, type ReportMetric } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { reportBody } from '../data/reportBody';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import type { ReportAsk } from '../data/useReportData';
import { formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

/** The banners report (spec 3 §2, §7 "granularity_type_key 2"): each size's figures, the user may see. */
export const BannersBreakdown = ({ ask, allowed, currency }: { ask: ReportAsk; allowed: ReadonlySet<ReportMetric>; currency: string }) => {
  const format = useFormat();
  const translate = useTranslate();
  const { data } = useInvokeQuery<BannersReport>(REPORTS_RESOURCE, 'banners', { body: { ...reportBody(ask.scope, ask.range), granularity_type_key: GRANULARITY.day } }, { keepPrevious: true });
  const metrics = ADDITIVE_METRICS.filter((metric) => allowed.has(metric));
  if (data && data.values.length === 0) return <Typography color="text.secondary">{translate('reports.banners.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('reports.banners.tableName')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('reports.banners.size')}</TableCell>
          {metrics.map((metric) => (
            <TableCell key={metric} align="right">
              {translate(`reports.metrics.${metric}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data?.values.map((row) => (
          <TableRow key={row.key} data-testid="banner-size">
            <TableCell>{row.size}</TableCell>
            {metrics.map((metric) => (
              <TableCell key={metric} align="right">
                {formatFigure(metric, row[metric] ?? 0, currency, format)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
