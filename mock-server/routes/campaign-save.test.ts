import { describe, expect, it } from 'vitest';
import { type CampaignRecord } from '../../src/api/contract';
import { savedState } from '../db/persistence';
import { defaultOwnerFields } from '../seed/campaign-defaults';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { signedInMock } from '../test-support';
import { createCampaign, foreignCampaign, getCampaign, inputOf, publishableInput, saveCampaign, storedCampaign } from './campaign-test-support';

const t = signedInMock();

/** The campaigns as a start would load them: the document and its journal (a save is journaled). */
const campaignsInFile = (): { id: number; name: string; version: number }[] => savedState(t.dbFile).campaigns;

/**
 * The advertiser's save of a valid body is accepted: the positive control a refusal test starts with,
 * so the refusal that follows is its input's doing and never the route, the persona or a base body
 * that no longer passes. Answers the created record.
 */
const expectValidSave = async (overrides: Parameters<typeof publishableInput>[0] = {}): Promise<CampaignRecord> => {
  const saved = await saveCampaign(t.base, t.advertiser, publishableInput(overrides));
  expect(saved.type.code).toBe(0);
  return saved.data;
};

describe('PUT /v1/campaign: create', () => {
  it('creates a draft at version 1 in the caller’s space, with the defaults for what the body leaves out', async () => {
    const created = await saveCampaign(t.base, t.advertiser, { name: 'Only A Name', country: 'US' });
    expect(created.type).toEqual({ code: 0, message: 'OK' });
    expect(created.data).toMatchObject({
      name: 'Only A Name',
      status_key: 0,
      version: 1,
      space_id: PERSONA_IDS.advertiser.spaceId,
      currency: 'USD',
      cpx: 0.35,
      cpm: 0.35,
      is_auto_enhancement: true,
      slots_include_unknown: true,
      budget_type_key: 2,
      campaign_type_key: 1,
      moderation_start_at: null,
      rejection_reason: null,
    });
    expect(created.data.slots).toEqual(Array(12).fill(true));
    expect(created.data.visuals.video_ads).toHaveLength(1);
    // Saved before the answer, and readable again.
    expect(campaignsInFile().some((c) => c.id === created.data.id)).toBe(true);
    expect((await getCampaign(t.base, t.advertiser, created.data.id)).data).toEqual(created.data);
  });

  it('creates in the space an administrator acts as, and refuses a foreign space to an advertiser', async () => {
    const inOther = await saveCampaign(t.base, t.admin, publishableInput({ space_id: NO_PAYMENT_ACCOUNT.spaceId }));
    expect(inOther.data.space_id).toBe(NO_PAYMENT_ACCOUNT.spaceId);
    const own = await saveCampaign(t.base, t.admin, publishableInput());
    expect(own.data.space_id).toBe(PERSONA_IDS.admin.spaceId);
    expect((await expectValidSave({ space_id: PERSONA_IDS.advertiser.spaceId })).space_id).toBe(PERSONA_IDS.advertiser.spaceId);
    const foreign = await saveCampaign(t.base, t.advertiser, publishableInput({ space_id: NO_PAYMENT_ACCOUNT.spaceId }));
    expect(foreign.type.code).toBe(3);
    expect((await saveCampaign(t.base, t.admin, publishableInput({ space_id: 9_999_999 }))).type.code).toBe(110);
  });

  it('refuses a caller without CAMPAIGN_EDIT (code 3) and a body that is no object (code 2)', async () => {
    await expectValidSave();
    const before = t.mock.store.state().campaigns.length;
    const refused = await saveCampaign(t.base, t.analyst, publishableInput());
    expect(refused.status).toBe(403);
    expect(refused.type).toEqual({ code: 3, message: 'Illegal action' });
    expect((await saveCampaign(t.base, t.advertiser, [1, 2])).type.code).toBe(2);
    expect(t.mock.store.state().campaigns).toHaveLength(before);
  });

  it('answers wrong types with code 2 and the field paths, storing nothing', async () => {
    await expectValidSave();
    const before = t.mock.store.state().campaigns.length;
    const result = await saveCampaign(t.base, t.advertiser, {
      ...publishableInput(),
      budget: 'a lot',
      slots: [true],
      bidding_strategy: { click_url: 7 },
      targeting: { from_age: 'young' },
      visuals: { banners: [{ width: 300 }] },
    });
    expect(result.status).toBe(400);
    expect(result.type.code).toBe(2);
    expect(result.data).toMatchObject({
      errors: {
        budget: 'The field value needs to be a number. Make sure to enter a numeric value.',
        slots: 'Must hold exactly 12 entries.',
        'bidding_strategy.click_url': 'Must be text.',
        'targeting.from_age': 'The field value needs to be a number. Make sure to enter a numeric value.',
        'visuals.banners.0.height': 'Field is required.',
      },
    });
    expect(t.mock.store.state().campaigns).toHaveLength(before);
  });

  it('answers a budget type other than 2 with code 1307', async () => {
    await expectValidSave({ budget_type_key: 2 });
    const result = await saveCampaign(t.base, t.advertiser, { ...publishableInput(), budget_type_key: 1 });
    expect(result.type).toEqual({ code: 1307, message: 'Wrong budget type' });
    expect(result.data).toEqual({ errors: { budget_type_key: 'Must be one of 2.' } });
  });
});

