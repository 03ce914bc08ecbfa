import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { errorText } from '../../../src/api/errorText';
import { AddPaymentMethodTile } from './AddPaymentMethodTile';
import { CorporateCardsNote } from './CorporateCardsNote';
import { PaymentCardTile } from './PaymentCardTile';
import { useAmeriaReturn } from './useAmeriaReturn';
import { usePaymentCards } from './usePaymentCards';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, p: 0, m: 0 } as const;

/** The saved payment cards and the add-payment-method tile (spec 3 §2 "Billing page"). */
export const PaymentCards = () => {
  const translate = useTranslate();
  const { data: cards, isPending, error, refetch } = usePaymentCards();
  useAmeriaReturn();
  return (
    <Box component="section" aria-labelledby="payment-cards-heading" sx={{ mb: 4 }}>
      <Typography id="payment-cards-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('billing.cards.title')}
      </Typography>
      <CorporateCardsNote />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {translate('core.errors.retry')}
            </Button>
          }
        >
          {errorText(error, translate('core.errors.somethingWentWrong'))}
        </Alert>
      )}
      <Box component="ul" sx={GRID} aria-label={translate('billing.cards.title')} aria-busy={isPending || undefined}>
        {isPending && !error && <Skeleton component="li" variant="rounded" height={140} sx={{ listStyle: 'none' }} />}
        {cards?.map((card) => <PaymentCardTile key={card.id} card={card} />)}
        <AddPaymentMethodTile />
      </Box>
    </Box>
  );
};
