import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'ra-core';
import { CAMPAIGN_EXPORT_FILENAME } from '../../src/api/contract';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import type { DateRange } from '../../src/domain/dateRange';
import { rangeFilter, type CampaignListFilter } from './campaignList';

/**
 * The list's CSV export (spec 1 §2, §7; PAGE_REPORTS): the server writes the file for the list's
 * current filters and range (formula cells neutralised there), the browser saves it as campaigns.csv.
 * The button is busy (spinner, disabled) until the file is saved, so a second click asks for nothing.
 */
export const CampaignExportLink = ({ range }: { range: DateRange }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const exportCsv = useFileDownload<CampaignListFilter>({
    download: (dataProvider, filter) => dataProvider.invoke('campaigns', 'exportCsv', { filter }),
    fallbackName: () => CAMPAIGN_EXPORT_FILENAME,
    savedMessage: 'campaigns.exportSuccess',
  });
  return (
    <SessionCanAccess resource="campaigns" action="export">
      <LoadingButton loading={exportCsv.pending} startIcon={<DownloadIcon />} onClick={() => void exportCsv.run({ ...(filterValues as CampaignListFilter), ...rangeFilter(range) })}>
        {translate('campaigns.exportCsv')}
      </LoadingButton>
    </SessionCanAccess>
  );
};
