import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { maxMarginFor } from '../../../mock-server/seed/max-margin';
import { TRAFFIC_SOURCES } from '../../../mock-server/seed/traffic-sources';
import { ALL_EXCHANGE_IDS, CAMPAIGN_STATUS, type AdminUser, type DictionaryItem, type TrafficSource } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';

const backend = mockBackend();
const editorCalls = (sent: SentRequest[]) => sent.filter((request) => !request.path.startsWith('/v1/oauth/') && !request.path.startsWith('/v1/user/'));
const invoke = <T,>(name: string, params: object) => backend.dataProvider([campaignEditor]).invoke<T>('campaign-editor', name, params);

describe('the administration calls', () => {
  it('ask the max margin for a user, the traffic sources and a dictionary in the interface language', async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    const owner = backend.mock.store.state().users.find((user) => user.id === PERSONA_IDS.advertiser.userId);
    if (!owner) throw new Error('the seed has no advertiser');
    expect(await invoke<number>('maxMargin', { userId: owner.id })).toBe(maxMarginFor(owner));
    expect(await invoke<TrafficSource[]>('trafficSources', {})).toEqual(TRAFFIC_SOURCES);
    const categories = await invoke<DictionaryItem[]>('dictionary', { name: 'iab_categories', language: 'ru' });
    expect(categories).toContainEqual({ value: 'IAB24', title: 'Без категории' });
    expect(editorCalls(sent).map((request) => request.path)).toEqual([
      `/v1/campaign/max-margin?user-id=${owner.id}`,
      '/v1/campaign/traffic-source',
      '/v1/dictionary/meta/iab_categories/ru_RU',
    ]);
  });

  it("search administrators by name and post the moderation decisions with exactly the spec's fields", async () => {
    await backend.signIn('admin');
    const sent = recordRequests();
    const inModeration = backend.mock.store.state().campaigns.filter((campaign) => campaign.status_key === CAMPAIGN_STATUS.in_moderation);
    const [rejected, approved] = inModeration;
    if (!rejected || !approved) throw new Error('the seed has fewer than two campaigns in moderation');
    const now = new Date().toISOString();

    const admins = await invoke<AdminUser[]>('adminUserSearch', { name: 'demo.test' });
    expect(admins.map((admin) => admin.id)).toContain(PERSONA_IDS.admin.userId);
    await invoke('moderationReject', { campaign_id: rejected.id, comment: 'Landing page broken', moderation_start_at: now, extra: 'dropped' });
    await invoke('moderationApprove', { campaign_id: approved.id, category_keys: ['IAB1'], exchange_id: [...ALL_EXCHANGE_IDS], traffic_sources: [TRAFFIC_SOURCES[0]?.id], moderation_start_at: now });
    expect(editorCalls(sent).map((request) => [request.path, JSON.parse(request.body ?? 'null')])).toEqual([
      ['/v1/whitelabel/admin-user-search', { name: 'demo.test' }],
      ['/v1/campaign/moderation/reject', { campaign_id: rejected.id, comment: 'Landing page broken', moderation_start_at: now }],
      [
        '/v1/campaign/moderation/approve',
        { campaign_id: approved.id, category_keys: ['IAB1'], exchange_id: [...ALL_EXCHANGE_IDS], traffic_sources: [TRAFFIC_SOURCES[0]?.id], moderation_start_at: now },
      ],
    ]);
    // The mock took both decisions.
    const stored = (id: number) => backend.mock.store.state().campaigns.find((campaign) => campaign.id === id);
    expect(stored(rejected.id)).toMatchObject({ status_key: CAMPAIGN_STATUS.rejected, rejection_reason: 'Landing page broken' });
    expect([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.waiting_to_start]).toContain(stored(approved.id)?.status_key);
  });
});
