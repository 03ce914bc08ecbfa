import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignRecord } from '../api/contract';
import { mockBackend } from '../test/mockBackend';
import { replicationSource } from './replicate';

/**
 * An administrator's copy (spec 2 §4: a copy drops status and id, sets replicated_from, removes
 * metrics, report and moderation fields) keeps the commercial owner terms but none of what the source's
 * moderation chose: the copy is moderated afresh.
 */
const backend = mockBackend();

/** An approved (running) campaign whose moderation chose exchanges and traffic sources, as the admin reads it. */
const moderatedCampaign = async (): Promise<CampaignRecord> => {
  const stored = backend.mock.store
    .state()
    .campaigns.find((c) => c.status_key === CAMPAIGN_STATUS.running && c.owner.exchange_id.length > 0 && c.owner.traffic_sources.length > 0);
  if (!stored) throw new Error('the seed has no approved campaign with exchanges and traffic sources');
  return (await backend.call<CampaignRecord>(`/v1/campaign/${stored.id}`, { as: 'admin' })).data;
};

describe('replicationSource', () => {
  it("leaves the moderation's choices and facts behind and keeps the rest of the owner fields", async () => {
    const source = await moderatedCampaign();
    const copy = replicationSource(source);
    expect(copy.owner).toEqual({ ...source.owner, exchange_id: [], traffic_sources: [], campaign_category_keys: [] });
    expect(copy).toMatchObject({ moderation_start_at: null, rejection_reason: null });
    // The source itself is untouched (the editor's cached record).
    expect(source.owner?.exchange_id.length).toBeGreaterThan(0);
  });

  it('leaves an advertiser’s record (no owner fields) without any', async () => {
    const source = await moderatedCampaign();
    const { owner: _owner, ...advertisers } = source;
    expect(replicationSource(advertisers)).not.toHaveProperty('owner');
  });
});
