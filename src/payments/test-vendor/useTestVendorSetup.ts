import { useCallback, useState } from 'react';
import type { TestVendorAnswer } from '../../api/contract';
import { errorText } from '../../api/errorText';
import { useAppDataProvider } from '../../data/useInvokeQuery';
import { CARD_SETUP_RESOURCE } from '../cardSetupApi';
import { parseExpiry } from './expiry';

export interface TestCardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Where the setup stands: typing (with the provider's last message, if any), or waiting for authentication. */
export type TestVendorStep = { kind: 'form'; message: string | null } | { kind: 'authenticate'; authenticationId: string };

/**
 * The test vendor's card setup, as Stripe's confirmCardSetup runs it: confirm the card; a refusal
 * leaves the provider's message for under the form; an authentication step waits for the user's
 * answer, then decides. `onSaved` runs once the card is stored.
 */
export const useTestVendorSetup = (clientSecret: string, onSaved: () => void, messages: { expiry: string; failed: string }) => {
  const dataProvider = useAppDataProvider();
  const [step, setStep] = useState<TestVendorStep>({ kind: 'form', message: null });

  const settle = useCallback(
    (answer: TestVendorAnswer) => {
      if (answer.status === 'succeeded') onSaved();
      else if (answer.status === 'requires_action') setStep({ kind: 'authenticate', authenticationId: answer.authentication_id });
      else setStep({ kind: 'form', message: answer.error.message });
    },
    [onSaved],
  );

  const confirm = useCallback(
    async (fields: TestCardFields) => {
      const expiry = parseExpiry(fields.expiry);
      if (!expiry) {
        setStep({ kind: 'form', message: messages.expiry });
        return;
      }
      try {
        const params = { client_secret: clientSecret, number: fields.number, exp_month: expiry.month, exp_year: expiry.year, cvc: fields.cvc.trim(), name: fields.name };
        settle(await dataProvider.invoke<TestVendorAnswer>(CARD_SETUP_RESOURCE, 'confirm', params));
      } catch (error) {
        setStep({ kind: 'form', message: errorText(error, messages.failed) });
      }
    },
    [clientSecret, dataProvider, messages.expiry, messages.failed, settle],
  );

  const authenticate = useCallback(
    async (approve: boolean) => {
      if (step.kind !== 'authenticate') return;
      try {
        const params = { client_secret: clientSecret, authentication_id: step.authenticationId, approve };
        settle(await dataProvider.invoke<TestVendorAnswer>(CARD_SETUP_RESOURCE, 'authenticate', params));
      } catch (error) {
        setStep({ kind: 'form', message: errorText(error, messages.failed) });
      }
    },
    [clientSecret, dataProvider, messages.failed, settle, step],
  );

  return { step, confirm, authenticate };
};
