import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate, type SortPayload } from 'ra-core';
import { TRAFFIC_CSV_FILENAME } from '../../src/api/contract';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { TRAFFIC_RESOURCE } from './trafficList';

/**
 * The CSV export link (spec 3 §2, §7): the server writes what the table shows, every page of it, in
 * its order (formulas neutralised there); the browser saves it as traffic-discovery.csv. The button
 * is busy (spinner, disabled) until the file is saved, so a second click asks for nothing.
 */
export const TrafficExportLink = () => {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const exportCsv = useFileDownload<{ filter: Record<string, unknown>; sort: SortPayload }>({
    download: (dataProvider, params) => dataProvider.invoke(TRAFFIC_RESOURCE, 'csv', params),
    fallbackName: () => TRAFFIC_CSV_FILENAME,
    savedMessage: 'traffic.exportDone',
  });
  return (
    <LoadingButton loading={exportCsv.pending} startIcon={<DownloadIcon />} onClick={() => void exportCsv.run({ filter: filterValues, sort })}>
      {translate('traffic.export')}
    </LoadingButton>
  );
};
