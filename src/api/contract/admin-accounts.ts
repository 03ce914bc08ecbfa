import type { CurrencyCode } from './user';

/**
 * The administrator's accounts report and account creation (spec 3 §2 "Administrator accounts
 * report", §3, §7 "Administration"). Every call needs ROUTE_ADMINISTRATION and sees only the accounts
 * of the administrator's own white-label (the owner user's whitelabel_id).
 */
export const ADMIN_ACCOUNT_PATHS = {
  /** POST AdminAccountsFilter (every field optional) → AdminAccountTotals. */
  totals: '/v1/whitelabel/admin/accounts/totals',
  /** POST AdminAccountsFilter → AdminPage<AdminAccountRow>. Path not shown in the spec: ours. */
  list: '/v1/whitelabel/admin/accounts/list',
  /** POST AdminAccountsFilter (no paging) → the .xlsx file, named adminAccountsExcelName(from, to). */
  excel: '/v1/whitelabel/admin/accounts/excel',
  /** POST CreateAccountRequest → AdminAccountRow of the new account. Path not shown in the spec: ours. */
  create: '/v1/whitelabel/admin/accounts',
  /**
   * GET ?space_id= or ?registration_id=, &page= (1-based) &size= (1..AUDIT_PAGE_SIZE_MAX) →
   * AdminPage<AuditEntry>, newest first: the administrators' actions on one account (ours, beyond the spec).
   */
  audit: '/v1/whitelabel/admin/audit',
} as const;

/** The countries of the create-account form: the public GET /v1/geo/country (GEO_COUNTRY_PATH), items iso_code and name. */

/** Date range presets of the accounts report in days (spec 3 §9): 0 is today; 7 is the default. */
export const ADMIN_ACCOUNT_PRESETS = [0, 7, 30, 365] as const;
export const ADMIN_ACCOUNT_DEFAULT_PRESET = 7;
/** The report's filter debounce in milliseconds (spec 3 §9). */
export const ADMIN_ACCOUNT_DEBOUNCE_MS = 300;
/** Rows per page of the accounts listing (the spec shows no size: ours). */
export const ADMIN_ACCOUNT_PAGE_SIZE = 20;
/** The two status filter options (spec 3 §2): owner status 1 (Need Verification) and 2 (Pending). */
export const ADMIN_ACCOUNT_STATUS_FILTERS = [1, 2] as const;
/** Longest name / search text the listing accepts (longer is code 2 on the field). */
export const ADMIN_FILTER_TEXT_MAX = 100;

/**
 * The accounts listing's body (spec 3 §7). from_date and to_date are ISO dates or date-times (the
 * end inclusive: the day of to_date counts). An account is in the range when it was created in it or
 * one of its campaigns delivered on a day of it. name and search both filter (contains, case-blind)
 * on the owner's full name, the company, the legal entity and the email. status_filter_key (or
 * status) keeps accounts whose owner has that status_key; absent, 0 or null keeps all.
 * dateCustomRange and dateLabel are the page's own state: accepted and ignored.
 */
export interface AdminAccountsFilter {
  dateCustomRange?: boolean;
  dateLabel?: string;
  from_date?: string;
  to_date?: string;
  name?: string;
  status_filter_key?: number | null;
  /** 1-based. */
  page?: number;
  search?: string;
  status?: number | null;
}

/** The paging envelope of spec 3 §3: data, total_size, page_size, current_page. */
export interface AdminPage<T> {
  data: T[];
  total_size: number;
  page_size: number;
  current_page: number;
}

/**
 * An account list row (spec 3 §3) plus what the details dialog needs. entity_name is the owner's
 * legal entity name ('' when none: the page shows '-'); company_name is null for an individual
 * account (the dialog shows 'Individual Account'); balance is a decimal in `currency`.
 */
export interface AdminAccountRow {
  /** The space (account) id. */
  id: number;
  /** The owner user's id. */
  user_id: number;
  full_name: string;
  company_name: string | null;
  entity_name: string;
  running_campaigns: number;
  balance: number;
  currency: CurrencyCode;
  email: string;
  phone: string;
  /** The owner's status_key (USER_STATUS). */
  status: number;
  created_at: string;
}

/**
 * The five tiles (spec 3 §2). impressions: every campaign of the white-label over the past 30 days
 * (today included). balance: every account's balance converted to US dollars (the tiles show $),
 * a decimal. The filter does not narrow the tiles.
 */
export interface AdminAccountTotals {
  users: number;
  companies: number;
  running_campaigns: number;
  impressions: number;
  balance: number;
}

export const ACCOUNT_KINDS = ['freelancer', 'agency', 'brand'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const ACCOUNT_SOURCES = ['linkedin_ad', 'linkedin_personal_network', 'cold_email', 'google_ads', 'intent_ads', 'referred', 'other'] as const;
export type AccountSource = (typeof ACCOUNT_SOURCES)[number];
/** Whitelabel ids of the create-account form (spec 3 §3). */
export const CREATE_ACCOUNT_WHITELABELS = ['am', 'ng', 'tn'] as const;
export type CreateAccountWhitelabel = (typeof CREATE_ACCOUNT_WHITELABELS)[number];

/** Text limits of the create-account payload beyond USER_TEXT_LIMITS (names, email, phone, company); longer is code 2. */
export const CREATE_ACCOUNT_LIMITS = { other: 200, niche: 100, position: 100 } as const;

/**
 * POST ADMIN_ACCOUNT_PATHS.create (spec 3 §3 "Create-account payload"). Required: companyName,
 * country (an ISO code of the countries list), firstName, lastName, phone, email, type, source
 * (`other` text required when source is 'other'), whitelabelId. rewarded_ads_cpm_rate: above 0, at
 * most REWARDED_CPM_RATE.max, 1 when absent; it becomes the owner's rewarded_ads_cpm_rate.
 * The account is created in the CALLER's white-label (whitelabelId is kept as the form's choice, see
 * the mock README); its owner is active at once and is emailed a link to choose a password.
 * A taken email is code 160; field errors are code 2 with data.errors.
 */
export interface CreateAccountRequest {
  companyName: string;
  country: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  type: AccountKind;
  source: AccountSource;
  other?: string;
  whitelabelId: CreateAccountWhitelabel;
  niche?: string;
  position?: string;
  rewarded_ads_cpm_rate?: number;
}

/** The audit listing's largest page (ours). */
export const AUDIT_PAGE_SIZE_MAX = 100;
export const adminAccountsExcelName = (from: string, to: string): string => `reports-${from}-${to}.xlsx`;
