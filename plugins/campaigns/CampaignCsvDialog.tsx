import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'ra-core';
import { CAMPAIGN_CSV_LIMITS, CAMPAIGN_CSV_RESULTS_FILENAME, type CampaignCsvApplied, type CampaignCsvDryRun } from '../../src/api/contract';
import { isApiError } from '../../src/api/HttpError';
import { errorText } from '../../src/api/errorText';
import { useWrite } from '../../src/data/useWrite';
import { useFileDownload } from '../../src/files/useFileDownload';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { UploadBox } from '../../src/widgets/upload-box/UploadBox';
import { CampaignCsvRows } from './CampaignCsvRows';

interface Props {
  open: boolean;
  onClose(): void;
}

/** Why a file was refused whole: the server's words under the file (errors.file), else its type.message. */
const fileRefusal = (error: unknown, fallback: string): string => {
  const file = isApiError(error) ? error.body.errors?.file : undefined;
  return typeof file === 'string' && file !== '' ? file : errorText(error, fallback);
};

/**
 * 'Upload edited CSV', loaded on its first opening: the file goes to the server's dry
 * run, whose table shows what each line would change and what is refused; 'Apply all valid rows'
 * applies them (each line on its own), 'Cancel' applies nothing. The applied result per line is shown
 * and can be downloaded. The list is refreshed once the apply is answered, so its rows show the new values.
 */
const CampaignCsvDialog = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [dryRun, setDryRun] = useState<CampaignCsvDryRun | null>(null);
  const [applied, setApplied] = useState<CampaignCsvApplied | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fallback = translate('core.errors.somethingWentWrong');

  // The file's refusal is said under the file, not in the notification bar.
  const upload = useWrite({
    write: (dataProvider, file: File) => dataProvider.invoke<CampaignCsvDryRun>('campaign-csv', 'dryRun', { file }),
    onSuccess: (answer) => setDryRun(answer),
    onFailure: (error) => setRefusal(fileRefusal(error, fallback)),
    notifyFailure: false,
  });
  // A double click on 'Apply all valid rows' sends one request (the server would answer the same anyway).
  const applying = useWrite({
    write: (dataProvider, token: string) => dataProvider.invoke<CampaignCsvApplied>('campaign-csv', 'apply', { token }),
    onSuccess: (answer) => {
      setApplied(answer);
      // The list behind the dialog shows the applied values at once.
      refresh();
    },
  });
  const downloading = useFileDownload<string>({
    download: (provider, token) => provider.invoke('campaign-csv', 'results', { token }),
    fallbackName: () => CAMPAIGN_CSV_RESULTS_FILENAME,
  });

  const reset = () => {
    setDryRun(null);
    setApplied(null);
    setRefusal(null);
  };
  const close = () => {
    if (applying.pending) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="campaign-csv-title">
      <DialogTitle id="campaign-csv-title">{translate('campaigns.csv.dialogTitle')}</DialogTitle>
      <DialogContent>
        {!dryRun && (
          <UploadBox
            label={translate('campaigns.csv.fileLabel')}
            hint={translate('campaigns.csv.fileHint', { rows: CAMPAIGN_CSV_LIMITS.maxRows, megabytes: CAMPAIGN_CSV_LIMITS.maxFileBytes / (1024 * 1024) })}
            accept=".csv,text/csv"
            busy={upload.pending}
            error={refusal}
            onFiles={([file]) => {
              if (!file || upload.pending) return;
              setRefusal(null);
              void upload.run(file);
            }}
          />
        )}
        {dryRun && !applied && (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h2">
              {translate('campaigns.csv.dryRunTitle')}
            </Typography>
            <Alert severity={dryRun.counts.refused > 0 ? 'warning' : 'info'} data-testid="csv-dry-run-summary">
              {translate('campaigns.csv.dryRunSummary', dryRun.counts)}
            </Alert>
            <CampaignCsvRows label={translate('campaigns.csv.dryRunTitle')} rows={dryRun.rows} okText={translate('campaigns.csv.willChange')} moderationText={translate('campaigns.csv.willModerate')} />
          </Stack>
        )}
        {applied && (
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h2">
              {translate('campaigns.csv.appliedTitle')}
            </Typography>
            <Alert severity={applied.counts.refused > 0 ? 'warning' : 'success'} data-testid="csv-applied-summary">
              {translate('campaigns.csv.appliedSummary', applied.counts)}
            </Alert>
            <CampaignCsvRows label={translate('campaigns.csv.appliedTitle')} rows={applied.rows} okText={translate('campaigns.csv.changed')} moderationText={translate('campaigns.csv.changedModerate')} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {dryRun && !applied && (
          <>
            <Button onClick={close} disabled={applying.pending}>
              {translate('campaigns.csv.cancel')}
            </Button>
            <LoadingButton variant="contained" loading={applying.pending} disabled={dryRun.counts.changed === 0} onClick={() => void applying.run(dryRun.token)}>
              {translate('campaigns.csv.applyAll')}
            </LoadingButton>
          </>
        )}
        {applied && (
          <LoadingButton loading={downloading.pending} onClick={() => void downloading.run(applied.token)}>
            {translate('campaigns.csv.downloadResults')}
          </LoadingButton>
        )}
        {(!dryRun || applied) && <Button onClick={close}>{translate('campaigns.csv.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
};

export default CampaignCsvDialog;
