import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { CampaignRecord } from '../../../src/api/contract';
import { lastListLocation } from '../../../src/campaign/listLocation';
import { PerformanceReportBlock } from '../basic-info/PerformanceReportBlock';
import { EditorHeading } from './EditorHeading';

/**
 * The editor's page for an account that may change nothing in it (e.g. the analyst persona: reports
 * only). Decision: rather than an empty editor with a form it cannot see or save, it shows the
 * campaign's name and status, says plainly that this account cannot change campaign settings, keeps
 * what the account may read (the performance card with its report link, PAGE_REPORTS, for a status
 * that has figures) and offers Cancel back to the last list page. No footer: there is nothing to save.
 * /campaign/create shows the same notice without CAMPAIGN_EDIT (the list hides its add button then):
 * a new campaign that could never be saved is not offered.
 */
export const CampaignNoAccess = ({ record }: { record: CampaignRecord | undefined }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <>
      <EditorHeading record={record} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="info" data-testid="editor-no-access">
          {translate('campaign-editor.noAccess.message')}
        </Alert>
        <PerformanceReportBlock record={record} />
        <Box>
          <Button variant="outlined" onClick={() => navigate(lastListLocation())}>
            {translate('campaign-editor.footer.cancel')}
          </Button>
        </Box>
      </Stack>
    </>
  );
};
