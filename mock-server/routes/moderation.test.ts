import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignRecord } from '../../src/api/contract';
import { call, signedInMock } from '../test-support';
import { createCampaign, getCampaign, inputOf, isoDaysFromNow, publishableInput, publishCampaign, saveCampaign } from './campaign-test-support';

/** POST /v1/campaign/moderation/reject and /approve (spec 2 §4, §7). */
const t = signedInMock();

const S = CAMPAIGN_STATUS;
const reject = (token: string, body: unknown) => call<CampaignRecord>(t.base, '/v1/campaign/moderation/reject', { token, json: body });
const approve = (token: string, body: unknown) => call<CampaignRecord>(t.base, '/v1/campaign/moderation/approve', { token, json: body });

/** A campaign the advertiser has just published, as the moderator loads it. */
const inModeration = async (overrides: Parameters<typeof publishableInput>[0] = {}): Promise<CampaignRecord> => {
  const published = await publishCampaign(t.base, t.advertiser, publishableInput(overrides));
  if (published.type.code !== 0) throw new Error(`publish refused: ${JSON.stringify(published.type)}`);
  return (await getCampaign(t.base, t.admin, published.data.id)).data;
};

const approval = (c: CampaignRecord) => ({
  campaign_id: c.id,
  category_keys: ['IAB22'],
  exchange_id: [1, 2, 3, 4, 5, 6],
  traffic_sources: [1, 4],
  moderation_start_at: c.moderation_start_at,
});

/**
 * The positive control of the refusal tests: the administrator approves one fresh campaign in
 * moderation and rejects another, both accepted (each on a campaign of its own: a decision takes it
 * out of moderation), so a refusal that follows is its input's doing, never the route or the token.
 */
const expectDecisionsTaken = async (): Promise<void> => {
  expect((await approve(t.admin, approval(await inModeration()))).type.code).toBe(0);
  const other = await inModeration();
  expect((await reject(t.admin, { campaign_id: other.id, comment: 'Landing page mismatch', moderation_start_at: other.moderation_start_at })).type.code).toBe(0);
};

describe('approve', () => {
  it('runs a campaign starting now, storing categories, exchanges and traffic sources in the owner fields', async () => {
    const campaign = await inModeration();
    const approved = await approve(t.admin, { ...approval(campaign), exchange_id: [3, 1] });
    expect(approved.type.code).toBe(0);
    expect(approved.data).toMatchObject({ status_key: S.running, version: campaign.version + 1, creative_status: 'approved' });
    expect(approved.data.owner).toMatchObject({ campaign_category_keys: ['IAB22'], exchange_id: [1, 3], traffic_sources: [1, 4] });
    expect((await getCampaign(t.base, t.advertiser, campaign.id)).data.status_key).toBe(S.running);
  });

  it('leaves a campaign whose start is ahead waiting to start', async () => {
    const campaign = await inModeration({ campaign_start_at: isoDaysFromNow(4) });
    expect((await approve(t.admin, approval(campaign))).data.status_key).toBe(S.waiting_to_start);
  });

  it('refuses an empty or unknown exchange, an unknown category or traffic source (code 2), changing nothing', async () => {
    await expectDecisionsTaken();
    const campaign = await inModeration();
    const empty = await approve(t.admin, { ...approval(campaign), exchange_id: [] });
    expect(empty.type.code).toBe(2);
    expect(empty.data).toEqual({ errors: { exchange_id: 'Choose at least one exchange (the app sends all six when none is chosen).' } });
    const unknown = await approve(t.admin, { ...approval(campaign), exchange_id: [0, 7], category_keys: ['IAB99'], traffic_sources: [50] });
    expect(unknown.data).toEqual({
      errors: {
        'exchange_id.0': 'Must be one of 1, 2, 3, 4, 5, 6.',
        'exchange_id.1': 'Must be one of 1, 2, 3, 4, 5, 6.',
        'category_keys.0': 'Unknown category.',
        'traffic_sources.0': 'Unknown traffic source.',
      },
    });
    const missing = await approve(t.admin, { campaign_id: campaign.id });
    expect(missing.data).toEqual({
      errors: {
        category_keys: 'Field is required.',
        exchange_id: 'Field is required.',
        traffic_sources: 'Field is required.',
        moderation_start_at: 'Field is required.',
      },
    });
    expect((await getCampaign(t.base, t.admin, campaign.id)).data).toEqual(campaign);
  });
});

