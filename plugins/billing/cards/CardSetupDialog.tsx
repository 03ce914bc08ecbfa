import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense } from 'react';
import type { CardSetupStep } from './useAddPaymentMethod';

interface CardSetupDialogProps {
  step: CardSetupStep | null;
  onSaved(): void;
  onClose(): void;
}

/** The add-card dialog: the vendor's form (loaded on first use), or why there is none. Escape closes it. */
export const CardSetupDialog = ({ step, onSaved, onClose }: CardSetupDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={step !== null} onClose={onClose} aria-labelledby="card-setup-title" fullWidth maxWidth="xs">
      <DialogTitle id="card-setup-title">{translate('billing.cards.addTitle')}</DialogTitle>
      {step?.kind === 'form' && (
        <DialogContent>
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label={translate('billing.cards.loadingForm')} />
              </Box>
            }
          >
            <step.adapter.Form clientSecret={step.clientSecret} onSaved={onSaved} onCancel={onClose} />
          </Suspense>
        </DialogContent>
      )}
      {step?.kind === 'message' && (
        <>
          <DialogContent>
            <Alert severity="warning">{step.message}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('billing.cards.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
