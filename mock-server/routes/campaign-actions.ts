import type { Application, RequestHandler } from 'express';
import { CAMPAIGN_STATUS, CODE, type CampaignStatusKey, type ErrorCode, type Permission } from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { authorOf, changeCampaign } from '../db/campaign-changes';
import type { DbState, StoredCampaign } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf, isRecord } from '../http/body';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';

const S = CAMPAIGN_STATUS;

/**
 * Spec 1 §4: Pause from the running states; Run from paused, balance-paused, waiting or archived.
 * Not shown by the spec, chosen here and in the app alike (plugins/campaigns/runPauseRules.ts): a
 * campaign waiting for the ad exchange is approved and about to serve, so it can be paused; one paused
 * pending balance validation can be run. Anything else is code 134.
 */
const PAUSABLE = new Set<number>([S.running, S.running_daily_budget_reached, S.waiting_for_ad_exchange]);
const RUNNABLE = new Set<number>([S.paused, S.paused_due_to_user_balance_spent, S.paused_pending_balance_validation, S.waiting_to_start, S.archived]);

/** The id arrives as plain text (pause), a bare JSON number, or {id}. */
const idOf = (body: unknown): unknown => (isRecord(body) ? fieldsOf(body).id : body);

/** A campaign that runs again waits for its start date when that is still ahead. */
const runTarget = (c: StoredCampaign): CampaignStatusKey =>
  c.campaign_start_at !== null && Date.parse(c.campaign_start_at) > Date.now() ? S.waiting_to_start : S.running;

type Transition = (c: StoredCampaign) => CampaignStatusKey | null;

/**
 * Run needs money behind it (spec 2 §8 "insufficient budget to start"). Our rule, the spec names only
 * the message: the account's balance must cover one day of the campaign's budget (balance ≥ daily
 * budget, both in the account's currency, and above zero), else code 1330 and nothing changes. Other
 * campaigns already running are not reserved against it: the balance is spent as they serve, and a
 * campaign whose account runs dry is paused by the serving side (status 44).
 */
const fundsOneDay = (state: DbState, campaign: StoredCampaign): boolean => {
  const space = state.spaces.find((s) => s.id === campaign.space_id);
  return space !== undefined && space.balance_minor > 0 && space.balance_minor >= toMinor(campaign.budget);
};

type Precondition = (state: DbState, c: StoredCampaign) => ErrorCode | null;

const action =
  (ctx: RouteContext, permission: Permission, transition: Transition, precondition?: Precondition): RequestHandler =>
  (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, permission)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const campaign = readableCampaign(ctx, req, res, idOf(req.body));
    if (!campaign) return;
    const next = transition(campaign);
    if (next === null) {
      fail(res, CODE.STATUS_MISMATCH);
      return;
    }
    const refusal = precondition?.(ctx.store.state(), campaign) ?? null;
    if (refusal !== null) {
      fail(res, refusal);
      return;
    }
    // The change moves updated_at: figures of a stopped campaign end on its last status change
    // (seed/metrics.ts). It bumps the version and is in the change log like every accepted change.
    ctx.store.mutate((state) =>
      changeCampaign(state, campaign, authorOf(caller), (c) => {
        c.status_key = next;
      }),
    );
    ok(res, campaignView(campaign, hasPermission(caller, 'CAMPAIGN_ADMINISTRATION')));
  };

/** Row actions of the campaign list; each answers the updated campaign. */
export const registerCampaignActionRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/campaign/pause', action(ctx, 'CAMPAIGN_EDIT', (c) => (PAUSABLE.has(c.status_key) ? S.paused : null)));
  app.post(
    '/v1/campaign/run',
    action(
      ctx,
      'CAMPAIGN_EDIT',
      (c) => (RUNNABLE.has(c.status_key) ? runTarget(c) : null),
      (state, c) => (fundsOneDay(state, c) ? null : CODE.INSUFFICIENT_BUDGET),
    ),
  );
  // Unarchiving leaves the campaign paused: the owner decides when it runs again.
  app.post(
    '/v1/campaign/archive/toggle',
    action(ctx, 'CAMPAIGN_ADMINISTRATION', (c) => (c.status_key === S.archived ? S.paused : S.archived)),
  );
};
