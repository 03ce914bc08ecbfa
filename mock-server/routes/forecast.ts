import type { Application } from 'express';
import { FORECAST_FIELD_METRIC, FORECAST_PATH, fieldPermitted } from '../../src/api/contract';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { forecast, readForecastRequest } from '../estimates/forecast';
import { checkSegmentAudiences } from '../estimates/segment-audiences';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** The forecast follows the targeting as the audience estimate does: the targeting tab's permission. */
const TARGETING = ['CAMPAIGN_TARGETING'] as const;

/**
 * POST /v1/campaign/forecast (ours). Checked as the audience estimate is (its body's
 * bounds, the dictionaries, each segment audience against the caller's space), then each figure left
 * out that the caller's report permissions do not allow, by the reports' own rule (fieldPermitted).
 * Registered before the campaign routes, so its path is never read as a campaign id.
 */
export const registerForecastRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(FORECAST_PATH, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const { request, errors } = readForecastRequest(req.body);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const caller = callerOf(req);
    const audiences = checkSegmentAudiences(caller, ctx.store.state().audiences, request.audience.segment_audiences);
    if (!audiences.ok) {
      fail(res, audiences.code);
      return;
    }
    // A new campaign has no currency yet: the account it is made in (one the caller may act on), else the caller's own.
    let currency = request.currency ?? caller.space.currency;
    if (request.currency === null && request.spaceId !== null) {
      const space = readableSpace(ctx, req, res, request.spaceId);
      if (!space) return;
      currency = space.currency;
    }
    const has = (field: string) => fieldPermitted(field, FORECAST_FIELD_METRIC, (permission) => hasPermission(caller, permission));
    ok(res, forecast(request, currency, audiences.audienceOf, { impressions: has('impressions'), reach: has('reach'), spend: has('spend') }));
  });
};
