import type { CampaignOwnerFields, CampaignRecord, ExchangeId } from './campaign-record';

/** The campaign editor's calls (spec 2 §7) and the paths the spec leaves "not shown" (ours). */
export const CAMPAIGN_EDITOR_PATHS = {
  /** GET /{id}; PUT base (create when the body has no id). */
  campaign: '/v1/campaign',
  publish: '/v1/campaign/saveAndPublish',
  /** GET ?user-id= → number. */
  maxMargin: '/v1/campaign/max-margin',
  trafficSources: '/v1/campaign/traffic-source',
  /** GET and POST /{id}: the owner fields. */
  owner: '/v1/campaign/admin',
  appPromotion: '/v1/campaign/app/promotion',
  /** GET /{id} → number. */
  revisionCount: '/v1/campaign/revision/count',
  /** GET /{id}?page-num=&page-size= (page-num one-based) → Page<CampaignRevision>. */
  revisions: '/v1/campaign/revision/snapshot',
  /** GET /{dictionary}/en_US (or ru_RU) → DictionaryItem[]. */
  dictionary: '/v1/dictionary/meta',
  /** POST {name} → AdminUser[]: the account manager search (administrators of the white-label). */
  adminUserSearch: '/v1/whitelabel/admin-user-search',
  moderationReject: '/v1/campaign/moderation/reject',
  moderationApprove: '/v1/campaign/moderation/approve',
} as const;

/** Dictionaries of GET /v1/dictionary/meta/{dictionary}/{locale} (spec 1 §7). */
export const DICTIONARIES = ['iab_categories', 'interests', 'device_types', 'languages', 'report_device_types'] as const;
export type DictionaryName = (typeof DICTIONARIES)[number];

/** The interface languages and the locale the dictionary calls name them by (spec 1 §7). */
export const DICTIONARY_LOCALES = { en: 'en_US', ru: 'ru_RU' } as const;
export type DictionaryLanguage = keyof typeof DICTIONARY_LOCALES;
/** GET /v1/dictionary/meta/{name}/{locale}. */
export const dictionaryPath = (name: DictionaryName, language: DictionaryLanguage): string =>
  `${CAMPAIGN_EDITOR_PATHS.dictionary}/${encodeURIComponent(name)}/${DICTIONARY_LOCALES[language]}`;

export interface DictionaryItem {
  value: string | number;
  title: string;
}

export interface TrafficSource {
  id: number;
  traffic_source: string;
}

export interface AppPromotionLookupRequest {
  app_platform_type: 'ios' | 'android';
  bundle_id: string;
}

/** POST /v1/campaign/app/promotion: an app of the store catalogue; unknown → code 1311. */
export interface AppPromotionInfo {
  bundle_id: string;
  app_platform_type: 'ios' | 'android';
  app_name: string;
  developer: string;
  icon_url: string;
  store_url: string;
  price: string;
  star_rating: number;
}

export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** Change log entry author: an email for people, a name for the system. */
export type RevisionAuthor = { email: string } | { name: string };

export interface StateDifference {
  /** Dotted path of the changed field ('bidding_strategy.click_url', 'attribution'). */
  path: string;
  value: unknown;
}

/** GET /v1/campaign/revision/snapshot/{id}: newest first. */
export interface CampaignRevision {
  id: number;
  campaign_id: number;
  commit_date: string;
  author: RevisionAuthor;
  state_difference: StateDifference[];
  previous_state: Partial<CampaignRecord>;
  current_state: Partial<CampaignRecord>;
  /** Set when the change was a restore of that earlier revision (campaign-restore.ts). */
  restored_from?: number;
  /** The commit date of that revision, so the log can name the version restored without finding it. */
  restored_from_date?: string;
  /**
   * Set on the entry that stands for earlier changes folded away (CHANGE_LOG_RETENTION): how many
   * revisions it holds and the date of the first. Its current_state is the whole campaign after them
   * (previous_state `{}`, no difference), and it restores like any entry.
   */
  folded?: FoldedRevisions;
}

export interface FoldedRevisions {
  revisions: number;
  since: string;
}

/**
 * What the change log keeps of a campaign (ours; the spec names no limit): its last `recent` revisions
 * and every one that sent it to moderation (a publish, or a restore that did). Each run of older
 * revisions is folded into one entry holding the campaign as it was after them, so the log stays
 * bounded and every kept revision still reads and restores as before.
 */
export const CHANGE_LOG_RETENTION = { recent: 200 } as const;

/** POST moderation reject (spec 2 §7). `moderation_start_at` is the record's, as the moderator saw it. */
export interface ModerationRejectRequest {
  campaign_id: number;
  comment: string;
  moderation_start_at: string;
}

/** POST moderation approve (spec 2 §7). An empty exchange list is refused: the app sends all six. */
export interface ModerationApproveRequest {
  campaign_id: number;
  category_keys: string[];
  exchange_id: ExchangeId[];
  traffic_sources: number[];
  moderation_start_at: string;
}

/** POST /v1/campaign/admin/{id} body and GET answer. */
export type CampaignOwnerUpdate = CampaignOwnerFields;
