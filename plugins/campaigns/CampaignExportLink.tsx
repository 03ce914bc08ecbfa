import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { saveAs } from 'file-saver';
import { useListContext, useNotify, useTranslate } from 'ra-core';
import { CAMPAIGN_EXPORT_FILENAME } from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import { rangeFilter, type CampaignListFilter } from './campaignList';

/**
 * The list's CSV export (spec 1 §2, §7; PAGE_REPORTS): the server writes the file for the list's
 * current filters and range (formula cells neutralised there), the browser saves it as campaigns.csv.
 */
export const CampaignExportLink = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { filterValues } = useListContext();
  const exportCsv = useMutation({
    mutationFn: (filter: CampaignListFilter) => dataProvider.invoke<DownloadedFile>('campaigns', 'exportCsv', { filter }),
    onSuccess: (file) => {
      saveAs(file.blob, file.filename ?? CAMPAIGN_EXPORT_FILENAME);
      notify('campaigns.exportSuccess', { type: 'success' });
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'core.errors.somethingWentWrong', { type: 'error' }),
  });
  return (
    <SessionCanAccess resource="campaigns" action="export">
      <Button
        startIcon={<DownloadIcon />}
        onClick={() => exportCsv.mutate({ ...(filterValues as CampaignListFilter), ...rangeFilter(range) })}
        disabled={exportCsv.isPending}
      >
        {translate('campaigns.exportCsv')}
      </Button>
    </SessionCanAccess>
  );
};
