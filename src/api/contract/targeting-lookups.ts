/**
 * The look-ups of the campaign editor's targeting tab (spec 2 §7): targeting resources (apps and
 * websites) and the request to research a missing one, cities, and the space's segment audiences.
 * Where the spec names no path (resources, segment audiences) the path is ours, under the /v1 layout
 * the rest of the editor uses; mock-server/README.md lists them too.
 */
export const TARGETING_LOOKUP_PATHS = {
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
} as const;

/** The resource search's debounce (spec 2 §9). */
export const RESOURCE_SEARCH_DEBOUNCE_MS = 300;

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
  /**
   * Only on GET by id of an audience since deleted (the list never names one): a saved campaign's
   * targeting may still hold its id, and shows it as deleted instead of failing (src/api/contract/audiences.ts).
   */
  deleted?: true;
}

/** `name` filters ignoring case; empty lists the space's every audience, newest first. */
export interface SegmentAudienceListRequest {
  space_id: number;
  name: string;
}
