/** GET /v1/whitelabel/info: the white-label name, colours and public links (spec 3 §3). */
export interface WhitelabelInfo {
  id: number;
  name: string;
  whitelabel_id: string;
  primary_color: string;
  secondary_color: string;
  warning_color: string;
  gauge_color: string;
  /**
   * The company logo's address under GET /v1/file/cache/ (fileCachePath): an uploaded logo's key (128
   * random bits, 32 hex characters, so no file is found by counting), or a seeded logo's file id;
   * null when none.
   */
  company_logo: number | string | null;
  /** The favicon's (png or ico) address, as the logo's; null or absent when none. */
  favicon?: number | string | null;
  term_of_service_url: string;
  privacy_policy_url: string;
  /** External documentation behind the sidebar's help link. */
  help_url: string;
  /** Whether the Voice Reward Ads (audio) campaign type is offered. */
  audio_enabled: boolean;
}

export const fileCachePath = (id: number | string): string => `/v1/file/cache/${id}`;

/** Account search item (spec 1 §3): type_key 1 is a campaign, 2 an account. */
export interface SearchItem {
  type_key: 1 | 2;
  campaign_id: number | null;
  campaign_name: string | null;
  space_id: number;
  space_name: string;
  status_key: number;
  campaign_start_at: string | null;
  created_at: string;
  picture_id: number | null;
  user_id: number;
  currency: string;
}

/** POST /v1/whitelabel/search {name}. */
export interface AdminSearchResult {
  campaigns: SearchItem[];
  accounts: SearchItem[];
  all: SearchItem[];
  campaigns_in_moderation_count: number;
  registrants_in_moderation_count: number;
}

/**
 * An administrator's action. GET /v1/whitelabel/audit lists them all (account switches have no
 * `action`); GET ADMIN_ACCOUNT_PATHS.audit lists one account's. user_id and user_email are who acted,
 * `at` when. space_id 0 means no account yet (a sign-up: registration_id names it).
 */
export interface AuditEntry {
  id: number;
  user_id: number;
  user_email: string;
  space_id: number;
  space_name: string;
  at: string;
  /** Absent for an account switch (entries written before the administration pages). */
  action?: AdminAction;
  /**
   * The white-label (WhitelabelInfo.id) the entry was made in: every entry has one, and each
   * white-label's administrators read only their own (a sign-up's entry has no account to tell it by).
   */
  whitelabel_id: number;
  registration_id?: number;
  /** The user acted on (an account's owner, a legal entity's user). */
  target_user_id?: number;
  campaign_id?: number;
  /** What changed: each field with its value before and after (null when it had none). */
  changes?: AuditChange[];
  /** Where from: the request's client address and user agent (at most 300 characters). */
  ip?: string;
  user_agent?: string;
}

export const ADMIN_ACTIONS = [
  'account_created',
  'registration_approved',
  'confirmation_resent',
  'campaign_phase_changed',
  'campaign_comment_written',
  'legal_entity_changed',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface AuditChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/**
 * The white-label client the app was opened as (the host's first label, `src/domain/whitelabelHost.ts`),
 * sent on every call when the host names one. The app reaches /v1 through a proxy that rewrites the
 * Host, so the backend cannot read the client from the Host alone. Without it the backend answers as
 * its default client; an unknown client is answered as the default too, never with an error.
 */
export const WHITELABEL_HEADER = 'X-Whitelabel-Id';
