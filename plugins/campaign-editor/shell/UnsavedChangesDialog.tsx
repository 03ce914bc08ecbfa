import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** The leave confirmation of spec 2 §2: title "unsaved changes", Stay or Leave. */
export const UnsavedChangesDialog = ({ open, onStay, onLeave }: UnsavedChangesDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{translate('campaign-editor.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('campaign-editor.unsaved.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="contained" autoFocus>
          {translate('campaign-editor.unsaved.stay')}
        </Button>
        <Button onClick={onLeave} color="error">
          {translate('campaign-editor.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
