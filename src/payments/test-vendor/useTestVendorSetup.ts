import { useCallback, useState } from 'react';
import type { TestVendorAnswer } from '../../api/contract';
import { errorText } from '../../api/errorText';
import { useWrite } from '../../data/useWrite';
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
  const [step, setStep] = useState<TestVendorStep>({ kind: 'form', message: null });

  const settle = useCallback(
    (answer: TestVendorAnswer | null) => {
      if (answer === null) return;
      if (answer.status === 'succeeded') onSaved();
      else if (answer.status === 'requires_action') setStep({ kind: 'authenticate', authenticationId: answer.authentication_id });
      else setStep({ kind: 'form', message: answer.error.message });
    },
    [onSaved],
  );
  // The provider's words go under the form, as a refused card's do, not to the notification bar.
  const failed = { onSuccess: settle, onFailure: (error: unknown) => setStep({ kind: 'form', message: errorText(error, messages.failed) }), notifyFailure: false };

  const confirming = useWrite({
    write: async (dataProvider, fields: TestCardFields) => {
      const expiry = parseExpiry(fields.expiry);
      if (!expiry) {
        setStep({ kind: 'form', message: messages.expiry });
        return null;
      }
      const params = { client_secret: clientSecret, number: fields.number, exp_month: expiry.month, exp_year: expiry.year, cvc: fields.cvc.trim(), name: fields.name };
      return dataProvider.invoke<TestVendorAnswer>(CARD_SETUP_RESOURCE, 'confirm', params);
    },
    ...failed,
  });

  const authenticating = useWrite({
    write: async (dataProvider, approve: boolean) => {
      if (step.kind !== 'authenticate') return null;
      const params = { client_secret: clientSecret, authentication_id: step.authenticationId, approve };
      return dataProvider.invoke<TestVendorAnswer>(CARD_SETUP_RESOURCE, 'authenticate', params);
    },
    ...failed,
  });

  return { step, confirming, authenticating };
};
