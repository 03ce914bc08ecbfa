import {
  PAYMENT_METHOD_PATHS,
  type TestVendorAnswer,
  type TestVendorAuthenticateRequest,
  type TestVendorConfirmRequest,
} from '../api/contract';
import { callParams } from '../data/callParams';
import type { ResourceApi } from '../data/resourceApi';

/** The core resource of the offline test vendor's calls (the Stripe adapter talks to Stripe itself). */
export const CARD_SETUP_RESOURCE = 'card-setup';

/**
 * The test vendor's card processor (ours, in src/api/contract/payment-methods.ts): `confirm` sends the
 * typed card with the setup secret; `authenticate` answers the authentication step it may ask for.
 * Both answer the verdict (status succeeded, requires_action or failed with the provider's message).
 */
const cardSetupApi: ResourceApi = {
  custom: {
    confirm: ({ client }, params) => {
      const { signal, ...body } = callParams<TestVendorConfirmRequest>(params);
      return client.request<TestVendorAnswer>(PAYMENT_METHOD_PATHS.testVendorConfirm, { method: 'POST', json: body, signal });
    },
    authenticate: ({ client }, params) => {
      const { signal, ...body } = callParams<TestVendorAuthenticateRequest>(params);
      return client.request<TestVendorAnswer>(PAYMENT_METHOD_PATHS.testVendorAuthenticate, { method: 'POST', json: body, signal });
    },
  },
};

export default cardSetupApi;
