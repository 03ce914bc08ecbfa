import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../src/forms/LoadingButton';

interface DeleteAudienceDialogProps {
  /** The audience the question is about; the dialog is closed without one. */
  name: string | null;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an audience is deleted. Escape, a click outside and Cancel keep it. */
export const DeleteAudienceDialog = ({ name, deleting, onConfirm, onClose }: DeleteAudienceDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={name !== null} onClose={deleting ? undefined : onClose} aria-labelledby="delete-audience-title">
      <DialogTitle id="delete-audience-title">{translate('audiences.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('audiences.delete.message', { name: name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          {translate('audiences.delete.cancel')}
        </Button>
        <LoadingButton onClick={onConfirm} loading={deleting} color="error" variant="contained">
          {translate('audiences.delete.confirm')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
