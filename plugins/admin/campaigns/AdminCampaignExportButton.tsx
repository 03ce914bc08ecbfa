import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { ADMIN_CAMPAIGN_EXPORT_FILENAME } from '../../../src/api/contract';
import { useFileDownload } from '../../../src/files/useFileDownload';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { ADMIN_CAMPAIGNS_RESOURCE, type AdminCampaignListFilter } from './adminCampaignList';

/**
 * The list's CSV (spec 3 §2 "CSV export is offered", §7): the server writes every campaign of the
 * current filters and range (formulas neutralised there); the button is busy until the file is saved.
 */
export const AdminCampaignExportButton = ({ filter }: { filter: AdminCampaignListFilter }) => {
  const translate = useTranslate();
  const exportCsv = useFileDownload<AdminCampaignListFilter>({
    download: (dataProvider, params) => dataProvider.invoke(ADMIN_CAMPAIGNS_RESOURCE, 'exportCsv', { filter: params }),
    fallbackName: () => ADMIN_CAMPAIGN_EXPORT_FILENAME,
    savedMessage: 'admin.campaigns.exported',
  });
  return (
    <LoadingButton variant="outlined" loading={exportCsv.pending} startIcon={<DownloadIcon />} onClick={() => void exportCsv.run(filter)}>
      {translate('admin.campaigns.exportCsv')}
    </LoadingButton>
  );
};
