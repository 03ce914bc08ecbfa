import type {
  RegistrationCompletePayload,
  RegistrationPayload,
  RegistrationTokenInfo,
  ResetPasswordFinishPayload,
} from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import { fetchCountryList } from '../../src/data/referenceLists';
import type { ResourceApi } from '../../src/data/resourceApi';

/*
 * The anonymous calls of the sign-in pages, as resources of the dataProvider; none carries a bearer
 * token (spec 1 §7). Small, so they load with the manifest: the sign-in pages are the first a visitor sees.
 */

/** Sign-up and its confirmation: registrations.register / verifyToken / complete. */
export const registrationsApi: ResourceApi = {
  custom: {
    register: ({ client }, params) =>
      client.request<unknown>('/v1/registration', { method: 'POST', auth: false, json: params as RegistrationPayload }),
    verifyToken: ({ client }, params) => {
      const { token, signal } = callParams<{ token: string }>(params);
      return client.request<RegistrationTokenInfo>(`/v1/registration/verify-token/${encodeURIComponent(token)}`, {
        method: 'POST',
        auth: false,
        signal,
      });
    },
    complete: ({ client }, params) =>
      client.request<unknown>('/v1/registration/complete', { method: 'POST', auth: false, json: params as RegistrationCompletePayload }),
  },
};

/** The password reset: password-resets.init (the email as plain text, spec 1 §7) and finish. */
export const passwordResetsApi: ResourceApi = {
  custom: {
    init: ({ client }, params) => {
      const { email } = callParams<{ email: string }>(params);
      return client.request<unknown>('/v1/user/reset-password/init', { method: 'POST', auth: false, text: email });
    },
    finish: ({ client }, params) =>
      client.request<unknown>('/v1/user/reset-password/finish', { method: 'POST', auth: false, json: params as ResetPasswordFinishPayload }),
  },
};

/** The countries of the sign-up form: one unpaged list, kept across reloads (src/data/referenceLists.ts). */
export const countriesApi: ResourceApi = {
  getList: ({ client }, { signal }) => fetchCountryList(client, signal),
};
