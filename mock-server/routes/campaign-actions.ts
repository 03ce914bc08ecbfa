import type { Application, RequestHandler } from 'express';
import { CAMPAIGN_STATUS, CODE, type CampaignStatusKey, type ErrorCode, type Permission } from '../../src/api/contract';
import { fundsOneDay, pauseTransition, runTransition } from '../campaign-run-pause';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { authorOf, changeCampaign, mutateCampaign } from '../db/campaign-changes';
import type { DbState, StoredCampaign } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf, isRecord } from '../http/body';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';

const S = CAMPAIGN_STATUS;

/** The id arrives as plain text (pause), a bare JSON number, or {id}. */
const idOf = (body: unknown): unknown => (isRecord(body) ? fieldsOf(body).id : body);

type Transition = (c: StoredCampaign) => CampaignStatusKey | null;

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
    mutateCampaign(
      ctx.store,
      campaign.id,
      (state) =>
        changeCampaign(state, campaign, authorOf(caller), (c) => {
          c.status_key = next;
        }),
      () => campaign.id,
    );
    ok(res, campaignView(campaign, hasPermission(caller, 'CAMPAIGN_ADMINISTRATION')));
  };

/** Row actions of the campaign list; each answers the updated campaign. */
export const registerCampaignActionRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/campaign/pause', action(ctx, 'CAMPAIGN_EDIT', pauseTransition));
  app.post(
    '/v1/campaign/run',
    action(
      ctx,
      'CAMPAIGN_EDIT',
      runTransition,
      (state, c) => (fundsOneDay(state, c.space_id, c.budget) ? null : CODE.INSUFFICIENT_BUDGET),
    ),
  );
  // Unarchiving leaves the campaign paused: the owner decides when it runs again.
  app.post(
    '/v1/campaign/archive/toggle',
    action(ctx, 'CAMPAIGN_ADMINISTRATION', (c) => (c.status_key === S.archived ? S.paused : S.archived)),
  );
};
