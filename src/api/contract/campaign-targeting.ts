/**
 * Targeting, placement, scheduling and frequency of a campaign (spec 2 §3), in the backend's snake
 * case. The editor's targeting and advanced tabs edit them; the record carries them with their
 * defaults from the start so every tab reads one shape.
 */

export const AGE_RANGE = { min: 18, max: 65 } as const;
export const SIMILARITY_RANGE = { min: 0, max: 3, default: 1 } as const;

/** Gender keys (spec 2 §9). */
export const GENDER = { all: 1, male: 2, female: 3 } as const;
export type GenderKey = (typeof GENDER)[keyof typeof GENDER];

/** Device types (spec 2 §9). */
export const DEVICE_TYPE = { all: 1, all_mobile: 2, ios_only: 3, android_only: 4, desktop_only: 5 } as const;
export type DeviceTypeKey = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

/**
 * How a targeting's cities apply within its country (ours: spec 2 §7 names "a location option key"
 * without values): 1 only in them, 2 everywhere in the country but them. No city: the whole country.
 */
export const LOCATION_OPTION_KEY = { include: 1, exclude: 2 } as const;
export type LocationOptionKey = (typeof LOCATION_OPTION_KEY)[keyof typeof LOCATION_OPTION_KEY];

/** Voice targeting for the Nigerian audio market (spec 2 §9). */
export const REGIONS = ['lagos', 'west', 'north_west', 'north_east', 'south_south', 'south_east'] as const;
export const CONNECTION_TYPES = ['2g', '3g', '4g', '5g', 'other'] as const;
export const CUSTOMER_ATTRIBUTES = ['super_gold', 'gold', 'new_ultra', 'new', 'silver', 'ivory'] as const;
export const VOICE_LANGUAGES = ['english', 'hausa'] as const;

/** Segment audiences of a targeting (ids of GET audience resources). */
export interface SegmentAudiences {
  include_any: number[];
  include: number[];
  exclude: number[];
}

export interface CampaignTargeting {
  /** Automatic targeting is the default (spec 2 §2). */
  automatic_targeting: boolean;
  from_age: number;
  to_age: number;
  /** Interest ids (dictionary interests). */
  interests: number[];
  /** App bundle ids. */
  apps: string[];
  segment_audiences: SegmentAudiences;
  city_ids: number[];
  /** Geography (Advanced › Geography): whether city_ids are the only places or the places left out. */
  location_option_key: LocationOptionKey;
  gender: GenderKey;
  similarity: number;
  target_languages: string[];
  regions: string[];
  connection_types: string[];
  customer_attributes: string[];
}

export type PlacementMode = 'whitelist' | 'blacklist';

export interface CampaignPlacement {
  min_os_version: string | null;
  excluded_apps: string[];
  included_apps: string[];
  device_type_key: DeviceTypeKey;
  /** Spec 2 §3 "environment (all maps to none)": every environment is none (null); the editor shows it as 'all'. */
  environment: 'app' | 'site' | null;
  excluded_all_games: boolean;
  exclude_non_gambling_publishers: boolean;
  included_app_categories: string[];
  excluded_app_categories: string[];
  excluded_game_categories: string[];
  languages: string[];
}

/** Weekday 0-6 (as a string key) to the selected hours 0-23; every hour of every day by default. */
export type CampaignScheduling = Record<string, number[]>;

/** Frequency cap keys (spec 2 §3): 1 daily (default 7), 2 weekly, 3 monthly. */
export const FREQUENCY_CAP_KEY = { daily: 1, weekly: 2, monthly: 3 } as const;
export type FrequencyCapKey = (typeof FREQUENCY_CAP_KEY)[keyof typeof FREQUENCY_CAP_KEY];
export const DEFAULT_DAILY_FREQUENCY_CAP = 7;

export interface CampaignFrequencyCap {
  key: FrequencyCapKey;
  value: number;
}
