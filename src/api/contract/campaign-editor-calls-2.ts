import type { Page } from './envelope';
import type { ExchangeId } from './campaign-record';
import type { DeviceTypeKey, GenderKey, LocationOptionKey, SegmentAudiences } from './campaign-targeting';

/**
 * The calls of the campaign editor's targeting and advanced tabs (issue #11, spec 2 §7). Where the spec
 * names no path (audience resources, audience size, placements gauge and report, segment audiences,
 * the rewarded spot calculator and its space switch) the path is ours, under the /v1 layout the rest
 * of the editor uses; mock-server/README.md lists them too.
 */
export const CAMPAIGN_EDITOR_PATHS_2 = {
  /** GET ?name=&country= → TargetingResource[] (ours: beside /app/pending/resources). */
  resources: '/v1/campaign/app/resources',
  /** POST PendingResourceRequest → PendingResource: the request-research action of an empty search. */
  pendingResources: '/v1/campaign/app/pending/resources',
  /** GET ?country= → City[]. */
  cities: '/v1/geo/city',
  /** POST SegmentAudienceListRequest → SegmentAudience[] (ours). */
  audienceList: '/v1/audience/list',
  /** GET /{id} → SegmentAudience (ours). */
  audience: '/v1/audience',
  /** POST AudienceSizeRequest → AudienceSizeResult (ours). */
  audienceSize: '/v1/campaign/audience-size',
  /** POST PlacementsGaugeRequest → PlacementsGauge (ours). */
  placementsGauge: '/v1/campaign/placements-gauge',
  /** POST PlacementsReportRequest → Page<PlacementListItem> (`data.data`, `data.total_size`) (ours). */
  placementsReport: '/v1/campaign/placements/report',
  /** GET ?type=app|game → CategoryItem[]. */
  appCategories: '/v1/campaign/app/categories',
  /** GET /{space} → WhitelistFile[]. */
  whitelists: '/v1/campaign/whitelists',
  /**
   * POST /{space} multipart (fields `name`, `file`) → WhitelistFile; GET /{space}/{name} → the CSV file
   * itself (text/csv attachment, not an envelope); DELETE /{space}/{name} → null.
   */
  whitelist: '/v1/campaign/whitelist',
  /** POST /{space} → RewardedSpaceSwitch: called before the spot calculator for audio campaigns (ours). */
  rewardedSpaceSwitch: '/v1/campaign/rewarded/space-switch',
  /** GET ?campaign_id=&cpm_multiplier=&daily_budget= → RewardedSpot (ours). */
  rewardedSpot: '/v1/campaign/rewarded/spot-calculator',
} as const;

/** Debounces and page sizes of spec 2 §9 the calls are built around. */
export const RESOURCE_SEARCH_DEBOUNCE_MS = 300;
export const AUDIENCE_SIZE_DEBOUNCE_MS = 1000;
export const PLACEMENT_SEARCH_DEBOUNCE_MS = 1000;
export const PLACEMENTS_PAGE_SIZE = 150;

/* ---------- Targeting resources (spec 2 §3 "Targeting resource item") ---------- */

export type TargetingResourceType = 'app' | 'website';

export interface TargetingResource {
  id: number;
  name: string;
  /** An image URL (a data: URL in the mock). */
  icon: string;
  description: string;
  type: TargetingResourceType;
  /** The store ids of the app (Android package, iOS id); a website's domain. Targeting keeps these. */
  bundle_ids: string[];
  users_min: number;
  users_max: number;
}

/** GET resources query: `name` matched ignoring case (empty: the most used first); `country` optional ISO code. */
export interface TargetingResourceQuery {
  name: string;
  country?: string;
}

/** Resources answered per search at most. */
export const RESOURCE_SEARCH_LIMIT = 20;

/** `campaign_id` null: the campaign is not saved yet (create route). */
export interface PendingResourceRequest {
  name: string;
  campaign_id: number | null;
}

export interface PendingResource {
  id: number;
  name: string;
  campaign_id: number | null;
  space_id: number;
  requested_at: string;
}

/* ---------- Geography ---------- */

export interface City {
  id: number;
  name: string;
  /** ISO code of the country. */
  country: string;
}

/* ---------- Segment audiences (spec 2 §3 "Segment audience") ---------- */

export interface SegmentAudience {
  id: number;
  name: string;
  row_count: number;
  space_id: number;
}

/** `name` filters ignoring case; empty lists the space's every audience, newest first. */
export interface SegmentAudienceListRequest {
  space_id: number;
  name: string;
}

/* ---------- Audience size (spec 2 §7) ---------- */

/** One country, whole (`city_ids` empty) or with some of its cities in or out (location_option_key). */
export interface AudienceSizeLocation {
  country: string;
  city_ids: number[];
}

/**
 * POST audience-size body, with the spec's field names. Every field may be left out: ages default to
 * 18 and 65, similarity to 1, gender to all, lists to empty, location_option_key to include. No
 * location means every country.
 */
export interface AudienceSizeRequest {
  /** Bundle ids (TargetingResource.bundle_ids). */
  apps: string[];
  cpm: number;
  gender: GenderKey;
  fromAge: number;
  toAge: number;
  interests: number[];
  /** Language codes (dictionary languages, or the voice languages english / hausa). */
  languages: string[];
  segment_audiences: SegmentAudiences;
  similarity: number;
  /** Always sent empty by the editor (spec 2 §7). */
  banners: unknown[];
  behaviors: unknown[];
  locations: AudienceSizeLocation[];
  websites: string[];
  /** Include: only the locations' cities; exclude: their countries without those cities. */
  location_option_key: LocationOptionKey;
}

