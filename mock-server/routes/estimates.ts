import type { Application } from 'express';
import { CAMPAIGN_ESTIMATE_PATHS, PLACEMENT_PATHS } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { estimateAudienceSize, readAudienceSizeRequest } from '../estimates/audience-size';
import { checkSegmentAudiences } from '../estimates/segment-audiences';
import { appCategories, placementsGauge, placementsReport, readPlacementsGaugeRequest, readPlacementsReportRequest } from '../estimates/placements';
import { APP_CATEGORY_TYPES } from '../seed/app-categories';
import { SCHEMA_MESSAGES } from '../schema';
import { requireAny } from './require-permission';

/** The audience estimate is the targeting tab's; placements are the advanced tab's (spec 2 §2). */
const TARGETING = ['CAMPAIGN_TARGETING'] as const;
const PLACEMENTS = ['CAMPAIGN_MORE_SETTINGS'] as const;
/** The bottom panel shows both gauges on every tab, so either tag reads the placements gauge. */
const GAUGE = ['CAMPAIGN_TARGETING', 'CAMPAIGN_MORE_SETTINGS'] as const;

/**
 * The editor's estimates (spec 2 §4, §7): audience size, placements gauge and report, app categories.
 * Registered before the campaign routes, so none of their paths is read as a campaign id.
 */
export const registerEstimateRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(CAMPAIGN_ESTIMATE_PATHS.audienceSize, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const { request, errors } = readAudienceSizeRequest(req.body);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    // Segment audiences are a space's own: an unknown id is 180, another space's 3.
    const audiences = checkSegmentAudiences(callerOf(req), ctx.store.state().audiences, request.segment_audiences);
    if (!audiences.ok) {
      fail(res, audiences.code);
      return;
    }
    ok(res, estimateAudienceSize(request, audiences.audienceOf));
  });

  app.post(CAMPAIGN_ESTIMATE_PATHS.placementsGauge, (req, res) => {
    if (!requireAny(req, res, GAUGE)) return;
    const { request, errors } = readPlacementsGaugeRequest(req.body);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    ok(res, placementsGauge(request));
  });

  app.post(PLACEMENT_PATHS.report, (req, res) => {
    if (!requireAny(req, res, PLACEMENTS)) return;
    const { request, errors } = readPlacementsReportRequest(req.body);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    ok(res, placementsReport(request));
  });

  app.get(PLACEMENT_PATHS.appCategories, (req, res) => {
    if (!requireAny(req, res, PLACEMENTS)) return;
    const type = req.query.type;
    if (typeof type !== 'string' || !(APP_CATEGORY_TYPES as readonly string[]).includes(type)) {
      failFields(res, { type: SCHEMA_MESSAGES.oneOf(APP_CATEGORY_TYPES) });
      return;
    }
    ok(res, appCategories(type));
  });
};
