import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

interface RemoveIncludeDialogProps {
  open: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Spec 3 §4: removing the last include action while exclude actions exist asks first; confirming clears the excludes. */
export const RemoveIncludeDialog = ({ open, onConfirm, onClose }: RemoveIncludeDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="remove-include-title">
      <DialogTitle id="remove-include-title">{translate('audiences.removeInclude.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('audiences.removeInclude.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('audiences.removeInclude.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {translate('audiences.removeInclude.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
