import type { Application } from 'express';
import { REWARDED_SPOT_PATHS as PATHS, DEFAULT_BID, type RewardedSpot } from '../../src/api/contract';
import { REWARDED_CPM_RATE } from '../../src/domain/profileRules';
import { EXTRA_CODE } from '../codes';
import { callerOf, type RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { toNumber } from '../http/body';
import { SCHEMA_MESSAGES } from '../schema';
import { readableCampaign } from './campaign';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** The voice targeting form shows the estimate: the targeting tab's permission. */
const TARGETING = ['CAMPAIGN_TARGETING'] as const;

/**
 * A multiplier above this is a typo, not a bid (the spec names no limit; ours): the same bound as the
 * user's rewarded ads CPM rate (src/domain/profileRules.ts), which the calculator is given.
 */
export const MAX_CPM_MULTIPLIER = REWARDED_CPM_RATE.max;

export const REWARDED_MESSAGES = {
  multiplier: `A number above 0, at most ${MAX_CPM_MULTIPLIER}.`,
} as const;

/**
 * The rewarded spot calculator of audio campaigns (spec 2 §4, §7) and the space switch the app calls
 * before it. The switch is remembered per user in memory (it is session state, not data: a restart
 * forgets it, and the app switches again before each estimate): without one, the calculator answers
 * code 20 ("JWT space id not specified"); for a campaign of another space than the switched one,
 * 1420 ("Space mismatch").
 */
export const registerRewardedRoutes = (app: Application, ctx: RouteContext): void => {
  const switched = new Map<number, number>();

  app.post(`${PATHS.spaceSwitch}/:space`, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const space = readableSpace(ctx, req, res, req.params.space);
    if (!space) return;
    switched.set(callerOf(req).user.id, space.id);
    ok(res, { space_id: space.id });
  });

  app.get(PATHS.calculator, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const multiplier = toNumber(req.query.cpm_multiplier);
    const budget = toNumber(req.query.daily_budget);
    const errors: Record<string, string> = {};
    if (multiplier === undefined) errors.cpm_multiplier = req.query.cpm_multiplier === undefined ? SCHEMA_MESSAGES.required : SCHEMA_MESSAGES.number;
    else if (multiplier <= 0 || multiplier > MAX_CPM_MULTIPLIER) errors.cpm_multiplier = REWARDED_MESSAGES.multiplier;
    if (budget === undefined) errors.daily_budget = req.query.daily_budget === undefined ? SCHEMA_MESSAGES.required : SCHEMA_MESSAGES.number;
    else if (budget < 0) errors.daily_budget = SCHEMA_MESSAGES.atLeast(0);
    if (multiplier === undefined || budget === undefined || Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const spaceId = switched.get(callerOf(req).user.id);
    if (spaceId === undefined) {
      fail(res, EXTRA_CODE.JWT_SPACE_ID_MISSING);
      return;
    }
    let cpm = DEFAULT_BID;
    if (req.query.campaign_id !== undefined && req.query.campaign_id !== '') {
      const campaign = readableCampaign(ctx, req, res, req.query.campaign_id);
      if (!campaign) return;
      if (campaign.space_id !== spaceId) {
        fail(res, EXTRA_CODE.SPACE_MISMATCH);
        return;
      }
      if (campaign.cpm > 0) cpm = campaign.cpm;
    }
    // Spots a day: the budget at the campaign's CPM raised by the multiplier, per thousand plays.
    const answer: RewardedSpot = { spot: Math.floor((budget / (cpm * multiplier)) * 1000) };
    ok(res, answer);
  });
};
