import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../../src/forms/LoadingButton';

interface DeleteCardDialogProps {
  open: boolean;
  /** "Visa •••• 4242": the card the question is about. */
  cardLabel: string;
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a card is removed. Escape, a click outside and Cancel keep it. */
export const DeleteCardDialog = ({ open, cardLabel, deleting, onConfirm, onClose }: DeleteCardDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={deleting ? undefined : onClose} aria-labelledby="delete-card-title">
      <DialogTitle id="delete-card-title">{translate('billing.cards.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('billing.cards.delete.message', { card: cardLabel })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting} autoFocus>
          {translate('billing.cards.delete.cancel')}
        </Button>
        <LoadingButton onClick={onConfirm} loading={deleting} color="error" variant="contained">
          {translate('billing.cards.delete.confirm')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
