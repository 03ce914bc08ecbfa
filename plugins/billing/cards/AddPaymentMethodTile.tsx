import AddCardIcon from '@mui/icons-material/AddCard';
import { Card } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { CardSetupDialog } from './CardSetupDialog';
import { PAYMENT_CARDS_RESOURCE } from './paymentCardsApi';
import { useAddPaymentMethod } from './useAddPaymentMethod';

/** The add-payment-method tile (spec 3 §2) and its dialog. */
export const AddPaymentMethodTile = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { ready, pending, step, start, close } = useAddPaymentMethod();
  const saved = useCallback(() => {
    close();
    notify('billing.cards.added', { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: [PAYMENT_CARDS_RESOURCE, 'list'] });
  }, [close, notify, queryClient]);

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 140, borderStyle: 'dashed' }}>
      <LoadingButton startIcon={<AddCardIcon />} loading={pending} disabled={!ready} onClick={start} sx={{ height: '100%', width: '100%' }}>
        {translate('billing.cards.add')}
      </LoadingButton>
      <CardSetupDialog step={step} onSaved={saved} onClose={close} />
    </Card>
  );
};
