import { describe, expect, it } from 'vitest';
import { type CampaignOwnerFields, type CampaignRecord } from '../../src/api/contract';
import { defaultOwnerFields } from '../seed/campaign-defaults';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { createCampaign, getCampaign, inputOf, saveCampaign } from './campaign-test-support';

/** GET and POST /v1/campaign/admin/{id}: the owner fields, for administrators only. */
const t = signedInMock();

const readOwner = (token: string, id: number) => call<CampaignOwnerFields>(t.base, `/v1/campaign/admin/${id}`, { token });
const writeOwner = (token: string, id: number, body: unknown) => call<CampaignRecord>(t.base, `/v1/campaign/admin/${id}`, { token, json: body });

describe('owner fields call', () => {
  it('answers the owner fields to an administrator and code 3 to anyone else', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    // The same path answers the administrator campaigns list's phase and comments beside them (spec 3 §7).
    expect((await readOwner(t.admin, created.id)).data).toEqual({ ...defaultOwnerFields(), id: created.id, name: created.name, space_id: created.space_id, phase: 'N/A', comments: [] });
    expect((await writeOwner(t.admin, created.id, { margin: 5 })).type.code).toBe(0);
    const refused = await readOwner(t.advertiser, created.id);
    expect(refused.status).toBe(403);
    expect(refused.type.code).toBe(3);
    expect((await writeOwner(t.advertiser, created.id, { margin: 5 })).type.code).toBe(3);
    expect((await readOwner(t.admin, 9_999_999)).type.code).toBe(130);
  });

  it('saves what the body names over the stored fields and answers the record with its new version', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const body: Partial<CampaignOwnerFields> = {
      margin: 30,
      exchange_id: [1, 3],
      traffic_sources: [2],
      campaign_category_keys: ['IAB3'],
      account_manager_id: PERSONA_IDS.admin.userId,
      intent_verified: true,
      intent_tag_date: '2026-11-01',
      traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: 1.5, rules: [{ filter: 'app', operator: 'is', value: 'com.example.app' }] }],
    };
    const saved = await writeOwner(t.admin, created.id, body);
    expect(saved.type.code).toBe(0);
    expect(saved.data.version).toBe(created.version + 1);
    // Every named field as sent, every other one still its default.
    expect(saved.data.owner).toEqual({ ...defaultOwnerFields(), ...body });
    expect((await readOwner(t.admin, created.id)).data).toMatchObject(saved.data.owner ?? {});
    // The advertiser sees the new version but not the fields.
    const seen = (await getCampaign(t.base, t.advertiser, created.id)).data;
    expect(seen.version).toBe(saved.data.version);
    expect(seen).not.toHaveProperty('owner');
    // An editor still at the old version is refused: the owner change counts as a change. At the version seen, the same save is taken.
    expect((await saveCampaign(t.base, t.advertiser, inputOf(seen, { budget: 61 }))).type.code).toBe(0);
    expect((await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 61 }))).type.code).toBe(1320);
  });

  it('refuses margin and fixed CPM together, a margin above the maximum of 40, and bad values (code 2)', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    expect((await writeOwner(t.admin, created.id, { margin: 10 })).type.code).toBe(0);
    const both = await writeOwner(t.admin, created.id, { margin: 10, fixed_cpm: 2 });
    expect(both.type.code).toBe(2);
    expect(both.data).toEqual({
      errors: { margin: 'Fixed CPM should be removed before setting the Margin.', fixed_cpm: 'Margin should be removed before setting the Fixed CPM.' },
    });
    expect((await writeOwner(t.admin, created.id, { margin: 41 })).data).toEqual({ errors: { margin: 'Only positive integer numbers allowed, less than 40' } });
    expect((await writeOwner(t.admin, created.id, { margin: 40 })).type.code).toBe(0);
    expect((await writeOwner(t.admin, created.id, { margin: null, fixed_cpm: 2 })).data.owner).toMatchObject({ margin: null, fixed_cpm: 2 });
    const bad = await writeOwner(t.admin, created.id, {
      margin: -1,
      exchange_id: [7],
      traffic_sources: [99],
      account_manager_id: PERSONA_IDS.advertiser.userId,
      intent_tag_date: 'tomorrow',
      traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: -0.5, rules: [] }],
    });
    expect(bad.type.code).toBe(2);
    expect(bad.data).toEqual({
      errors: {
        'exchange_id.0': 'Must be one of 1, 2, 3, 4, 5, 6.',
        intent_tag_date: 'Invalid date format',
      },
    });
    // Ranges are the editor's rules (src/domain/campaign-rules), answered in its English.
    const negative = await writeOwner(t.admin, created.id, { margin: -1, fixed_cpm: null, traffic_targeting: [{ id: 1, name: 'Bidding 1', multiplier: -0.5, rules: [] }] });
    expect(negative.type.code).toBe(2);
    expect(negative.data).toEqual({
      errors: { margin: 'Only positive integer numbers allowed, less than 40', 'traffic_targeting.0.multiplier': 'Only positive numbers allowed' },
    });
    const unknown = await writeOwner(t.admin, created.id, { traffic_sources: [99], account_manager_id: PERSONA_IDS.advertiser.userId });
    expect(unknown.data).toEqual({
      errors: { traffic_sources: 'Unknown traffic source.', account_manager_id: 'Not an administrator of this white-label.' },
    });
    expect((await readOwner(t.admin, created.id)).data).toMatchObject({ margin: null, fixed_cpm: 2, traffic_sources: [] });
  });
});

/**
 * Why the editor sends the owner fields inside its campaign save (PUT /v1/campaign, saveAndPublish)
 * rather than through this call: one request is one version and one change log entry, and a refused
 * save (a stale version, a broken rule) stores neither part. Two calls could store one half.
 */
describe('owner fields inside the editor’s save', () => {
  it('are one change with the campaign’s own fields: one version, one revision', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const before = t.mock.store.state().revisions.filter((r) => r.campaign_id === created.id).length;
    const saved = await saveCampaign(t.base, t.admin, inputOf(created, { budget: 140, owner: { ...defaultOwnerFields(), margin: 12 } }));
    expect(saved.data).toMatchObject({ version: created.version + 1, budget: 140, owner: { margin: 12 } });
    const revisions = t.mock.store.state().revisions.filter((r) => r.campaign_id === created.id);
    expect(revisions).toHaveLength(before + 1);
    expect(revisions.at(-1)?.state_difference.map((d) => d.path).sort()).toEqual(['budget', 'owner.margin']);
    // What the separate read answers is what the editor already has from GET /v1/campaign/{id}.
    expect((await readOwner(t.admin, created.id)).data).toMatchObject((await getCampaign(t.base, t.admin, created.id)).data.owner ?? {});
  });

  it('are refused with the rest: a stale save stores neither the owner nor the campaign fields', async () => {
    // The same save at the current version is taken (on a twin, whose owner fields this test does not read).
    const twin = await createCampaign(t.base, t.advertiser);
    expect((await saveCampaign(t.base, t.admin, inputOf(twin, { budget: 150, owner: { ...defaultOwnerFields(), margin: 20 } }))).type.code).toBe(0);
    const created = await createCampaign(t.base, t.advertiser);
    expect((await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 75 }))).type.code).toBe(0);
    const stale = await saveCampaign(t.base, t.admin, inputOf(created, { budget: 150, owner: { ...defaultOwnerFields(), margin: 20 } }));
    expect(stale.type.code).toBe(1320);
    expect((await readOwner(t.admin, created.id)).data.margin).toBeNull();
    expect((await getCampaign(t.base, t.admin, created.id)).data.budget).toBe(75);
  });
});
