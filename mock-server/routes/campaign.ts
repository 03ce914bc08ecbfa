import type { Application, Request, Response } from 'express';
import { CODE, PERIOD_TOTAL_FIELD_METRIC, type CampaignPeriodTotal } from '../../src/api/contract';
import { campaignInReach } from '../caller-reach';
import { callerOf, canActOnSpace, hasPermission, type RouteContext } from '../context';
import type { StoredCampaign } from '../db/types';
import { todayDayNumber } from '../dates';
import { fail, ok } from '../envelope';
import { permittedFields } from '../reports/report-figures';
import { sumMetrics } from '../seed/metrics';
import { campaignView } from '../views';
import { readableSpace } from './space';

/**
 * The campaign a request names, when the caller may see it; otherwise the failure is answered (130 for
 * an unknown one and another white-label's alike, 3 for another account's of the caller's).
 */
export const readableCampaign = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredCampaign | null => {
  const campaign = campaignInReach(callerOf(req), ctx.store.state(), rawId);
  if (!campaign) {
    fail(res, CODE.CAMPAIGN_NOT_FOUND);
    return null;
  }
  if (!canActOnSpace(callerOf(req), campaign.space_id)) {
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return campaign;
};

export const registerCampaignRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/campaign/count/:space', (req, res) => {
    const space = readableSpace(ctx, req, res, req.params.space);
    if (space) ok(res, ctx.store.state().campaigns.filter((c) => c.space_id === space.id).length);
  });

  // The performance card: the last 7 days including today, only the figures the caller may see.
  app.get('/v1/campaign/:id/total', (req, res) => {
    const campaign = readableCampaign(ctx, req, res, req.params.id);
    if (!campaign) return;
    const today = todayDayNumber();
    const m = sumMetrics(ctx.store.state().meta.seed, campaign, today - 6, today + 1);
    const total: CampaignPeriodTotal = {
      current_period_clicks: m.clicks,
      current_period_impressions: m.impressions,
      current_period_spent: m.spent,
    };
    ok(res, permittedFields(total, callerOf(req).permissions, PERIOD_TOTAL_FIELD_METRIC));
  });

  // The whole record; the owner fields only for CAMPAIGN_ADMINISTRATION (views.ts).
  app.get('/v1/campaign/:id', (req, res) => {
    const campaign = readableCampaign(ctx, req, res, req.params.id);
    if (campaign) ok(res, campaignView(campaign, hasPermission(callerOf(req), 'CAMPAIGN_ADMINISTRATION')));
  });
};
