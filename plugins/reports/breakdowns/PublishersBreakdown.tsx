import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { AdditiveMetric, PublishersReport } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { reportBody } from '../data/reportBody';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import type { ReportAsk } from '../data/useReportData';
import type { PublisherOrder } from '../filters/reportFilters';
import { formatFigure } from '../reportFormat';
import { useFormat } from '../../../src/format/useFormat';

interface PublishersBreakdownProps {
  ask: ReportAsk;
  metric: AdditiveMetric;
  currency: string;
  order: PublisherOrder;
  onOrder(order: PublisherOrder): void;
}

/**
 * The publishers report (spec 3 §2): the top publishers by the chart's figure, highest first or the
 * reverse, each with a bar of its size, and the rest as others. A list of names and values: its own
 * text alternative.
 */
export const PublishersBreakdown = ({ ask, metric, currency, order, onOrder }: PublishersBreakdownProps) => {
  const format = useFormat();
  const translate = useTranslate();
  const { data } = useInvokeQuery<PublishersReport>(
    REPORTS_RESOURCE,
    'publishers',
    { body: { ...reportBody(ask.scope, ask.range), included_metrics: [metric] }, highestFirst: order === 'highest' },
    { keepPrevious: true },
  );
  const largest = Math.max(1, ...(data?.data.map((entry) => entry.value) ?? []));
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup size="small" exclusive value={order} onChange={(_event, value: PublisherOrder | null) => value && onOrder(value)} aria-label={translate('reports.publishers.order')}>
        <ToggleButton value="highest">{translate('reports.publishers.highest')}</ToggleButton>
        <ToggleButton value="lowest">{translate('reports.publishers.lowest')}</ToggleButton>
      </ToggleButtonGroup>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('reports.publishers.listName', { metric: translate(`reports.metrics.${metric}`) })}>
        {data?.data.map((entry) => (
          <Box component="li" key={entry.name} sx={{ py: 0.5 }} data-testid="publisher">
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{entry.name}</Typography>
              <Typography variant="body2">{formatFigure(metric, entry.value, currency, format)}</Typography>
            </Stack>
            <Box sx={{ height: 6, borderRadius: 1, bgcolor: 'primary.main', width: `${(entry.value / largest) * 100}%` }} aria-hidden />
          </Box>
        ))}
      </Box>
      {data ? (
        <Typography variant="body2" color="text.secondary">
          {translate('reports.publishers.others', { value: formatFigure(metric, data.others, currency, format) })}
        </Typography>
      ) : null}
    </Stack>
  );
};
