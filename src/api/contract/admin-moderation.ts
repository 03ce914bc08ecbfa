/**
 * The administrator's moderation page and its two screens (spec 3 §2, §3, §4, §7). Every call needs
 * ROUTE_ADMINISTRATION and acts only inside the administrator's own white-label.
 */
export const ADMIN_MODERATION_PATHS = {
  /** POST ModerationListRequest → AdminPage<ModerationCampaignRow>: campaigns in moderation (status 1). */
  campaigns: '/v1/whitelabel/admin/publishers/campaigns',
  /** POST ModerationListRequest → AdminPage<ModerationAccountRow>: sign-ups (registrations) with status 1 or 2. */
  registrations: '/v1/whitelabel/admin/publishers/registrations',
  /** POST ModerationListRequest → AdminPage<LegalEntityRow>: the white-label's users with their legal entity. */
  legalUsers: '/v1/whitelabel/admin/publishers/legal/users',
  /**
   * POST ModerationListRequest → AdminPage<ModerationAccountRow>: the spec's fourth list
   * ("publishers/list"), answered as the registrations list (the spec shows no other use for it).
   */
  list: '/v1/whitelabel/admin/publishers/list',
  /** GET /{id} → ModerationUser: one sign-up (registration id, as in the accounts tab). Path ours. */
  user: '/v1/whitelabel/admin/publishers/user',
  /** POST {user_id: registration id} → a message; NEED_VERIFICATION (1) becomes APPROVED (2) and the link is mailed. */
  approve: '/v1/whitelabel/admin/registration/approve',
  /** POST {email} → a message; a new link for an APPROVED (2) sign-up, the previous one stops working. */
  resend: '/v1/whitelabel/user/confirmation/email/resend',
  /** PUT LegalModerationRequest → User: the moderation variant of PUT /v1/user/legal. */
  legal: '/v1/user/legal',
} as const;

/** The fixed status filters of the three tabs (spec 3 §7). */
export const MODERATION_STATUS_FILTERS = { campaigns: [1], accounts: [1, 2], legal: [1, 2, 3] } as const;
/** The page's date window in days (spec 3 §7): see ModerationListRequest for what the mock does with it. */
export const MODERATION_WINDOW_DAYS = 7;
/** Rows per page of the moderation lists (the spec shows no size: ours). */
export const MODERATION_PAGE_SIZE = 10;
/** The tab the page opens on (spec 3 §2: index 1, accounts). */
export const MODERATION_INITIAL_TAB = 1;
export const MODERATION_SEARCH_MAX = 100;

/**
 * The moderation lists' body (spec 3 §7). status_filter must be a subset of the tab's fixed filter
 * (anything else is code 133); absent, it is the whole fixed filter. search filters (contains,
 * case-blind) on names and emails. page is 1-based.
 * The date window (date in days, from_date, to_date) is checked (ISO dates, at most
 * MODERATION_WINDOW_DAYS apart, else code 2) but does not cut the lists: a sign-up or a campaign
 * still waiting must not drop out of the moderator's queue because it waited more than a week.
 * `status` is the page's own state: accepted and ignored.
 */
export interface ModerationListRequest {
  date?: number;
  search?: string;
  status?: number | null;
  page?: number;
  from_date?: string;
  to_date?: string;
  status_filter?: number[];
}

/** Spec 3 §3 "Moderation campaign"; space_name added for the row (ours). */
export interface ModerationCampaignRow {
  id: number;
  name: string;
  favorite: boolean;
  status_key: number;
  campaign_start_at: string | null;
  space_id: number;
  space_name: string;
}

/** Spec 3 §3 "Moderation account": a sign-up; id is the registration id (ModerationUser, approve). */
export interface ModerationAccountRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  created_at: string;
  company_name: string;
  /** USER_STATUS: 1 Need Verification, 2 Pending (approved, waiting until the user confirms e-mail). */
  status_key: number;
}

/**
 * Spec 3 §3 "Legal entity": a user (id is the user id; the legal-entity screen loads it with
 * GET /v1/user/{id}). status_key is the mock's legal-entity state (the spec shows none):
 * 1 no legal entity name yet, 2 named but not checked by a moderator, 3 checked (saved through the
 * moderation variant of PUT /v1/user/legal).
 */
export interface LegalEntityRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  legal_entity_name: string;
  tin_number: string;
  status_key: 1 | 2 | 3;
}

/**
 * Spec 3 §3 "Moderation user" (a sign-up). legal_entity_name is the sign-up's company name,
 * tin_number is '' (a sign-up gives none), tos_status_type_key is 1 (terms accepted at sign-up).
 */
export interface ModerationUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  status_key: number;
  created_at: string;
  legal_entity_name: string;
  tin_number: string;
  tos_status_type_key: number;
}

export interface ApproveRegistrationRequest {
  user_id: number;
}

export interface ResendConfirmationRequest {
  email: string;
}

/** Longest legal entity name and TIN (code 2 on the field beyond). */
export const LEGAL_MODERATION_LIMITS = { legal_entity_name: 200, tin_number: 50 } as const;

/**
 * PUT /v1/user/legal, moderation variant (spec 3 §7): told apart from the settings form's body by
 * `moderation_start_at`, the ISO date-time the moderator opened the screen. legal_entity_name is
 * required; tin_number '' or null clears it; company_name is left as it is. When the user's record
 * changed after moderation_start_at the save is refused (code 2, data.errors.legal_entity_name:
 * LEGAL_MODERATION_MESSAGES.stale) rather than overwriting the newer values. Answers the updated
 * User; its legal entity then counts as checked (LegalEntityRow status 3).
 */
export interface LegalModerationRequest {
  user_id: number;
  legal_entity_name: string;
  tin_number?: string | null;
  moderation_start_at: string;
}

export const LEGAL_MODERATION_MESSAGES = {
  required: 'Field is required.',
  stale: 'This user was changed after you opened the screen. Reload it to see the changes.',
  tooLong: (max: number): string => `At most ${max} characters.`,
} as const;

/** The approved status's hint on the moderation page (spec 3 §2). */
export const MODERATION_APPROVED_HINT = 'Waiting until user confirms e-mail';
