import type { DeviceTypeKey, GenderKey, LocationOptionKey, SegmentAudiences } from './campaign-targeting';
import type { PlacementEnvironment } from './placements';

/**
 * The campaign editor's two live estimates (spec 2 §4, §7): the audience size of the targeting and
 * how many placements the placement settings leave. The spec names neither path: both are ours,
 * under the /v1 layout the rest of the editor uses; mock-server/README.md lists them too.
 */
export const CAMPAIGN_ESTIMATE_PATHS = {
  /** POST AudienceSizeRequest → AudienceSizeResult (ours). */
  audienceSize: '/v1/campaign/audience-size',
  /** POST PlacementsGaugeRequest → PlacementsGauge (ours). */
  placementsGauge: '/v1/campaign/placements-gauge',
} as const;

/** The audience size's debounce (spec 2 §9). */
export const AUDIENCE_SIZE_DEBOUNCE_MS = 1000;

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

/* ---------- Placements gauge (spec 2 §4) ---------- */

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
