import { Alert, Button, DialogActions } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../forms/LoadingButton';

interface CardSetupActionsProps {
  /** The provider's message for the last attempt, shown under the form (spec 3 §8). */
  message: string | null;
  busy: boolean;
  disabled?: boolean;
  onCancel(): void;
}

/** What every card-setup form ends with: the provider's message, then Cancel and Save card. */
export const CardSetupActions = ({ message, busy, disabled = false, onCancel }: CardSetupActionsProps) => {
  const translate = useTranslate();
  return (
    <>
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="card-setup-message">
          {message}
        </Alert>
      )}
      <DialogActions sx={{ px: 0, pt: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {translate('billing.cards.form.cancel')}
        </Button>
        <LoadingButton type="submit" variant="contained" loading={busy} disabled={busy || disabled}>
          {translate('billing.cards.form.save')}
        </LoadingButton>
      </DialogActions>
    </>
  );
};
