import { useEffect, useState, type FormEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { saveFile } from '../../../src/files/saveFile';
import { useFormContext, useWatch } from 'react-hook-form';
import { WHITELIST_MAX_FILES, type WhitelistFile } from '../../../src/api/contract';
import type { DownloadedFile } from '../../../src/api/client';
import { errorText } from '../../../src/api/errorText';
import { isApiError } from '../../../src/api/HttpError';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { EDITOR_RESOURCE } from '../editorResource';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { useWhitelistDelete, useWhitelistUpload, useWhitelists } from './usePlacementData';
import { formatCount } from '../../../src/domain/money';

const W = 'campaign-editor.placement.whitelists';

/**
 * A refusal's lines: the envelope's type.message, then the reason given per field (the mock says
 * which limit in `errors.file` / `errors.name`: a sixth file, the size, the type, a taken name).
 */
const refusalLines = (error: unknown, fallback: string): string[] => {
  const lines = [errorText(error, fallback), ...(isApiError(error) ? Object.values(error.body.errors ?? {}) : [])];
  return lines.filter((line, index) => lines.indexOf(line) === index);
};

/**
 * has_whitelist is offered only while the space has whitelist files; when the server lists none it is
 * reset to false (spec 2 §4), dirtying the form so the next save stores it.
 */
const WhitelistToggle = ({ files }: { files: readonly WhitelistFile[] | undefined }) => {
  const { setValue } = useFormContext();
  const hasWhitelist: unknown = useWatch({ name: 'has_whitelist' });
  const none = files !== undefined && files.length === 0;
  useEffect(() => {
    if (none && hasWhitelist === true) setValue('has_whitelist', false, { shouldDirty: true });
  }, [none, hasWhitelist, setValue]);
  if (!files || files.length === 0) return null;
  return <SwitchInput source="has_whitelist" label="campaign-editor.placement.fields.hasWhitelist" helperText="campaign-editor.placement.hints.hasWhitelist" />;
};

/** Name + CSV file; the server's refusal (wrong type, 10,485,760 bytes or more, a sixth file) shows its type.message. */
const UploadForm = ({ space, full }: { space: number | null; full: boolean }) => {
  const translate = useTranslate();
  const upload = useWhitelistUpload(space);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const submit = (event: FormEvent) => {
    // Inside the campaign's form: this small form must not submit the campaign.
    event.preventDefault();
    event.stopPropagation();
    if (!file || !name.trim()) return;
    upload.mutate(
      { name: name.trim(), file },
      {
        onSuccess: () => {
          setName('');
          setFile(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  };
  return (
    <Stack component="div" role="group" aria-label={translate(`${W}.upload`)} spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField label={translate(`${W}.name`)} value={name} onChange={(event) => setName(event.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button component="label" variant="outlined">
          {translate(`${W}.chooseFile`)}
          <input
            key={inputKey}
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate(`${W}.file`)}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{file ? file.name : translate(`${W}.noFile`)}</Typography>
        <Button variant="contained" onClick={submit} disabled={!file || !name.trim() || upload.isPending}>
          {translate(`${W}.uploadAction`)}
        </Button>
      </Stack>
      <FormHelperText sx={{ m: 0 }}>{translate(full ? `${W}.full` : `${W}.limits`, { max: WHITELIST_MAX_FILES })}</FormHelperText>
      {upload.isError && (
        <Alert severity="error" role="alert">
          {refusalLines(upload.error, translate('campaign-editor.messages.somethingWentWrong')).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
};

/** The space's whitelist files: list, download, delete (after a confirmation) and upload. */
export const WhitelistFiles = ({ space }: { space: number | null }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const files = useWhitelists(space);
  const remove = useWhitelistDelete(space);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const list = files.data ?? [];

  const download = async (file: WhitelistFile) => {
    setDownloadError(null);
    try {
      const answer = await dataProvider.invoke<DownloadedFile>(EDITOR_RESOURCE, 'whitelistDownload', { space, name: file.name });
      await saveFile(answer, file.file_name);
    } catch (error) {
      setDownloadError(errorText(error, translate('campaign-editor.messages.somethingWentWrong')));
    }
  };

  const confirmDelete = () => {
    if (confirming === null) return;
    remove.mutate(confirming, { onSettled: () => setConfirming(null) });
  };

  return (
    <Stack spacing={2}>
      <WhitelistToggle files={files.data} />
      <Typography variant="subtitle1" component="h4" id="whitelist-files-heading">
        {translate(`${W}.title`)}
      </Typography>
      {files.isError && <Alert severity="error">{errorText(files.error, translate('campaign-editor.messages.somethingWentWrong'))}</Alert>}
      {files.isSuccess && list.length === 0 && <Typography variant="body2">{translate(`${W}.none`)}</Typography>}
      {list.length > 0 && (
        <List dense aria-labelledby="whitelist-files-heading">
          {list.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <>
                  <IconButton onClick={() => void download(file)} aria-label={translate(`${W}.download`, { name: file.name })}>
                    <DownloadIcon />
                  </IconButton>
                  <IconButton onClick={() => setConfirming(file.name)} aria-label={translate(`${W}.delete`, { name: file.name })}>
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={file.name} secondary={translate(`${W}.detail`, { file: file.file_name, size: formatCount(file.size) })} />
            </ListItem>
          ))}
        </List>
      )}
      {downloadError && (
        <Alert severity="error" role="alert">
          {downloadError}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" role="alert">
          {errorText(remove.error, translate('campaign-editor.messages.somethingWentWrong'))}
        </Alert>
      )}
      <UploadForm space={space} full={list.length >= WHITELIST_MAX_FILES} />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="whitelist-delete-title">
        <DialogTitle id="whitelist-delete-title">{translate(`${W}.deleteTitle`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${W}.deleteText`, { name: confirming ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" onClick={confirmDelete} disabled={remove.isPending}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
