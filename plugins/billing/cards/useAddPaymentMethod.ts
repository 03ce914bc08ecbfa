import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import type { AddPaymentMethodAnswer } from '../../../src/api/contract';
import type { AppDataProvider } from '../../../src/data/dataProvider';
import { useWrite } from '../../../src/data/useWrite';
import { cardSetupAdapter } from '../../../src/payments/cardSetupAdapters';
import type { CardSetupAdapter } from '../../../src/payments/vendorPort';
import { PAYMENT_CARDS_RESOURCE, type AccountUser } from './paymentCardsApi';
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
  const account = useAccountUser();
  const [step, setStep] = useState<CardSetupStep | null>(null);

  /** The next step, or null once the browser is on its way to the vendor's page. */
  const nextStep = async (dataProvider: AppDataProvider, user: AccountUser): Promise<CardSetupStep | null> => {
    const answer = await dataProvider.invoke<AddPaymentMethodAnswer>(PAYMENT_CARDS_RESOURCE, 'add', user);
    if (answer.payment_vendor === 'ameria') {
      const url = safePaymentUrl(answer.payment_url, window.location.origin);
      if (!url) return { kind: 'message', message: translate('billing.cards.vendorUnavailable') };
      window.location.assign(url);
      return null;
    }
    const adapter = cardSetupAdapter(answer.payment_vendor);
    if (!adapter?.configured) return { kind: 'message', message: translate('billing.cards.stripeNotConfigured') };
    const clientSecret = await dataProvider.invoke<string>(PAYMENT_CARDS_RESOURCE, 'clientToken', {});
    return { kind: 'form', adapter, clientSecret };
  };
  // One start however often the tile is clicked; a failure shows the server's message.
  const { run, pending } = useWrite({
    write: nextStep,
    onSuccess: (next) => {
      if (next) setStep(next);
    },
  });

  const start = useCallback(() => {
    if (account) void run(account);
  }, [account, run]);
  const close = useCallback(() => setStep(null), []);
  return { ready: account !== null, pending, step, start, close };
};
