import type { CurrencyCode } from './user';

/**
 * Human verification (spec 1 §2 "a human-verification widget"). The token a verifier produces is sent
 * as `captcha_token`. The mock accepts exactly this documented test answer, the way captcha
 * providers publish always-pass test keys; a real provider plugs in behind `HumanVerifier` in `src/`.
 */
export const HUMAN_VERIFICATION_TEST_TOKEN = 'human-verified-test-token';

/** POST /v1/registration (spec 1 §3); user_type_key is fixed to 1 (advertiser). */
export interface RegistrationPayload {
  agree_with_tos: boolean;
  company_name: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  user_type_key: 1;
  currency: CurrencyCode;
  country: string;
  captcha_token: string;
}

/** POST /v1/registration/verify-token/{token}: who the link was sent to. */
export interface RegistrationTokenInfo {
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
}

/** POST /v1/registration/complete: sets the password and activates the account. */
export interface RegistrationCompletePayload {
  token: string;
  password: string;
}

/** POST /v1/user/reset-password/finish. (`init` takes the email as plain text.) */
export interface ResetPasswordFinishPayload {
  newPassword: string;
  key: string;
}

/** A country as `GET /v1/geo/country` answers it. */
export interface Country {
  iso_code: string;
  name: string;
  timezone_offset_seconds: number;
}

/** The countries (public: the sign-up form), versioned by ETag so the app keeps them across reloads. */
export const GEO_COUNTRY_PATH = '/v1/geo/country';
