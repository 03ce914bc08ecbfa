import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';
import { useListContext, useNotify, useTranslate, type SortPayload } from 'ra-core';
import { TRAFFIC_CSV_FILENAME } from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { TRAFFIC_RESOURCE } from './trafficList';

/**
 * The CSV export link (spec 3 §2, §7): the server writes what the table shows, every page of it, in
 * its order (formulas neutralised there); the browser saves it as traffic-discovery.csv.
 */
export const TrafficExportLink = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { filterValues, sort } = useListContext();
  const exportCsv = useMutation({
    mutationFn: (params: { filter: Record<string, unknown>; sort: SortPayload }) => dataProvider.invoke<DownloadedFile>(TRAFFIC_RESOURCE, 'csv', params),
    onSuccess: (file) => {
      saveAs(file.blob, file.filename ?? TRAFFIC_CSV_FILENAME);
      notify('traffic.exportDone', { type: 'success' });
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'core.errors.somethingWentWrong', { type: 'error' }),
  });
  return (
    <Button startIcon={<DownloadIcon />} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate({ filter: filterValues, sort })}>
      {translate('traffic.export')}
    </Button>
  );
};
