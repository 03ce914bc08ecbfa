import { DEFAULT_NOTIFICATION_SETTINGS, type Permission, type User } from '../api/contract';
import { session } from '../auth/session';
import { writeTokens } from '../auth/tokenStore';

export const TEST_USER: User = {
  id: 102,
  first_name: 'Sam',
  last_name: 'Carter',
  email: 'advertiser@demo.test',
  phone: '',
  locale: 'en_US',
  language_key: 1,
  currency: 'USD',
  permissions: [],
  role_key: 1,
  roles: [],
  status_key: 1,
  whitelabel_id: 1,
  balance: 0,
  space_id: 2002,
  user_type_key: 1,
  company_name: null,
  profile_image: null,
  created_at: '2026-01-01T00:00:00Z',
  profile_picture: null,
  legal_entity_name: null,
  tin_number: null,
  rewarded_ads_cpm_rate: 1,
  credit_limit: 0,
  invoice_due_day: 1,
  settings: DEFAULT_NOTIFICATION_SETTINGS,
  updated_at: '2026-01-01T00:00:00Z',
};

/** A signed-in session as the login leaves it: tokens valid for an hour, the user, the permissions. */
export const signIn = ({ spaceId = 2002, permissions = [] as Permission[], user = TEST_USER } = {}): void => {
  session.end({ notify: false });
  writeTokens({ accessToken: 'test-access', refreshToken: 'test-refresh', expiresAt: Date.now() + 3_600_000 });
  session.start(spaceId);
  session.setUser(user);
  session.setPermissions(permissions);
};

/** Ends the test session, in-memory caches included (localStorage alone is cleared after each test). */
export const signOut = (): void => session.end({ notify: false });
