import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { PaymentMethod } from '../../../src/api/contract';
import { UNRECOGNISED_CARD_BRAND, cardBrandName, isCardBrandCode } from '../../../src/domain/cardBrands';
import { LoadingButton } from '../../../src/forms/LoadingButton';
import { CardBrandMark } from './CardBrandMark';
import { DeleteCardDialog } from './DeleteCardDialog';
import { useCardChange } from './usePaymentCards';

/** Spec 3 §4 "Payment cards": idle, submitting (setting default), deleting; one at a time per card. */
export type PaymentCardState = 'idle' | 'submitting' | 'deleting';

const expiry = (card: PaymentMethod): string => `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

/** A brand's own name (Visa, Mir: not translated); code 14, or anything outside 1–14, in the user's language. */
export const useBrandName = (code: number): string => {
  const translate = useTranslate();
  return isCardBrandCode(code) && code !== UNRECOGNISED_CARD_BRAND ? cardBrandName(code) : translate('billing.cards.unrecognisedBrand');
};

/** One saved card: brand, last four digits, expiry, name, the default marker, Set as default and Delete. */
export const PaymentCardTile = ({ card }: { card: PaymentMethod }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const setDefault = useCardChange('makeDefault');
  const deleteCard = useCardChange('remove', () => setAsking(false));
  const state: PaymentCardState = setDefault.pending ? 'submitting' : deleteCard.pending ? 'deleting' : 'idle';
  const brand = useBrandName(card.credit_card_type_key);
  const label = translate('billing.cards.cardLabel', { brand, last4: card.card_number });

  return (
    <Card variant="outlined" component="li" aria-label={label} data-state={state} data-card-id={card.id} sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CardBrandMark code={card.credit_card_type_key} name={brand} />
          <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {translate('billing.cards.masked', { last4: card.card_number })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {card.is_default && <Chip size="small" color="primary" label={translate('billing.cards.default')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('billing.cards.expires', { date: expiry(card) })}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {card.client_name}
        </Typography>
      </CardContent>
      <CardActions>
        {!card.is_default && (
          <LoadingButton size="small" loading={setDefault.pending} disabled={state !== 'idle'} onClick={() => void setDefault.run(card.id)}>
            {translate('billing.cards.makeDefault')}
          </LoadingButton>
        )}
        <Button size="small" color="error" disabled={state !== 'idle'} onClick={() => setAsking(true)} aria-label={translate('billing.cards.deleteLabel', { card: label })}>
          {translate('billing.cards.delete.button')}
        </Button>
      </CardActions>
      <DeleteCardDialog open={asking} cardLabel={label} deleting={deleteCard.pending} onConfirm={() => void deleteCard.run(card.id)} onClose={() => setAsking(false)} />
    </Card>
  );
};
