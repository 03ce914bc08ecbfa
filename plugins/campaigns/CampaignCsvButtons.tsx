import { Suspense, lazy, useState } from 'react';
import { Button } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useListContext, useTranslate } from 'ra-core';
import { CAMPAIGN_CSV_FILENAME } from '../../src/api/contract';
import { SessionCanAccess } from '../../src/auth/SessionCanAccess';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import type { CampaignListFilter } from './campaignList';

// Not in the list's first screen: the dialog's code loads on the first 'Upload edited CSV'.
const CampaignCsvDialog = lazy(() => import('./CampaignCsvDialog'));

/**
 * The CSV round trip's toolbar buttons, for whoever may edit campaigns (the bulk edit's
 * gate: a CSV is a bulk edit): 'Download for editing' saves the list's campaigns (its filters) as the
 * editable file; 'Upload edited CSV' opens the dry-run dialog.
 */
export const CampaignCsvButtons = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const download = useFileDownload<CampaignListFilter>({
    download: (dataProvider, filter) => dataProvider.invoke('campaign-csv', 'download', { filter }),
    fallbackName: () => CAMPAIGN_CSV_FILENAME,
  });
  return (
    <SessionCanAccess resource="campaigns" action="bulk">
      <LoadingButton loading={download.pending} startIcon={<EditNoteIcon />} onClick={() => void download.run(filterValues as CampaignListFilter)}>
        {translate('campaigns.csv.download')}
      </LoadingButton>
      <Button
        startIcon={<UploadFileIcon />}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        {translate('campaigns.csv.upload')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CampaignCsvDialog open={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </SessionCanAccess>
  );
};
