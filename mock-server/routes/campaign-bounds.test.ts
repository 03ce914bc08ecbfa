import { PERSONA_IDS } from '../seed/facts';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LIST_GUARD, CAMPAIGN_LIST_LIMITS, CAMPAIGN_NUMBER_LIMITS, type CampaignInput, type FieldErrorsData } from '../../src/api/contract';
import { ADMIN_AUDIENCES, ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../seed/audiences';
import { citiesOf } from '../seed/cities';
import { signedInMock } from '../test-support';
import { foreignCampaign, publishCampaign, publishableInput, saveCampaign, storedCampaign, uniqueName } from './campaign-test-support';

/**
 * What a hostile client sends PUT /v1/campaign and saveAndPublish: huge lists, ids that exist nowhere
 * or in another space, names with hidden characters, money past any campaign. Each is refused with its
 * code and the field named, or stored normalised.
 */
const t = signedInMock();

const errorsOf = (data: unknown): Record<string, string> => (data as FieldErrorsData | null)?.errors ?? {};
const withTargeting = (targeting: Partial<CampaignInput['targeting']>): CampaignInput => {
  const body = publishableInput();
  return { ...body, targeting: { ...body.targeting, ...targeting } };
};
/**
 * Sends `body` once the same call by the advertiser has accepted a valid body, so a refusal that
 * follows is the body's doing and never a base input, token or route that no longer passes.
 */
const sendAfterValid = async (send: typeof saveCampaign, body: CampaignInput) => {
  expect((await send(t.base, t.advertiser, publishableInput())).type.code).toBe(0);
  return send(t.base, t.advertiser, body);
};
const OWN_AUDIENCE = FIRST_AUDIENCE_ID;
/** The first audience past both persona spaces': another account's. */
const OTHER_SPACE_AUDIENCE = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length + ADMIN_AUDIENCES.length;

describe('PUT /v1/campaign: bounded lists', () => {
  it('refuses 99,999 interests whole, naming the list (code 2), without reading one entry', async () => {
    const answer = await sendAfterValid(saveCampaign, withTargeting({ interests: Array<number>(99_999).fill(1) }));
    expect(answer.type.code).toBe(2);
    expect(Object.keys(errorsOf(answer.data))).toEqual(['targeting.interests']);
  });

  it('holds every list to its limit from the contract, one past it refused on that list', async () => {
    const interests = Array.from({ length: CAMPAIGN_LIST_LIMITS['targeting.interests'] + 1 }, (_, i) => (i % 30) + 1);
    const answer = await sendAfterValid(saveCampaign, withTargeting({ interests }));
    expect(answer.type.code).toBe(2);
    expect(errorsOf(answer.data)['targeting.interests']).toBe(`At most ${CAMPAIGN_LIST_LIMITS['targeting.interests']} entries.`);
    const body = publishableInput();
    const apps = Array.from({ length: CAMPAIGN_LIST_LIMITS['placement.excluded_apps'] + 1 }, (_, i) => `com.example.app${i}`);
    const placement = await sendAfterValid(saveCampaign, { ...body, placement: { ...body.placement, excluded_apps: apps } });
    expect(placement.type.code).toBe(2);
    expect(Object.keys(errorsOf(placement.data))).toEqual(['placement.excluded_apps']);
    expect(CAMPAIGN_LIST_GUARD).toBeGreaterThan(Math.max(...Object.values(CAMPAIGN_LIST_LIMITS)));
  });

  it('refuses interest and city ids that exist in no dictionary (code 2, the list named)', async () => {
    const unknownInterest = await sendAfterValid(saveCampaign, withTargeting({ interests: [3, 9_999_999] }));
    expect(unknownInterest.type.code).toBe(2);
    expect(errorsOf(unknownInterest.data)['targeting.interests']).toBe('Unknown interest.');
    const lagos = citiesOf('NG')[0];
    if (!lagos) throw new Error('Nigeria has no cities');
    // Lagos is a city, but not of the campaign's country (US).
    for (const cityIds of [[9_999_999], [lagos.id]]) {
      const answer = await sendAfterValid(saveCampaign, withTargeting({ city_ids: cityIds }));
      expect(answer.type.code, JSON.stringify(cityIds)).toBe(2);
      expect(errorsOf(answer.data)['targeting.city_ids']).toBe('Not a city of this country.');
    }
    const us = citiesOf('US').map((city) => city.id);
    const fine = await saveCampaign(t.base, t.advertiser, withTargeting({ interests: [3, 9], city_ids: us.slice(0, 2) }));
    expect(fine.type.code).toBe(0);
    expect(fine.data.targeting.interests).toEqual([3, 9]);
  });

  it('refuses app categories outside the placements list', async () => {
    const body = publishableInput();
    const answer = await sendAfterValid(saveCampaign, { ...body, placement: { ...body.placement, excluded_app_categories: ['no-such-category'] } });
    expect(answer.type.code).toBe(2);
    expect(errorsOf(answer.data)['placement.excluded_app_categories']).toBe('Unknown app category.');
  });
});

describe('PUT /v1/campaign: audiences and copies of the campaign’s own space only', () => {
  it('refuses another space’s audience with code 3 and an unknown one with 180, on save and on publish alike', async () => {
    for (const send of [saveCampaign, publishCampaign]) {
      const foreign = await sendAfterValid(send, withTargeting({ segment_audiences: { include_any: [], include: [OTHER_SPACE_AUDIENCE, OTHER_SPACE_AUDIENCE + 1], exclude: [] } }));
      expect(foreign.type.code).toBe(3);
      expect(Object.keys(errorsOf(foreign.data))).toEqual(['targeting.segment_audiences.include']);
      const unknown = await sendAfterValid(send, withTargeting({ segment_audiences: { include_any: [], include: [], exclude: [9_999_999] } }));
      expect(unknown.type.code).toBe(180);
      expect(Object.keys(errorsOf(unknown.data))).toEqual(['targeting.segment_audiences.exclude']);
    }
    const own = await saveCampaign(t.base, t.advertiser, withTargeting({ segment_audiences: { include_any: [OWN_AUDIENCE], include: [], exclude: [] } }));
    expect(own.type.code).toBe(0);
  });

  it('refuses a copy of another space’s campaign (3) and of no campaign (2)', async () => {
    const foreign = await sendAfterValid(saveCampaign, publishableInput({ replicated_from: foreignCampaign(t.mock).id }));
    expect(foreign.type.code).toBe(3);
    expect(Object.keys(errorsOf(foreign.data))).toEqual(['replicated_from']);
    const unknown = await sendAfterValid(publishCampaign, publishableInput({ replicated_from: 9_999_999 }));
    expect(unknown.type.code).toBe(2);
    expect(errorsOf(unknown.data).replicated_from).toBe('Unknown campaign.');
    // An administrator may copy any account's campaign into the account they act as.
    const copied = await saveCampaign(t.base, t.admin, publishableInput({ space_id: PERSONA_IDS.advertiser.spaceId, replicated_from: foreignCampaign(t.mock).id }));
    expect(copied.type.code).toBe(0);
  });
});

describe('PUT /v1/campaign: names', () => {
  it('stores a name without controls, bidi overrides or zero-width characters, composed (NFC)', async () => {
    const stem = uniqueName('Spring');
    const answer = await saveCampaign(t.base, t.advertiser, publishableInput({ name: `\u202e${stem}\u0000\u001b\r\n\u200b Cafe\u0301` }));
    expect(answer.type.code).toBe(0);
    expect(answer.data.name).toBe(`${stem} Café`);
    expect(storedCampaign(t.mock, answer.data.id).name).toBe(`${stem} Café`);
  });

  it('finds a name taken whatever its case, width or invisible characters (1312)', async () => {
    const name = uniqueName('Black Friday — London');
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ name }))).type.code).toBe(0);
    for (const twin of [`${name}\u200b`, name.toUpperCase(), `\ufeff${name}`, name.replace('Black', 'Ｂｌａｃｋ')]) {
      const answer = await saveCampaign(t.base, t.advertiser, publishableInput({ name: twin }));
      expect(answer.type.code, JSON.stringify(twin)).toBe(1312);
    }
  });

  it('finds it taken behind the invisible operators, tags, deprecated format characters and blank look-alikes too (1312)', async () => {
    const name = uniqueName('Spring sale');
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ name }))).type.code).toBe(0);
    const twins = [`${name}\u2063`, `${name}\u{E0020}`, `\u206a${name}`, `${name}\u2800`, name.replace(' ', '\u2800'), name.replace(' ', '\u3164'), `${name}\u180e`];
    for (const twin of twins) {
      const answer = await saveCampaign(t.base, t.advertiser, publishableInput({ name: twin }));
      expect(answer.type.code, JSON.stringify(twin)).toBe(1312);
    }
  });

  it('asks for a name that is only invisible characters', async () => {
    const answer = await sendAfterValid(saveCampaign, publishableInput({ name: '\u200b\u202e\u0000' }));
    expect(answer.type.code).toBe(1301);
    expect(Object.keys(errorsOf(answer.data))).toContain('name');
  });
});

