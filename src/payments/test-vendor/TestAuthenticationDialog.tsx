import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingButton } from '../../forms/LoadingButton';
import { useState } from 'react';
import type { Write } from '../../data/useWrite';

interface TestAuthenticationDialogProps {
  open: boolean;
  /** Sends the answer: true completes the step, false fails it. */
  answering: Pick<Write<boolean, unknown>, 'pending' | 'run'>;
}

/**
 * The test vendor's authentication step (3-D Secure, as Stripe's test page offers it): complete or
 * fail. Escape or a click outside fails it, as closing the bank's window would.
 */
export const TestAuthenticationDialog = ({ open, answering }: TestAuthenticationDialogProps) => {
  const translate = useTranslate();
  // Which answer is being sent: its button shows the spinner, both stay off meanwhile.
  const [sent, setSent] = useState<boolean | null>(null);
  const busy = answering.pending;
  const answer = (approve: boolean) => {
    if (busy) return;
    setSent(approve);
    void answering.run(approve);
  };
  return (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby="test-authentication-title">
      <DialogTitle id="test-authentication-title">{translate('billing.cards.authentication.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('billing.cards.authentication.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <LoadingButton onClick={() => answer(false)} loading={busy && sent === false} disabled={busy}>
          {translate('billing.cards.authentication.fail')}
        </LoadingButton>
        <LoadingButton onClick={() => answer(true)} loading={busy && sent === true} disabled={busy} variant="contained">
          {translate('billing.cards.authentication.complete')}
        </LoadingButton>
      </DialogActions>
    </Dialog>
  );
};
