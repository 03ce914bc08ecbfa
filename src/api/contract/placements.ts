import type { Page } from './envelope';
import type { ExchangeId } from './campaign-record';

/**
 * The placements of the campaign editor's advanced tab (spec 2 §3, §5, §7): the placements report,
 * the app and game categories, and the space's whitelist files. Where the spec names no path (the
 * placements report) the path is ours; mock-server/README.md lists them too.
 */
export const PLACEMENT_PATHS = {
  /** POST PlacementsReportRequest → Page<PlacementListItem> (`data.data`, `data.total_size`) (ours). */
  report: '/v1/campaign/placements/report',
  /** GET ?type=app|game → CategoryItem[]. */
  appCategories: '/v1/campaign/app/categories',
  /** GET /{space} → WhitelistFile[]. */
  whitelists: '/v1/campaign/whitelists',
  /**
   * POST /{space} multipart (fields `name`, `file`) → WhitelistFile; GET /{space}/{name} → the CSV file
   * itself (text/csv attachment, not an envelope); DELETE /{space}/{name} → null.
   */
  whitelist: '/v1/campaign/whitelist',
} as const;

/** The placement search's debounce and the report's page size (spec 2 §9). */
export const PLACEMENT_SEARCH_DEBOUNCE_MS = 1000;
export const PLACEMENTS_PAGE_SIZE = 150;

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
