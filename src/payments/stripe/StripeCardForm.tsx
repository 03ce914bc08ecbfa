import { Box, FormLabel, Stack, TextField, useTheme } from '@mui/material';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useLocaleState, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { useWrite } from '../../data/useWrite';
import { CardSetupActions } from '../CardSetupActions';
import { STRIPE_PUBLISHABLE_KEY } from '../stripeConfig';
import type { CardSetupFormProps } from '../vendorPort';

let stripeOnce: Promise<Stripe | null> | null = null;

/**
 * Stripe.js, loaded once and only when a Stripe form first opens: `/pure` injects its script on this
 * call rather than on import. The adapter is offered only when the key is set (stripeConfig.ts).
 */
const stripeJs = (): Promise<Stripe | null> => {
  stripeOnce ??= STRIPE_PUBLISHABLE_KEY ? loadStripe(STRIPE_PUBLISHABLE_KEY) : Promise.resolve(null);
  return stripeOnce;
};

const StripeCardFields = ({ clientSecret, onSaved, onCancel }: CardSetupFormProps) => {
  const translate = useTranslate();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  // A call to Stripe, not to our backend, yet a write all the same: one at a time, busy meanwhile.
  const save = useWrite({
    write: async (_dataProvider, holder: string) => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) return;
      // Stripe checks the card and runs any authentication itself; its error.message is the provider's.
      const { error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name: holder } } });
      if (error) setMessage(error.message ?? translate('core.errors.somethingWentWrong'));
      else onSaved();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(name.trim());
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={translate('billing.cards.form.label')}>
      <Stack spacing={2}>
        <TextField label={translate('billing.cards.form.name')} required autoComplete="cc-name" autoFocus value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Box>
          <FormLabel component="div" sx={{ mb: 1 }}>
            {translate('billing.cards.form.card')}
          </FormLabel>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid="stripe-card-element">
            <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: theme.palette.text.primary } } }} />
          </Box>
        </Box>
      </Stack>
      <CardSetupActions message={message} busy={save.pending} disabled={!stripe || name.trim() === ''} onCancel={onCancel} />
    </Box>
  );
};

/** The Stripe adapter of the vendor port: Stripe Elements' card field and confirmCardSetup with the setup secret. */
export const StripeCardForm = (props: CardSetupFormProps) => {
  const [locale] = useLocaleState();
  return (
    <Elements stripe={stripeJs()} options={{ locale: locale === 'ru' ? 'ru' : 'en' }}>
      <StripeCardFields {...props} />
    </Elements>
  );
};
