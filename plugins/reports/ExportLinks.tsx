import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import type { ReportDimension } from '../../src/api/contract';
import { useFileDownload } from '../../src/files/useFileDownload';
import { reportBody } from './data/reportBody';
import { REPORTS_RESOURCE } from './data/reportsApi';
import type { ReportAsk } from './data/useReportData';

interface Download {
  call: 'campaignReportCsv' | 'trafficSourceCsv';
  dimension?: ReportDimension;
  fallbackName: string;
}

/**
 * The export links (spec 3 §2): the campaign report CSV and the traffic-source CSV by the chosen
 * dimension, for the report's filters; the server writes the files (formulas neutralised there).
 */
export const ExportLinks = ({ ask, dimension }: { ask: ReportAsk; dimension: ReportDimension }) => {
  const translate = useTranslate();
  const download = useFileDownload<Download>({
    download: (dataProvider, { call, dimension: by }) => dataProvider.invoke(REPORTS_RESOURCE, call, { body: reportBody(ask.scope, ask.range), dimension: by }),
    fallbackName: ({ fallbackName }) => fallbackName,
  });
  return (
    <Stack direction="row" spacing={1}>
      <Button startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate({ call: 'campaignReportCsv', fallbackName: 'campaign-report.csv' })}>
        {translate('reports.export.campaign')}
      </Button>
      <Button startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate({ call: 'trafficSourceCsv', dimension, fallbackName: 'traffic-source.csv' })}>
        {translate('reports.export.trafficSource', { dimension: translate(`reports.dimension.${dimension}`) })}
      </Button>
    </Stack>
  );
};
