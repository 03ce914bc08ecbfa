import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { ownerCalls } from './ownerCalls';

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ 'campaign-editor': async () => ({ default: { custom: ownerCalls } }) }, client, () => 2002);
  return { dataProvider, calls: backend.calls };
};

describe('the administration calls', () => {
  it('ask the max margin for a user, the traffic sources and a dictionary in the interface language', async () => {
    const { dataProvider, calls } = provider(() => envelope(40));
    await dataProvider.invoke('campaign-editor', 'maxMargin', { userId: 3001 });
    await dataProvider.invoke('campaign-editor', 'trafficSources', {});
    await dataProvider.invoke('campaign-editor', 'dictionary', { name: 'iab_categories', language: 'ru' });
    expect(calls.map((call) => call.url)).toEqual([
      '/v1/campaign/max-margin?user-id=3001',
      '/v1/campaign/traffic-source',
      '/v1/dictionary/meta/iab_categories/ru_RU',
    ]);
  });

  it('search administrators by name and post the moderation decisions with exactly the spec\'s fields', async () => {
    const { dataProvider, calls } = provider(() => envelope([]));
    await dataProvider.invoke('campaign-editor', 'adminUserSearch', { name: 'ada' });
    await dataProvider.invoke('campaign-editor', 'moderationReject', {
      campaign_id: 7,
      comment: 'Landing page broken',
      moderation_start_at: '2026-11-19T08:00:00Z',
      extra: 'dropped',
    });
    await dataProvider.invoke('campaign-editor', 'moderationApprove', {
      campaign_id: 7,
      category_keys: ['IAB1'],
      exchange_id: [1, 2, 3, 4, 5, 6],
      traffic_sources: [2],
      moderation_start_at: '2026-11-19T08:00:00Z',
    });
    expect(calls.map((call) => [call.url, JSON.parse(call.body ?? 'null')])).toEqual([
      ['/v1/whitelabel/admin-user-search', { name: 'ada' }],
      ['/v1/campaign/moderation/reject', { campaign_id: 7, comment: 'Landing page broken', moderation_start_at: '2026-11-19T08:00:00Z' }],
      [
        '/v1/campaign/moderation/approve',
        { campaign_id: 7, category_keys: ['IAB1'], exchange_id: [1, 2, 3, 4, 5, 6], traffic_sources: [2], moderation_start_at: '2026-11-19T08:00:00Z' },
      ],
    ]);
  });
});