describe('PUT /v1/campaign: update', () => {
  it('replaces the stored fields with the body, bumps the version and answers the saved record', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const updated = await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 250, attribution: [{ name: 'source', value: 'dsp' }] }));
    expect(updated.type.code).toBe(0);
    expect(updated.data).toMatchObject({ id: created.id, budget: 250, version: 2, attribution: [{ name: 'source', value: 'dsp' }] });
    expect(Date.parse(updated.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(campaignsInFile().find((c) => c.id === created.id)?.version).toBe(2);
  });

  it('keeps the version when the save changes nothing', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const again = await saveCampaign(t.base, t.advertiser, inputOf(created));
    expect(again.data.version).toBe(1);
  });

  it('refuses a save over a newer version with code 1320 and stores nothing (no lost update)', async () => {
    // The administrator's save of a campaign at its current version goes through.
    const twin = await createCampaign(t.base, t.advertiser);
    expect((await saveCampaign(t.base, t.admin, inputOf(twin, { name: `${twin.name} renamed` }))).data.version).toBe(2);
    const created = await createCampaign(t.base, t.advertiser);
    // Two editors opened version 1; the first one saves.
    expect((await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 300 }))).data.version).toBe(2);
    const late = await saveCampaign(t.base, t.admin, inputOf(created, { name: 'Overwrites the budget' }));
    expect(late.status).toBe(409);
    expect(late.type).toEqual({ code: 1320, message: 'This campaign was changed by someone else after you opened it. Nothing was saved.' });
    const stored = await getCampaign(t.base, t.advertiser, created.id);
    expect(stored.data).toMatchObject({ budget: 300, name: created.name, version: 2 });
    // Reloaded at version 2, the same change goes through.
    expect((await saveCampaign(t.base, t.admin, inputOf(stored.data, { name: `${created.name} renamed` }))).data.version).toBe(3);
  });

  it('answers 130 for an unknown id and 3 for a campaign of another account', async () => {
    const own = await createCampaign(t.base, t.advertiser);
    expect((await saveCampaign(t.base, t.advertiser, { ...publishableInput(), id: own.id })).type.code).toBe(0);
    expect((await saveCampaign(t.base, t.advertiser, { ...publishableInput(), id: 9_999_999 })).type.code).toBe(130);
    expect((await saveCampaign(t.base, t.advertiser, { ...publishableInput(), id: foreignCampaign(t.mock).id })).type.code).toBe(3);
  });

  it('keeps a campaign in its space whatever space_id an update names', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const moved = await saveCampaign(t.base, t.admin, inputOf(created, { space_id: NO_PAYMENT_ACCOUNT.spaceId }));
    expect(moved.data.space_id).toBe(PERSONA_IDS.advertiser.spaceId);
  });
});

describe('owner fields through GET and PUT', () => {
  it('shows the owner fields to administrators only, and never the server’s own moderation facts', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const asAdvertiser = (await getCampaign(t.base, t.advertiser, created.id)).data;
    const asAdmin = (await getCampaign(t.base, t.admin, created.id)).data;
    expect(asAdvertiser).not.toHaveProperty('owner');
    expect(asAdmin.owner).toEqual(defaultOwnerFields());
    for (const record of [asAdvertiser, asAdmin]) {
      expect(record).not.toHaveProperty('content_changed_at');
      expect(record).not.toHaveProperty('rejected_version');
    }
    expect(created).not.toHaveProperty('owner');
  });

  it('refuses owner fields from a non-administrator with code 3, storing nothing', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    // The same save without owner fields is accepted, so the refusal is theirs.
    const updated = await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 998 }));
    expect(updated.type.code).toBe(0);
    const refused = await saveCampaign(t.base, t.advertiser, inputOf(updated.data, { owner: { ...defaultOwnerFields(), margin: 10 }, budget: 999 }));
    expect(refused.type.code).toBe(3);
    expect(storedCampaign(t.mock, created.id)).toMatchObject({ budget: 998, owner: { margin: null } });
  });

  it('saves owner fields from an administrator, checked like the owner call', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const saved = await saveCampaign(t.base, t.admin, inputOf(created, { owner: { ...defaultOwnerFields(), margin: 25, deal_link: 'https://deals.example.com/x' } }));
    expect(saved.data.owner).toMatchObject({ margin: 25, deal_link: 'https://deals.example.com/x' });
    const both = await saveCampaign(t.base, t.admin, inputOf(saved.data, { owner: { ...defaultOwnerFields(), margin: 25, fixed_cpm: 1.5 } }));
    expect(both.type.code).toBe(2);
    expect(both.data).toEqual({
      errors: {
        'owner.margin': 'Fixed CPM should be removed before setting the Margin.',
        'owner.fixed_cpm': 'Margin should be removed before setting the Fixed CPM.',
      },
    });
    const tooHigh = await saveCampaign(t.base, t.admin, inputOf(saved.data, { owner: { ...defaultOwnerFields(), margin: 41 } }));
    expect(tooHigh.data).toEqual({ errors: { 'owner.margin': 'Only positive integer numbers allowed, less than 40' } });
    const fraction = await saveCampaign(t.base, t.admin, inputOf(saved.data, { owner: { ...defaultOwnerFields(), margin: 2.5 } }));
    // The editor's rule, in its words: a whole number up to the maximum.
    expect(fraction.data).toEqual({ errors: { 'owner.margin': 'Only positive integer numbers allowed, less than 40' } });
    // The advertiser's next save (without owner fields) leaves them as the administrator set them.
    const reloaded = (await getCampaign(t.base, t.advertiser, created.id)).data;
    await saveCampaign(t.base, t.advertiser, inputOf(reloaded, { budget: 120 }));
    expect(storedCampaign(t.mock, created.id).owner.margin).toBe(25);
  });
});

describe('persisted record', () => {
  it('answers exactly what GET answers afterwards', async () => {
    const created: CampaignRecord = await createCampaign(t.base, t.advertiser, { targeting: { ...publishableInput().targeting, from_age: 25, to_age: 40 } });
    expect((await getCampaign(t.base, t.advertiser, created.id)).data).toEqual(created);
  });
});
