import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PERMISSIONS, type CampaignInput, type CampaignRecord, type Permission } from '../src/api/contract';
import { defaultNativeAd, newCampaignFields } from '../src/api/contract/campaign-defaults';
import type { SectionPermission } from '../src/api/contract/campaign-sections';
import { newCampaignName } from '../src/domain/newCampaignName';
import { sectionRefusalMessage } from './campaign-section-access';
import { createCampaign, getCampaign, inputOf, isoDaysFromNow, publishCampaign, saveCampaign, storedCampaign } from './routes/campaign-test-support';
import { PERSONA_IDS } from './seed/facts';
import { call, signedInMock } from './test-support';

/**
 * Section permissions enforced by the server: the demo analyst (a sub-user of the advertiser's
 * account) is given a different CAMPAIGN_* set per test; permissions are read on every request.
 */
const t = signedInMock();

const asSubUser = (permissions: readonly Permission[]): void =>
  t.mock.store.mutate((state) => {
    const analyst = state.users.find((u) => u.id === PERSONA_IDS.analyst.userId);
    if (!analyst) throw new Error('no analyst');
    analyst.permissions = ['PAGE_REPORTS', ...permissions];
  });

/** CAMPAIGN_EDIT and every section but the one left out. */
const allBut = (section: SectionPermission): Permission[] =>
  CAMPAIGN_PERMISSIONS.filter((p) => p !== section && p !== 'CAMPAIGN_ADMINISTRATION');

/** One change per section, each on a field only that section's tabs edit. */
const CHANGES: Record<Exclude<SectionPermission, 'CAMPAIGN_ADMINISTRATION'>, (r: CampaignRecord) => Partial<CampaignInput>> = {
  CAMPAIGN_SETUP: (r) => ({ name: `${r.name} renamed` }),
  CAMPAIGN_TARGETING: (r) => ({ targeting: { ...r.targeting, gender: r.targeting.gender === 2 ? 3 : 2 } }),
  // A valid change whatever the ad's state: the native ad's optional price (an ad switched on half
  // filled would be refused by the creative rules before any permission question).
  CAMPAIGN_CREATIVES: (r) => {
    const ad = r.visuals.native_ad ?? defaultNativeAd();
    return { visuals: { ...r.visuals, native_ad: { ...ad, price: `${ad.price}9` } } };
  },
  CAMPAIGN_MORE_SETTINGS: () => ({ frequency_cap: [{ key: 1, value: 3 }] }),
};
const SECTIONS = Object.keys(CHANGES) as (keyof typeof CHANGES)[];

const refused = (section: SectionPermission) => ({ code: 3, message: sectionRefusalMessage(section) });

/**
 * The positive control of a refusal: `token` resends the campaign as it stands, accepted (a save that
 * changes nothing keeps the version), so the refusal that follows is its change's doing and never the
 * token, the record or the version.
 */
const expectResendTaken = async (token: string, record: CampaignRecord): Promise<void> => {
  const resent = await saveCampaign(t.base, token, inputOf(record));
  expect([resent.type.code, resent.data.version]).toEqual([0, record.version]);
};

describe('a save that changes a section the caller may not edit', () => {
  it.each(SECTIONS)('is refused for %s (code 3, naming the section), storing nothing', async (section) => {
    const record = await createCampaign(t.base, t.advertiser);
    asSubUser(allBut(section));
    await expectResendTaken(t.analyst, record);
    const result = await saveCampaign(t.base, t.analyst, inputOf(record, CHANGES[section](record)));
    expect(result.status).toBe(403);
    expect(result.type).toEqual(refused(section));
    expect(storedCampaign(t.mock, record.id).version).toBe(record.version);
  });

  it.each(SECTIONS)('is allowed when the caller holds %s, and the other sections ride along unchanged', async (section) => {
    const record = await createCampaign(t.base, t.advertiser);
    const other = SECTIONS.find((s) => s !== section) ?? section;
    asSubUser(allBut(other));
    const result = await saveCampaign(t.base, t.analyst, inputOf(record, CHANGES[section](record)));
    expect(result.type.code).toBe(0);
    expect(result.data.version).toBe(record.version + 1);
  });

  it('lets a caller holding only CAMPAIGN_EDIT resend the campaign unchanged', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    asSubUser(['CAMPAIGN_EDIT']);
    const result = await saveCampaign(t.base, t.analyst, inputOf(record));
    expect(result.type.code).toBe(0);
  });

  it('refuses saveAndPublish the same way', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    asSubUser(allBut('CAMPAIGN_CREATIVES'));
    // Another campaign, published as it stands, is accepted (a publish takes it to moderation, so not this one).
    const twin = await createCampaign(t.base, t.advertiser);
    expect((await publishCampaign(t.base, t.analyst, inputOf(twin))).type.code).toBe(0);
    const published = await publishCampaign(t.base, t.analyst, inputOf(record, CHANGES.CAMPAIGN_CREATIVES(record)));
    expect(published.status).toBe(403);
    expect(published.type).toEqual(refused('CAMPAIGN_CREATIVES'));
  });

  it('counts geography and attribution as Advanced, not Targeting', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    asSubUser(allBut('CAMPAIGN_MORE_SETTINGS'));
    await expectResendTaken(t.analyst, record);
    const geography = { targeting: { ...record.targeting, location_option_key: record.targeting.location_option_key === 1 ? 2 : 1 } } as const;
    expect((await saveCampaign(t.base, t.analyst, inputOf(record, geography))).type).toEqual(refused('CAMPAIGN_MORE_SETTINGS'));
    const attribution = { attribution: [{ name: 'src', value: 'dsp' }] };
    expect((await saveCampaign(t.base, t.analyst, inputOf(record, attribution))).type).toEqual(refused('CAMPAIGN_MORE_SETTINGS'));
    asSubUser(allBut('CAMPAIGN_TARGETING'));
    expect((await saveCampaign(t.base, t.analyst, inputOf(record, geography))).type.code).toBe(0);
  });

  it('compares dates by the day they fall on in the campaign’s timezone, as the editor shows them', async () => {
    const start = isoDaysFromNow(3);
    const record = await createCampaign(t.base, t.advertiser, { campaign_start_at: start });
    asSubUser(allBut('CAMPAIGN_SETUP'));
    // The editor sends the start of that day back, not the stored instant.
    const day = new Date(Date.parse(start) + record.timezone_offset_seconds * 1000).toISOString().slice(0, 10);
    const sameDay = new Date(Date.parse(`${day}T00:00:00Z`) - record.timezone_offset_seconds * 1000).toISOString();
    expect((await saveCampaign(t.base, t.analyst, inputOf(record, { campaign_start_at: sameDay }))).type.code).toBe(0);
    const fresh = (await getCampaign(t.base, t.analyst, record.id)).data;
    const nextDay = isoDaysFromNow(5);
    expect((await saveCampaign(t.base, t.analyst, inputOf(fresh, { campaign_start_at: nextDay }))).type).toEqual(refused('CAMPAIGN_SETUP'));
  });

  it('answers a stale version with 1320 before judging the sections', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    expect((await saveCampaign(t.base, t.advertiser, inputOf(record, CHANGES.CAMPAIGN_TARGETING(record)))).type.code).toBe(0);
    asSubUser(allBut('CAMPAIGN_TARGETING'));
    await expectResendTaken(t.analyst, (await getCampaign(t.base, t.analyst, record.id)).data);
    expect((await saveCampaign(t.base, t.analyst, inputOf(record))).type.code).toBe(1320);
  });
});