describe('reject', () => {
  it('rejects with the reason kept as rejection_reason', async () => {
    const campaign = await inModeration();
    const rejected = await reject(t.admin, { campaign_id: campaign.id, comment: '  Landing page mismatch ', moderation_start_at: campaign.moderation_start_at });
    expect(rejected.type.code).toBe(0);
    // The campaign is rejected, not its creatives: its creative status stays what their decisions say.
    expect(rejected.data).toMatchObject({ status_key: S.rejected, rejection_reason: 'Landing page mismatch', creative_status: 'pending_review' });
    expect((await getCampaign(t.base, t.advertiser, campaign.id)).data).toMatchObject({ status_key: S.rejected, rejection_reason: 'Landing page mismatch' });
  });

  it('needs a reason', async () => {
    await expectDecisionsTaken();
    const campaign = await inModeration();
    const result = await reject(t.admin, { campaign_id: campaign.id, comment: ' ', moderation_start_at: campaign.moderation_start_at });
    expect(result.data).toEqual({ errors: { comment: 'Field is required.' } });
  });
});

describe('both decisions', () => {
  it('are for CAMPAIGN_ADMINISTRATION only (code 3)', async () => {
    await expectDecisionsTaken();
    const campaign = await inModeration();
    expect((await approve(t.advertiser, approval(campaign))).type.code).toBe(3);
    expect((await reject(t.advertiser, { campaign_id: campaign.id, comment: 'no', moderation_start_at: campaign.moderation_start_at })).type.code).toBe(3);
  });

  it('refuse a campaign that is not in moderation (136) and an unknown one (130)', async () => {
    await expectDecisionsTaken();
    const draft = await createCampaign(t.base, t.advertiser);
    const result = await approve(t.admin, { ...approval(draft), moderation_start_at: new Date().toISOString() });
    expect(result.type).toEqual({ code: 136, message: 'Campaign does not need moderation' });
    expect((await reject(t.admin, { campaign_id: 9_999_999, comment: 'x', moderation_start_at: new Date().toISOString() })).type.code).toBe(130);
  });

  it('refuse a decision on a copy older than the advertiser’s last change in moderation (138)', async () => {
    await expectDecisionsTaken();
    const campaign = await inModeration();
    // The advertiser edits the campaign while the moderator is looking at the old copy.
    const loaded = (await getCampaign(t.base, t.advertiser, campaign.id)).data;
    expect((await saveCampaign(t.base, t.advertiser, inputOf(loaded, { budget: 410 }))).type.code).toBe(0);
    const stale = await approve(t.admin, approval(campaign));
    expect(stale.type).toEqual({ code: 138, message: 'Campaign has been updated while being in moderation' });
    expect((await reject(t.admin, { campaign_id: campaign.id, comment: 'x', moderation_start_at: campaign.moderation_start_at })).type.code).toBe(138);
    expect((await getCampaign(t.base, t.admin, campaign.id)).data.status_key).toBe(S.in_moderation);
    // Reloaded after the change, the moderator's decision goes through.
    const fresh = (await getCampaign(t.base, t.admin, campaign.id)).data;
    expect(Date.parse(fresh.moderation_start_at ?? '')).toBeGreaterThan(Date.parse(campaign.moderation_start_at ?? ''));
    expect((await approve(t.admin, approval(fresh))).type.code).toBe(0);
  });

  it('are not stale after an administrator’s own owner change', async () => {
    const campaign = await inModeration();
    expect((await call(t.base, `/v1/campaign/admin/${campaign.id}`, { token: t.admin, json: { margin: 12 } })).type.code).toBe(0);
    expect((await approve(t.admin, approval(campaign))).type.code).toBe(0);
  });
});
