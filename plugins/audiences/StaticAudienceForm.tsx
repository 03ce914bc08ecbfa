import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { AUDIENCE_LIMITS } from '../../src/api/contract';
import { audienceFileProblem, audienceNameProblem } from '../../src/domain/audienceRules';
import { formatCount } from '../../src/domain/money';
import { LoadingButton } from '../../src/forms/LoadingButton';
import { UnsavedChangesDialog } from '../../src/forms/UnsavedChangesDialog';
import { useLeaveConfirmation } from '../../src/forms/useLeaveConfirmation';
import { UploadBox } from '../../src/widgets/upload-box/UploadBox';
import { AudienceUploadProgress } from './AudienceUploadProgress';
import { uploadRefusal, type UploadRefusal } from './uploadRefusal';
import { useAudienceUpload } from './useAudienceUpload';

interface StaticAudienceFormProps {
  onDone(): void;
  onCancel(): void;
}

/**
 * Static creation (spec 3 §5 "Audience upload"): a name and a CSV file through the shared upload box.
 * The browser checks what it can (name, a CSV, the size, not empty) with the shared rules; the server
 * reads every line and its refusals show in place, in the page's language. While the file travels a
 * bar shows the percentage sent (the client's upload reports it), then "checking the file" while the
 * server counts the lines.
 */
export const StaticAudienceForm = ({ onDone, onCancel }: StaticAudienceFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<UploadRefusal>({});
  const [sent, setSent] = useState(0);
  const leave = useLeaveConfirmation(name.trim() !== '' || file !== null);
  const upload = useAudienceUpload({
    onSuccess: () => {
      notify('audiences.messages.created', { type: 'success' });
      onDone();
    },
    onFailure: (error) => setRefusal(uploadRefusal(error, translate)),
  });

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    const problem = chosen ? audienceFileProblem(chosen) : null;
    setRefusal(({ name: nameError }) => ({ ...(nameError ? { name: nameError } : {}), ...(problem ? { file: translate(`audiences.file.${problem}`) } : {}) }));
  };
  const send = () => {
    const nameProblem = audienceNameProblem(name);
    const fileProblem = audienceFileProblem(file);
    if (nameProblem || fileProblem || !file) {
      setRefusal({
        ...(nameProblem ? { name: translate(`audiences.validation.${nameProblem}`) } : {}),
        ...(fileProblem ? { file: translate(`audiences.file.${fileProblem}`) } : {}),
      });
      notify('audiences.messages.fillRequired', { type: 'error' });
      return;
    }
    setRefusal({});
    setSent(0);
    // Whole percents: the bar moves on each one, not on every progress event.
    void upload.run({ name, file, onProgress: ({ loaded, total }) => setSent(total > 0 ? Math.floor((loaded * 100) / total) : 0) });
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('audiences.fields.name')}
            value={name}
            required
            onChange={(event) => {
              setName(event.target.value);
              setRefusal(({ file: fileError }) => (fileError ? { file: fileError } : {}));
            }}
            error={Boolean(refusal.name)}
            helperText={refusal.name ?? ' '}
            slotProps={{ htmlInput: { maxLength: AUDIENCE_LIMITS.name } }}
            disabled={upload.pending}
          />
          <UploadBox
            label={translate('audiences.file.label')}
            hint={translate('audiences.file.hint')}
            accept=".csv,text/csv"
            busy={upload.pending}
            error={refusal.file ?? null}
            onFiles={choose}
          />
          {file && (
            <Typography variant="body2" data-testid="audience-file">
              {translate('audiences.file.chosen', { name: file.name, size: formatCount(Math.ceil(file.size / 1024)) })}
            </Typography>
          )}
          {upload.pending && <AudienceUploadProgress percent={sent} />}
          {refusal.form && <Alert severity="error">{refusal.form}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={upload.pending}>
          {translate('audiences.create.cancel')}
        </Button>
        <LoadingButton variant="contained" loading={upload.pending} onClick={send}>
          {translate('audiences.create.upload')}
        </LoadingButton>
      </DialogActions>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </>
  );
};
