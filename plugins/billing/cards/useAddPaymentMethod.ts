import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import type { AddPaymentMethodAnswer } from '../../../src/api/contract';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { useNotifyFailure } from '../../../src/hooks/useNotifyFailure';
import { cardSetupAdapter } from '../../../src/payments/cardSetupAdapters';
import type { CardSetupAdapter } from '../../../src/payments/vendorPort';
import { PAYMENT_CARDS_RESOURCE } from './paymentCardsApi';
import { safePaymentUrl } from './paymentUrl';
import { useAccountUser } from './usePaymentCards';

/** The add dialog's content: a vendor's form with its setup secret, or a message instead of one. */
export type CardSetupStep = { kind: 'form'; adapter: CardSetupAdapter; clientSecret: string } | { kind: 'message'; message: string };

/**
 * The add-payment-method tile's action (spec 3 §7): ask which vendor sets the card up for the account;
 * ameria sends the browser to its page; a card-form vendor gets a setup secret and opens its form. A
 * vendor this build cannot use (Stripe without its key) opens the dialog with a message saying so.
 */
export const useAddPaymentMethod = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notifyFailure = useNotifyFailure();
  const account = useAccountUser();
  const [step, setStep] = useState<CardSetupStep | null>(null);

  const start = useCallback(async () => {
    if (!account) return;
    try {
      const answer = await dataProvider.invoke<AddPaymentMethodAnswer>(PAYMENT_CARDS_RESOURCE, 'add', account);
      if (answer.payment_vendor === 'ameria') {
        const url = safePaymentUrl(answer.payment_url, window.location.origin);
        if (url) window.location.assign(url);
        else setStep({ kind: 'message', message: translate('billing.cards.vendorUnavailable') });
        return;
      }
      const adapter = cardSetupAdapter(answer.payment_vendor);
      if (!adapter?.configured) {
        setStep({ kind: 'message', message: translate('billing.cards.stripeNotConfigured') });
        return;
      }
      const clientSecret = await dataProvider.invoke<string>(PAYMENT_CARDS_RESOURCE, 'clientToken', {});
      setStep({ kind: 'form', adapter, clientSecret });
    } catch (error) {
      notifyFailure(error);
    }
  }, [account, dataProvider, notifyFailure, translate]);

  const close = useCallback(() => setStep(null), []);
  return { ready: account !== null, step, start, close };
};
