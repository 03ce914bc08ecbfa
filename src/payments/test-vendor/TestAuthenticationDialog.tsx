import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../forms/LoadingButton';
import { useBusyAction } from '../../forms/useBusyAction';

interface TestAuthenticationDialogProps {
  open: boolean;
  onAnswer(approve: boolean): Promise<void>;
}

/**
 * The test vendor's authentication step (3-D Secure, as Stripe's test page offers it): complete or
 * fail. Escape or a click outside fails it, as closing the bank's window would.
 */
export const TestAuthenticationDialog = ({ open, onAnswer }: TestAuthenticationDialogProps) => {
  const translate = useTranslate();
  const complete = useBusyAction(() => onAnswer(true));
  const fail = useBusyAction(() => onAnswer(false));
  const busy = complete.busy || fail.busy;
  return (
    <Dialog open={open} onClose={() => void (busy ? undefined : fail.run())} aria-labelledby="test-authentication-title">
      <DialogTitle id="test-authentication-title">{translate('billing.cards.authentication.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('billing.cards.authentication.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <LoadingButton onClick={() => void fail.run()} loading={fail.busy} disabled={busy}>
          {translate('billing.cards.authentication.fail')}
        </LoadingButton>
        <LoadingButton onClick={() => void complete.run()} loading={complete.busy} disabled={busy} variant="contained">
          {translate('billing.cards.authentication.complete')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
