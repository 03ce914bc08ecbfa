import { describe, expect, it } from 'vitest';
import { REWARDED_SPOT_PATHS as PATHS, DEFAULT_BID, type FieldErrorsData, type RewardedSpaceSwitch, type RewardedSpot } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock, tokenOf } from '../test-support';
import { foreignCampaign, ownCampaign } from './campaign-test-support';

const t = signedInMock();

const switchTo = (space: number, token = t.advertiser) => call<RewardedSpaceSwitch>(t.base, `${PATHS.spaceSwitch}/${space}`, { token, method: 'POST' });
const spot = (query: string, token = t.advertiser) => call<RewardedSpot>(t.base, `${PATHS.calculator}?${query}`, { token });

describe('Rewarded spot calculator and its space switch', () => {
  it('answers code 20 until the user has switched to a space, then the spots the daily budget buys', async () => {
    const campaign = ownCampaign(t.mock, 0);
    // The same call from a user who has switched (the administrator, to the campaign's space) is answered.
    expect((await switchTo(PERSONA_IDS.advertiser.spaceId, t.admin)).type.code).toBe(0);
    expect((await spot(`campaign_id=${campaign.id}&cpm_multiplier=1&daily_budget=10`, t.admin)).type.code).toBe(0);
    const before = await spot(`campaign_id=${campaign.id}&cpm_multiplier=1&daily_budget=10`);
    expect(before.type).toEqual({ code: 20, message: 'JWT space id not specified' });
    expect((await switchTo(PERSONA_IDS.advertiser.spaceId)).data).toEqual({ space_id: PERSONA_IDS.advertiser.spaceId });
    const cpm = campaign.cpm > 0 ? campaign.cpm : DEFAULT_BID;
    const { type, data } = await spot(`campaign_id=${campaign.id}&cpm_multiplier=2&daily_budget=35`);
    expect(type.code).toBe(0);
    expect(data).toEqual({ spot: Math.floor((35 / (cpm * 2)) * 1000) });
    // A fresh sign-in of the same user shares the switch: it belongs to the user, not the token.
    const again = await spot(`campaign_id=${campaign.id}&cpm_multiplier=2&daily_budget=35`, await tokenOf(t.base, 'advertiser'));
    expect(again.data).toEqual(data);
  });

  it('buys fewer spots with a higher multiplier and more with a higher budget; without a campaign the default CPM', async () => {
    await switchTo(PERSONA_IDS.advertiser.spaceId);
    const at = async (multiplier: number, budget: number) => (await spot(`cpm_multiplier=${multiplier}&daily_budget=${budget}`)).data.spot;
    expect(await at(1, 70)).toBe(Math.floor((70 / DEFAULT_BID) * 1000));
    expect(await at(1.5, 70)).toBeLessThan(await at(1, 70));
    expect(await at(1, 140)).toBeGreaterThan(await at(1, 70));
    expect(await at(1, 0)).toBe(0);
  });

  it('answers 1420 (Space mismatch) for a campaign of another space than the switched one', async () => {
    const other = foreignCampaign(t.mock);
    // Switched to the campaign's own space, the same call is answered.
    expect((await switchTo(NO_PAYMENT_ACCOUNT.spaceId, t.admin)).type.code).toBe(0);
    expect((await spot(`campaign_id=${other.id}&cpm_multiplier=1&daily_budget=10`, t.admin)).type.code).toBe(0);
    expect((await switchTo(PERSONA_IDS.admin.spaceId, t.admin)).type.code).toBe(0);
    const mismatch = await spot(`campaign_id=${other.id}&cpm_multiplier=1&daily_budget=10`, t.admin);
    expect(mismatch.type).toEqual({ code: 1420, message: 'Space mismatch' });
  });

  it('refuses wrong numbers with code 2 per field, and unknown (130) or foreign (3) campaigns', async () => {
    await switchTo(PERSONA_IDS.advertiser.spaceId);
    // Right numbers on an own campaign are answered.
    expect((await spot(`campaign_id=${ownCampaign(t.mock, 0).id}&cpm_multiplier=1&daily_budget=1`)).type.code).toBe(0);
    const wrong = await call<FieldErrorsData>(t.base, `${PATHS.calculator}?cpm_multiplier=0&daily_budget=-1`, { token: t.advertiser });
    expect([wrong.type.code, wrong.data.errors]).toEqual([2, { cpm_multiplier: 'A number above 0, at most 100.', daily_budget: 'Must be at least 0.' }]);
    const missing = await call<FieldErrorsData>(t.base, `${PATHS.calculator}?cpm_multiplier=1e2`, { token: t.advertiser });
    expect(missing.data.errors).toEqual({
      cpm_multiplier: 'The field value needs to be a number. Make sure to enter a numeric value.',
      daily_budget: 'Field is required.',
    });
    expect((await spot('campaign_id=9999999&cpm_multiplier=1&daily_budget=1')).type.code).toBe(130);
    expect((await spot(`campaign_id=${foreignCampaign(t.mock).id}&cpm_multiplier=1&daily_budget=1`)).type.code).toBe(3);
  });

  it('refuses a switch to another space (3) or an unknown one (110), and the analyst (3) on both calls', async () => {
    // The advertiser's switch to their own space and the administrator's to another are taken, and the calculator answers the advertiser.
    expect((await switchTo(PERSONA_IDS.advertiser.spaceId)).type.code).toBe(0);
    expect((await switchTo(NO_PAYMENT_ACCOUNT.spaceId, t.admin)).type.code).toBe(0);
    expect((await spot('cpm_multiplier=1&daily_budget=1')).type.code).toBe(0);
    expect((await switchTo(NO_PAYMENT_ACCOUNT.spaceId)).type.code).toBe(3);
    expect((await switchTo(9_999_999, t.admin)).type.code).toBe(110);
    expect((await switchTo(PERSONA_IDS.analyst.spaceId, t.analyst)).type.code).toBe(3);
    expect((await spot('cpm_multiplier=1&daily_budget=1', t.analyst)).type.code).toBe(3);
  });
});