describe('PUT /v1/campaign: money and counts bounded', () => {
  it('refuses a budget of 1.2e29 and bids of 1e308, naming each field (code 2)', async () => {
    const budget = await sendAfterValid(saveCampaign, publishableInput({ budget: 1.2e29 }));
    expect(budget.type.code).toBe(2);
    expect(errorsOf(budget.data).budget).toBe(`The budget can be at most ${CAMPAIGN_NUMBER_LIMITS.budget}.`);
    const bids = await sendAfterValid(saveCampaign, publishableInput({ manual_cpx: true, user_cpx: 1e308, cpx: 1e308, cpm: 1e308 }));
    expect(bids.type.code).toBe(2);
    expect(Object.keys(errorsOf(bids.data)).sort()).toEqual(['cpm', 'cpx', 'user_cpx']);
    const cap = await sendAfterValid(saveCampaign, publishableInput({ frequency_cap: [{ key: 1, value: 1e15 }] as CampaignInput['frequency_cap'] }));
    expect(cap.type.code).toBe(2);
    expect(Object.keys(errorsOf(cap.data))).toEqual(['frequency_cap.0.value']);
  });

  it('takes the limits themselves', async () => {
    const answer = await saveCampaign(t.base, t.advertiser, publishableInput({ budget: CAMPAIGN_NUMBER_LIMITS.budget, manual_cpx: true, user_cpx: CAMPAIGN_NUMBER_LIMITS.bid }));
    expect(answer.type.code).toBe(0);
  });
});
