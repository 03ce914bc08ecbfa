import type { Permission } from './permissions';
import type { NotificationSettings, ProfilePicture } from './profile';

export type LanguageKey = 1 | 2; // 1 English, 2 Russian (spec 1 §3)
export type CurrencyCode = 'USD' | 'NGN' | 'AMD';
export const CURRENCIES: readonly CurrencyCode[] = ['USD', 'NGN', 'AMD'];

/** Account types (spec 3 §1). */
export const ACCOUNT_TYPE = { COMPANY: 1, INDIVIDUAL: 2 } as const;
export type AccountTypeKey = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** Account verification statuses (spec 3 §4). */
export const USER_STATUS = { NEED_VERIFICATION: 1, APPROVED: 2, ACTIVE: 5 } as const;

/** GET /v1/user/{id}. */
export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** language_country, e.g. en_US; the language part selects the interface language. */
  locale: string;
  language_key: LanguageKey;
  currency: CurrencyCode;
  permissions: Permission[];
  role_key: number;
  roles: string[];
  status_key: number;
  whitelabel_id: number;
  balance: number;
  /** The space (account) the user belongs to. */
  space_id: number;
  user_type_key: number;
  company_name: string | null;
  /** The original picture's id (GET /v1/user/profile/image/{id}); null without a picture. */
  profile_image: number | null;
  created_at: string;
  // Profile and settings fields (spec 3 §3), saved by the calls of PROFILE_PATHS.
  /** The picture's original and resized ids, format, name and size; null without a picture. */
  profile_picture: ProfilePicture | null;
  /** Saved by PUT /v1/user/legal with company_name (which also becomes legal_entity_name). */
  legal_entity_name: string | null;
  tin_number: string | null;
  /** Rewarded ads CPM rate, above 0; 1 by default (spec 3 §5). */
  rewarded_ads_cpm_rate: number;
  /** Overdraft the account may run into, in the account's currency (a decimal, not negative). */
  credit_limit: number;
  /** Day of the month invoices fall due, 1 to 31. */
  invoice_due_day: number;
  /** The six notification settings (NOTIFICATION_KEYS). */
  settings: NotificationSettings;
  /** Last change through a profile or settings call (ISO 8601); created_at before any. */
  updated_at: string;
}

/** A space (account) as the shell needs it. */
export interface Space {
  id: number;
  name: string;
  balance: number;
  currency: CurrencyCode;
  locale: string;
  account_type_key: AccountTypeKey;
  owner_user_id: number;
  payment_settings: { allow_payment: boolean };
}

/** GET /v1/space/balance/{id}. */
export interface SpaceBalance {
  space_id: number;
  balance: number;
  currency: CurrencyCode;
  /**
   * Beyond the spec: when the balance runs out across the account's running campaigns at
   * their current rate (ISO date-time), null when nothing runs. Left out without REPORT_SPEND.
   */
  balance_runs_out_at?: string | null;
}

/**
 * Account switch (spec 1 §7 "POST /v1/user account switch by id"; exact path not shown):
 * POST /v1/user/switch/{spaceId} records the switch and answers the chosen space.
 */
export const accountSwitchPath = (spaceId: number | string): string => `/v1/user/switch/${spaceId}`;
