import { Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import type { ReportDimension } from '../../src/api/contract';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { reportBody } from './data/reportBody';
import { REPORTS_RESOURCE } from './data/reportsApi';
import type { ReportAsk } from './data/useReportData';

interface Download {
  call: 'campaignReportCsv' | 'trafficSourceCsv';
  dimension?: ReportDimension;
  fallbackName: string;
}

/** One export: busy (spinner, disabled) from the click until the file is saved or the failure shown. */
const ExportButton = ({ ask, download, label }: { ask: ReportAsk; download: Download; label: string }) => {
  const file = useFileDownload<Download>({
    download: (dataProvider, { call, dimension: by }) => dataProvider.invoke(REPORTS_RESOURCE, call, { body: reportBody(ask.scope, ask.range), dimension: by }),
    fallbackName: ({ fallbackName }) => fallbackName,
  });
  return (
    <LoadingButton loading={file.pending} startIcon={<DownloadIcon />} onClick={() => void file.run(download)}>
      {label}
    </LoadingButton>
  );
};

/**
 * The export links (spec 3 §2): the campaign report CSV and the traffic-source CSV by the chosen
 * dimension, for the report's filters; the server writes the files (formulas neutralised there).
 */
export const ExportLinks = ({ ask, dimension }: { ask: ReportAsk; dimension: ReportDimension }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <ExportButton ask={ask} download={{ call: 'campaignReportCsv', fallbackName: 'campaign-report.csv' }} label={translate('reports.export.campaign')} />
      <ExportButton
        ask={ask}
        download={{ call: 'trafficSourceCsv', dimension, fallbackName: 'traffic-source.csv' }}
        label={translate('reports.export.trafficSource', { dimension: translate(`reports.dimension.${dimension}`) })}
      />
    </Stack>
  );
};
