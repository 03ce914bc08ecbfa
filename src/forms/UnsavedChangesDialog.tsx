import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/**
 * The leave-page confirmation's dialog (spec 2 §2, spec 3's shared widgets): title "unsaved
 * changes", Stay or Leave. Driven by useLeaveConfirmation; closing it any other way means Stay.
 */
export const UnsavedChangesDialog = ({ open, onStay, onLeave }: UnsavedChangesDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{translate('core.unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('core.unsavedChanges.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="contained" autoFocus>
          {translate('core.unsavedChanges.stay')}
        </Button>
        <Button onClick={onLeave} color="error">
          {translate('core.unsavedChanges.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