export const AUDIENCE_SIZE_DEFAULTS = { fromAge: 18, toAge: 65, similarity: 1, gender: 1 } as const;

/**
 * Envelope code 0 either way. `status` 500 means the estimate is unavailable: the client ignores the
 * answer (keeps what it showed) and never shows it as zero (spec 2 §4).
 */
export type AudienceSizeResult =
  | { status: 200; audience_size: number }
  | { status: 500; audience_size: null; message: string };

/**
 * The mock answers data status 500 whenever `apps` holds this bundle id, a resource the search finds
 * by the name "Estimate Outage Probe": the one documented, deterministic way to see the outage.
 */
export const AUDIENCE_SIZE_OUTAGE_BUNDLE_ID = 'com.example.estimate.outage';

/** The gauge's colour bands (spec 2 §4), for the client; boundaries as the spec words them. */
export const AUDIENCE_GAUGE_BANDS = {
  /** red: 0 < size ≤ 10,000 */
  redMax: 10_000,
  /** yellow: 10,000 < size < 50,000; green: 50,000 ≤ size ≤ 100,000 */
  greenMin: 50_000,
  greenMax: 100_000,
  /** yellow: 100,000 < size < 250,000; red: size ≥ 250,000 */
  redFrom: 250_000,
} as const;

/* ---------- Placements (spec 2 §3 "Placement list item", "Category item") ---------- */

export type PlacementEnvironment = 'app' | 'site';
export type PlacementOs = 'android' | 'ios' | 'windows' | 'macos' | 'other';
export type CreativePosition = 'above_the_fold' | 'below_the_fold' | 'full_screen' | 'unknown';
export type CreativeType = 'banner' | 'native' | 'video' | 'audio';
export type AppCategoryType = 'app' | 'game';

export interface PlacementListItem {
  /** The placement's key: what included_apps / excluded_apps hold. */
  name: string;
  /** The app's bundle id or the site's domain. */
  site_or_app: string;
  exchange_id: ExchangeId;
  os: PlacementOs;
  interstitial: boolean;
  user_count: number;
  impression_count: number;
  creative_position: CreativePosition;
  creative_type: CreativeType;
  /** 'WIDTHxHEIGHT', e.g. '300x250'. */
  creative_size: string;
  /** Beyond the spec's item: what the filters match on. */
  environment: PlacementEnvironment;
  /** Beyond the spec's item: the category's value (CategoryItem.value). */
  category: string;
}

/**
 * POST placements report body. `page` is one-based (default 1), `page_size` 1..150 (default 150); the
 * text filters are optional, empty meaning any: `name` matches name or site_or_app ignoring case,
 * `category` a CategoryItem value, `environment` 'app', 'site' or 'all'.
 */
export interface PlacementsReportRequest {
  page: number;
  page_size: number;
  name?: string;
  category?: string;
  environment?: PlacementEnvironment | 'all';
  creative_position?: CreativePosition;
  creative_type?: CreativeType;
  creative_size?: string;
  /** ISO code: placements serving that country. */
  country?: string;
}

export type PlacementsReport = Page<PlacementListItem>;

/**
 * POST placements-gauge body: the campaign's placement settings; every field may be left out (any).
 * Included lists, when not empty, keep only what they name; excluded lists take out what they name.
 */
export interface PlacementsGaugeRequest {
  country?: string;
  device_type_key?: DeviceTypeKey;
  environment?: PlacementEnvironment | 'all';
  included_apps?: string[];
  excluded_apps?: string[];
  included_app_categories?: string[];
  excluded_app_categories?: string[];
  excluded_game_categories?: string[];
  excluded_all_games?: boolean;
}

export interface PlacementsGauge {
  /** Placements that match. */
  total: number;
  total_impressions: number;
}

export interface CategoryItem {
  category_id: number;
  category_name: string;
  /** What included/excluded app categories hold. */
  value: string;
  label: string;
  impression_count: number;
}

/* ---------- Whitelist files (spec 2 §3 "Whitelist", §5) ---------- */

/** Under this many bytes (spec 2 §5: "under 10485760 bytes"). */
export const WHITELIST_MAX_BYTES = 10_485_760;
export const WHITELIST_MAX_FILES = 5;
/** A name is also a path segment: 1..100 letters, digits, spaces, dashes, underscores, dots (ours). */
export const WHITELIST_NAME_PATTERN = /^[A-Za-z0-9 _.-]{1,100}$/;

export interface WhitelistFile {
  name: string;
  space_id: number;
  /** Bytes. */
  size: number;
  /** The uploaded file's own name. */
  file_name: string;
  created_at: string;
}

/** Multipart fields of POST /v1/campaign/whitelist/{space}. */
export interface WhitelistUpload {
  name: string;
  file: Blob;
}

/* ---------- Rewarded spot calculator (audio campaigns, spec 2 §4) ---------- */

export interface RewardedSpaceSwitch {
  space_id: number;
}

/** GET query; `campaign_id` may be left out for an unsaved campaign (the switched space's default CPM). */
export interface RewardedSpotQuery {
  campaign_id?: number;
  cpm_multiplier: number;
  daily_budget: number;
}

export interface RewardedSpot {
  /** How many rewarded spots the daily budget buys. */
  spot: number;
}
