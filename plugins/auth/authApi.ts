import { apiClient } from '../../src/api';
import type {
  Country,
  RegistrationCompletePayload,
  RegistrationPayload,
  RegistrationTokenInfo,
  ResetPasswordFinishPayload,
} from '../../src/api/contract';

/** The anonymous calls of the sign-in pages; none carries a bearer token (spec 1 §7). */
export const authApi = {
  register: (payload: RegistrationPayload) =>
    apiClient.request<unknown>('/v1/registration', { method: 'POST', auth: false, json: payload }),
  verifyRegistrationToken: (token: string) =>
    apiClient.request<RegistrationTokenInfo>(`/v1/registration/verify-token/${encodeURIComponent(token)}`, {
      method: 'POST',
      auth: false,
    }),
  completeRegistration: (payload: RegistrationCompletePayload) =>
    apiClient.request<unknown>('/v1/registration/complete', { method: 'POST', auth: false, json: payload }),
  /** The email goes as plain text (spec 1 §7). */
  initPasswordReset: (email: string) =>
    apiClient.request<unknown>('/v1/user/reset-password/init', { method: 'POST', auth: false, text: email }),
  finishPasswordReset: (payload: ResetPasswordFinishPayload) =>
    apiClient.request<unknown>('/v1/user/reset-password/finish', { method: 'POST', auth: false, json: payload }),
  countries: () => apiClient.request<Country[]>('/v1/geo/country', { auth: false }),
};
