import { HUMAN_VERIFICATION_TEST_TOKEN } from '../src/api/contract';

/**
 * A sign-up body the mock accepts (POST /v1/registration), for the tests that need one as it is or
 * as the valid twin of a refused one: pass what the test is about (an email of its own, the field it
 * probes) as overrides.
 */
export const validSignUp = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  agree_with_tos: true,
  company_name: 'Kestrel Kites',
  email: 'kate@kestrel-kites.example',
  first_name: 'Kate',
  last_name: 'Brien',
  phone: '+44 7700 900123',
  user_type_key: 1,
  currency: 'USD',
  country: 'GB',
  captcha_token: HUMAN_VERIFICATION_TEST_TOKEN,
  ...overrides,
});
