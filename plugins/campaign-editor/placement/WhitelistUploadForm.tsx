import { useState, type FormEvent } from 'react';
import { Alert, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { WHITELIST_MAX_BYTES, WHITELIST_MAX_FILES } from '../../../src/api/contract';
import { errorText } from '../../../src/api/errorText';
import { isApiError } from '../../../src/api/HttpError';
import { whitelistFileProblem, whitelistsFull, type WhitelistFileProblem } from '../../../src/domain/whitelistFiles';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { useWhitelistUpload } from './usePlacementData';

const W = 'campaign-editor.placement.whitelists';
const LIMITS = { max: String(WHITELIST_MAX_FILES), bytes: String(WHITELIST_MAX_BYTES) };

/**
 * A refusal's lines: the envelope's type.message, then the reason given per field (the mock says
 * which limit in `errors.file` / `errors.name`: a taken name, or a sixth file another tab stored).
 */
const refusalLines = (error: unknown, fallback: string): string[] => {
  const lines = [errorText(error, fallback), ...(isApiError(error) ? Object.values(error.body.errors ?? {}) : [])];
  return lines.filter((line, index) => lines.indexOf(line) === index);
};

/**
 * Name + CSV file (spec 2 §5 "CSV, under 10485760 bytes, at most 5 files"). A file is checked when it
 * is chosen, by the rule the server applies (src/domain/whitelistFiles.ts), so a wrong one is refused
 * at once in the user's language and never sent; with 5 files held nothing can be chosen or uploaded.
 * The server checks again, and its refusal (a name taken, files stored meanwhile elsewhere) shows its
 * type.message and reasons. `held`: the files the space holds, unknown while the list loads.
 */
export const WhitelistUploadForm = ({ space, held }: { space: number | null; held: number | undefined }) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<WhitelistFileProblem | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A new input after each choice, so the same file chosen again (after fixing it) is seen again.
  const [inputKey, setInputKey] = useState(0);
  const upload = useWhitelistUpload(space, {
    onSuccess: () => {
      setName('');
      setFile(null);
      setInputKey((key) => key + 1);
    },
    onFailure: (error) => setFailure({ error }),
  });
  const full = held !== undefined && whitelistsFull(held);

  const choose = (chosen: File | null) => {
    setFailure(null);
    const problem = chosen ? whitelistFileProblem(chosen, held ?? 0) : null;
    setRefusal(problem);
    setFile(problem ? null : chosen);
    if (problem) setInputKey((key) => key + 1);
  };

  const submit = (event: FormEvent) => {
    // Inside the campaign's form: this small form must not submit the campaign.
    event.preventDefault();
    event.stopPropagation();
    if (!file || !name.trim() || full) return;
    setFailure(null);
    void upload.run({ name: name.trim(), file });
  };

  return (
    <Stack component="div" role="group" aria-label={translate(`${W}.upload`)} spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={translate(`${W}.name`)} value={name} onChange={(event) => setName(event.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button component="label" variant="outlined" disabled={full}>
          {translate(`${W}.chooseFile`)}
          <input
            key={inputKey}
            hidden
            type="file"
            accept=".csv,text/csv"
            disabled={full}
            aria-label={translate(`${W}.file`)}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : translate(`${W}.noFile`)}</Typography>
        <LoadingButton variant="contained" onClick={submit} loading={upload.pending} disabled={!file || !name.trim() || full}>
          {translate(`${W}.uploadAction`)}
        </LoadingButton>
      </Stack>
      <FormHelperText sx={{ m: 0 }}>{translate(full ? `${W}.full` : `${W}.limits`, { max: WHITELIST_MAX_FILES })}</FormHelperText>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(`${W}.refusals.${refusal}`, LIMITS)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {refusalLines(failure.error, translate('campaign-editor.messages.somethingWentWrong')).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
};