describe('creating', () => {
  it('measures a new campaign from the defaults of its type and goal', async () => {
    asSubUser(allBut('CAMPAIGN_CREATIVES'));
    // An audio campaign's defaults switch its tracks on: not a change the caller made.
    const audio = { ...newCampaignFields('other', 'audio_advertising'), name: `Audio ${process.pid}-${Date.now()}` };
    const created = await saveCampaign(t.base, t.analyst, audio);
    expect(created.type.code).toBe(0);
    const withNative = { ...audio, name: `${audio.name} 2`, visuals: { ...audio.visuals, native_enabled: true } };
    expect((await saveCampaign(t.base, t.analyst, withNative)).type).toEqual(refused('CAMPAIGN_CREATIVES'));
  });

  it("names it as the editor does, after the account's campaign count", async () => {
    asSubUser(allBut('CAMPAIGN_SETUP'));
    const countNow = async () => (await call<number>(t.base, `/v1/campaign/count/${PERSONA_IDS.analyst.spaceId}`, { token: t.analyst })).data;
    const fields = newCampaignFields('awareness', 'enhanced_exposure');
    // A new campaign named as the editor names it is taken first, so the refusal is the name's doing.
    expect((await saveCampaign(t.base, t.analyst, { ...fields, name: newCampaignName(await countNow()) })).type.code).toBe(0);
    expect((await saveCampaign(t.base, t.analyst, { ...fields, name: 'New Campaign' })).type).toEqual(refused('CAMPAIGN_SETUP'));
    const count = await countNow();
    const created = await saveCampaign(t.base, t.analyst, { ...fields, name: newCampaignName(count) });
    expect(created.type.code).toBe(0);
    expect(created.data.name).toBe(`New Campaign ${count + 1}`);
  });

  it('measures a copy from its source as the editor copies it', async () => {
    const source = await createCampaign(t.base, t.advertiser, { targeting_on: true });
    asSubUser(allBut('CAMPAIGN_TARGETING'));
    const { id: _id, version: _version, ...fields } = inputOf(source);
    const copy = { ...fields, name: `${source.name} - Copy`, replicated_from: source.id };
    expect((await saveCampaign(t.base, t.analyst, copy)).type.code).toBe(0);
    const changed = { ...copy, name: `${copy.name} 2`, targeting_on: false };
    expect((await saveCampaign(t.base, t.analyst, changed)).type).toEqual(refused('CAMPAIGN_TARGETING'));
  });
});

describe('who may save at all', () => {
  it('refuses a sub-user without CAMPAIGN_EDIT whatever sections it holds', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    // The same sections with CAMPAIGN_EDIT may save.
    asSubUser(CAMPAIGN_PERMISSIONS);
    await expectResendTaken(t.analyst, record);
    asSubUser(CAMPAIGN_PERMISSIONS.filter((p) => p !== 'CAMPAIGN_EDIT'));
    const result = await saveCampaign(t.base, t.analyst, inputOf(record));
    expect(result.type).toEqual({ code: 3, message: 'Illegal action' });
  });

  it('refuses owner fields from a non-administrator, naming Administration', async () => {
    const record = await createCampaign(t.base, t.advertiser);
    const admin = (await getCampaign(t.base, t.admin, record.id)).data;
    await expectResendTaken(t.advertiser, record);
    const result = await saveCampaign(t.base, t.advertiser, { ...inputOf(record), owner: admin.owner });
    expect(result.type).toEqual(refused('CAMPAIGN_ADMINISTRATION'));
  });
});
