import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate, type SortPayload } from 'ra-core';
import { TRAFFIC_CSV_FILENAME } from '../../src/api/contract';
import { useFileDownload } from '../../src/files/useFileDownload';
import { TRAFFIC_RESOURCE } from './trafficList';

/**
 * The CSV export link (spec 3 §2, §7): the server writes what the table shows, every page of it, in
 * its order (formulas neutralised there); the browser saves it as traffic-discovery.csv.
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
    <Button startIcon={<DownloadIcon />} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate({ filter: filterValues, sort })}>
      {translate('traffic.export')}
    </Button>
  );
};
