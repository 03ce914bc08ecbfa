import {
  CAMPAIGN_EDITOR_PATHS,
  type AdminUser,
  type DictionaryLanguage,
  type DictionaryItem,
  type DictionaryName,
  type ModerationApproveRequest,
  type ModerationRejectRequest,
  type TrafficSource,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import { fetchPersistentDictionary } from '../../../src/data/persistentDictionary';
import { metaDictionaryList } from '../../../src/data/referenceLists';
import type { ResourceApi } from '../../../src/data/resourceApi';

export type { DictionaryLanguage };

export interface MaxMarginParams {
  /** The user whose campaigns the margin applies to: the campaign's space owner (see useMaxMargin). */
  userId: number;
}

export interface DictionaryParams {
  name: DictionaryName;
  language: DictionaryLanguage;
}

export interface AdminUserSearchParams {
  name: string;
}

/**
 * The administration calls of resource 'campaign-editor' (spec 2 §7): the margin's ceiling, the
 * selectors' choices, the account manager search and the two moderation decisions. The shell's
 * manifest merges them with the basic info calls: `invoke('campaign-editor', 'maxMargin', …)`.
 */
export const ownerCalls: NonNullable<ResourceApi['custom']> = {
  /** GET /v1/campaign/max-margin?user-id= → the highest margin (an integer percentage). */
  maxMargin: ({ client }, params) => {
    const { userId, signal } = callParams<MaxMarginParams>(params);
    const query = new URLSearchParams({ 'user-id': String(userId) });
    return client.request<number>(`${CAMPAIGN_EDITOR_PATHS.maxMargin}?${query}`, { signal });
  },

  /** GET /v1/campaign/traffic-source. */
  trafficSources: ({ client }, params) => {
    const { signal } = callParams<object>(params);
    return client.request<TrafficSource[]>(CAMPAIGN_EDITOR_PATHS.trafficSources, { signal });
  },

  /** GET /v1/dictionary/meta/{name}/{locale}: the titles in the interface language, kept across reloads. */
  dictionary: ({ client }, params) => {
    const { name, language, signal } = callParams<DictionaryParams>(params);
    return fetchPersistentDictionary<DictionaryItem>(client, metaDictionaryList(name, language), signal);
  },

  /** POST {name}: the white-label's administrators, for the account manager. */
  adminUserSearch: ({ client }, params) => {
    const { name, signal } = callParams<AdminUserSearchParams>(params);
    return client.request<AdminUser[]>(CAMPAIGN_EDITOR_PATHS.adminUserSearch, { method: 'POST', json: { name }, signal });
  },

  /** POST reject {campaign_id, comment, moderation_start_at}. */
  moderationReject: ({ client }, params) => {
    const { campaign_id, comment, moderation_start_at } = callParams<ModerationRejectRequest>(params);
    const body: ModerationRejectRequest = { campaign_id, comment, moderation_start_at };
    return client.request<unknown>(CAMPAIGN_EDITOR_PATHS.moderationReject, { method: 'POST', json: body });
  },

  /** POST approve {campaign_id, category_keys, exchange_id, traffic_sources, moderation_start_at}. */
  moderationApprove: ({ client }, params) => {
    const { campaign_id, category_keys, exchange_id, traffic_sources, moderation_start_at } = callParams<ModerationApproveRequest>(params);
    const body: ModerationApproveRequest = { campaign_id, category_keys, exchange_id, traffic_sources, moderation_start_at };
    return client.request<unknown>(CAMPAIGN_EDITOR_PATHS.moderationApprove, { method: 'POST', json: body });
  },
};
