import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { saveAs } from 'file-saver';
import { useNotify, useTranslate } from 'ra-core';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { apiClient } from '../../src/api';
import { CAMPAIGN_EXPORT_FILENAME, CAMPAIGN_EXPORT_PATH, STATUS_FILTER_ALL, type CampaignExportRequest } from '../../src/api/contract';
import { useCurrentSpaceId } from '../../src/auth/useAccountSwitch';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import type { CampaignListParams } from './listParams';

/**
 * The list's CSV export (spec 1 §2, §7; PAGE_REPORTS): the server writes the file for the current
 * filters (formula cells neutralised there), the browser saves it as campaigns.csv.
 */
export const CampaignExportLink = ({ params, range }: { params: CampaignListParams; range: DateRange }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const spaceId = useCurrentSpaceId();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    if (spaceId === null) return;
    setBusy(true);
    const body: CampaignExportRequest = {
      space_id: spaceId,
      name: params.name.trim(),
      status_filter: params.statuses.length ? params.statuses : [STATUS_FILTER_ALL],
      fromDate: range.from,
      toDate: range.to,
    };
    try {
      const file = await apiClient.download(CAMPAIGN_EXPORT_PATH, { method: 'POST', json: body });
      saveAs(file.blob, file.filename ?? CAMPAIGN_EXPORT_FILENAME);
      notify('campaigns.exportSuccess', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'core.errors.somethingWentWrong', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SessionCanAccess resource="campaigns" action="export">
      <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={busy}>
        {translate('campaigns.exportCsv')}
      </Button>
    </SessionCanAccess>
  );
};
