import {
  TARGETING_LOOKUP_PATHS,
  type City,
  type PendingResource,
  type PendingResourceRequest,
  type SegmentAudience,
  type SegmentAudienceListRequest,
  type TargetingResource,
  type TargetingResourceQuery,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

export interface CitiesParams {
  /** ISO code of the campaign's country. */
  country: string;
}

export interface SegmentAudienceParams {
  id: number;
}

/**
 * The standard targeting tab's named calls on resource 'campaign-editor' (spec 2 §7; the manifest
 * spreads them into its `custom` beside basic info's and the owner's):
 * `invoke('campaign-editor', 'targetingResources', { name, country })`.
 */
export const targetingCalls: NonNullable<ResourceApi['custom']> = {
  /** GET audience resources ?name=&country= → the apps (and sites) a search finds. */
  targetingResources: ({ client }, params) => {
    const { name, country, signal } = callParams<TargetingResourceQuery>(params);
    const query = new URLSearchParams({ name: name.trim() });
    if (country) query.set('country', country);
    return client.request<TargetingResource[]>(`${TARGETING_LOOKUP_PATHS.resources}?${query}`, { signal });
  },

  /** POST /v1/campaign/app/pending/resources {name, campaign_id}: the request-research action of an empty search. */
  requestResearch: ({ client }, params) => {
    const { name, campaign_id } = callParams<PendingResourceRequest>(params);
    const json: PendingResourceRequest = { name: name.trim(), campaign_id };
    return client.request<PendingResource>(TARGETING_LOOKUP_PATHS.pendingResources, { method: 'POST', json });
  },

  /** GET /v1/geo/city?country= → the country's cities. */
  cities: ({ client }, params) => {
    const { country, signal } = callParams<CitiesParams>(params);
    const query = new URLSearchParams({ country });
    return client.request<City[]>(`${TARGETING_LOOKUP_PATHS.cities}?${query}`, { signal });
  },

  /** POST segment audience list {space_id, name} → the space's audiences (an empty name: all of them). */
  segmentAudiences: ({ client }, params) => {
    const { space_id, name, signal } = callParams<SegmentAudienceListRequest>(params);
    const json: SegmentAudienceListRequest = { space_id, name };
    return client.request<SegmentAudience[]>(TARGETING_LOOKUP_PATHS.audienceList, { method: 'POST', json, signal });
  },

  /** GET segment audience by id: a chosen audience the space's list no longer names (spec 2 §3). */
  segmentAudience: ({ client }, params) => {
    const { id, signal } = callParams<SegmentAudienceParams>(params);
    return client.request<SegmentAudience>(`${TARGETING_LOOKUP_PATHS.audience}/${encodeURIComponent(String(id))}`, { signal });
  },
};
