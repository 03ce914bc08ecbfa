import type { Application } from 'express';
import { campaignPacingPath, PACING_FIELD_METRIC, type CampaignPacingAnswer } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { ok } from '../envelope';
import { fromMinor } from '../../src/domain/minorUnits';
import { createPacingBook } from '../reports/pacing-figures';
import { permittedFields } from '../reports/report-figures';
import { readableCampaign } from './campaign';

/**
 * GET /v1/campaign/{id}/pacing (beyond the spec; path ours, docs/decisions.md): the
 * campaign's pacing as its list row carries it, the spend-versus-ideal line over the flight, and when
 * its account's balance runs out across all the account's running campaigns. Every part is spend, so a
 * caller without REPORT_SPEND gets only the campaign's id and currency (the reports' one rule).
 */
export const registerCampaignPacingRoutes = (app: Application, ctx: RouteContext): void => {
  const book = createPacingBook();
  const campaignsOf = createCampaignsBySpace(ctx.store);

  app.get(campaignPacingPath(':id'), (req, res) => {
    const campaign = readableCampaign(ctx, req, res, req.params.id);
    if (!campaign) return;
    const state = ctx.store.state();
    const pacing = book(state.meta.seed);
    const space = state.spaces.find((s) => s.id === campaign.space_id);
    const answer: CampaignPacingAnswer = {
      campaign_id: campaign.id,
      currency: campaign.currency,
      pacing: pacing.pacing(campaign),
      series: pacing.series(campaign),
      balance_runs_out_at: space ? pacing.balanceRunsOutAt(campaignsOf(space.id), fromMinor(space.balance_minor)) : null,
    };
    ok(res, permittedFields(answer, callerOf(req).permissions, PACING_FIELD_METRIC));
  });
};
