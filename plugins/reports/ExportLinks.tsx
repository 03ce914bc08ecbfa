import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';
import { useNotify, useTranslate } from 'ra-core';
import type { ReportDimension } from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
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
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const download = useMutation({
    mutationFn: ({ call, dimension: by }: Download) => dataProvider.invoke<DownloadedFile>(REPORTS_RESOURCE, call, { body: reportBody(ask.scope, ask.range), dimension: by }),
    onSuccess: (file, { fallbackName }) => saveAs(file.blob, file.filename ?? fallbackName),
    onError: (error) => notify(error instanceof Error ? error.message : 'core.errors.somethingWentWrong', { type: 'error' }),
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
