import { useEffect, useState } from 'react';
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
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { saveFile } from '../../../src/files/saveFile';
import { useFormContext, useWatch } from 'react-hook-form';
import type { WhitelistFile } from '../../../src/api/contract';
import type { DownloadedFile } from '../../../src/api/client';
import { errorText } from '../../../src/api/errorText';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { EDITOR_RESOURCE } from '../editorResource';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { useWhitelistDelete, useWhitelists } from './usePlacementData';
import { WhitelistUploadForm } from './WhitelistUploadForm';
import { useFormat } from '../../../src/format/useFormat';

const W = 'campaign-editor.placement.whitelists';

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

/** The space's whitelist files: list, download, delete (after a confirmation) and upload. */
export const WhitelistFiles = ({ space }: { space: number | null }) => {
  const format = useFormat();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const files = useWhitelists(space);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<{ error: unknown } | null>(null);
  // One delete however often Delete is clicked; its failure shows in the alert below.
  const deleting = useWhitelistDelete(space, { onFailure: (error) => setRemoveFailure({ error }) });
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
    setRemoveFailure(null);
    void deleting.run(confirming).then((outcome) => {
      if (outcome.status !== 'busy') setConfirming(null);
    });
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
              <ListItemText primary={file.name} secondary={translate(`${W}.detail`, { file: file.file_name, size: format.count(file.size) })} />
            </ListItem>
          ))}
        </List>
      )}
      {downloadError && (
        <Alert severity="error" role="alert">
          {downloadError}
        </Alert>
      )}
      {removeFailure && (
        <Alert severity="error" role="alert">
          {errorText(removeFailure.error, translate('campaign-editor.messages.somethingWentWrong'))}
        </Alert>
      )}
      <WhitelistUploadForm space={space} held={files.data?.length} />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="whitelist-delete-title">
        <DialogTitle id="whitelist-delete-title">{translate(`${W}.deleteTitle`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${W}.deleteText`, { name: confirming ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={deleting.pending}>
            {translate('ra.action.cancel')}
          </Button>
          <LoadingButton color="error" onClick={confirmDelete} loading={deleting.pending}>
            {translate('ra.action.delete')}
          </LoadingButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
