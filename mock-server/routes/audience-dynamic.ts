import type { Application, Request, Response } from 'express';
import { AUDIENCE_PATHS as PATHS, AUDIENCE_STATUS, CODE } from '../../src/api/contract';
import { addAudience, audienceNameTaken, audienceView, AUDIENCE_STORE_MESSAGES } from '../audiences/audience-store';
import { readDynamicAudienceBody, readEstimateBody } from '../audiences/dynamic-body';
import { estimateMembers } from '../audiences/estimate';
import { EXTRA_CODE } from '../codes';
import type { RouteContext } from '../context';
import type { StoredAudience, StoredSpace } from '../db/types';
import { fail, failFields, failQuota, ok } from '../envelope';
import { AUDIENCE_WRITE_PERMISSIONS, readableAudience } from './audience-access';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** 183 "Audience name exist", with the field's own words under the name input. */
const failNameTaken = (res: Response): void => fail(res, CODE.AUDIENCE_NAME_EXISTS, 400, { errors: { name: AUDIENCE_STORE_MESSAGES.nameTaken } });

/** The body read and checked (shape, rules), and its space one the caller may act on; null when answered. */
const checkedBody = (ctx: RouteContext, req: Request, res: Response, withId: boolean) => {
  const { body, errors } = readDynamicAudienceBody(req.body, withId);
  if (Object.keys(errors).length > 0) {
    failFields(res, errors);
    return null;
  }
  const space = readableSpace(ctx, req, res, body.user_id);
  return space ? { body, space } : null;
};

const membersOf = (ctx: RouteContext, space: StoredSpace, body: { dynamic_audience: StoredAudience['dynamic_audience'] }): number =>
  body.dynamic_audience ? estimateMembers(ctx.store.state().meta.seed, space.id, body.dynamic_audience) : 0;

/**
 * Dynamic audiences (spec 3 §7 "create dynamic (body user_id, name, type, dynamic_audience), update
 * dynamic (adds id)"), at POST and PUT /v1/audience/dynamic (ours), and the builder's live estimate
 * (ours, beyond the spec). The rules are src/domain/audienceRules.ts (code 2 with each field's
 * message); a name another live audience of the space holds is 183. The mock matches at once: an
 * audience is stored ready (status 2) with the estimate's members as its row count.
 */
export const registerAudienceDynamicRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(PATHS.dynamic, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_WRITE_PERMISSIONS)) return;
    const checked = checkedBody(ctx, req, res, false);
    if (!checked) return;
    const { body, space } = checked;
    if (audienceNameTaken(ctx.store.state(), space.id, body.name)) return failNameTaken(res);
    const rowCount = membersOf(ctx, space, body);
    const stored = ctx.store.mutate((db) =>
      addAudience(db, {
        name: body.name,
        row_count: rowCount,
        space_id: space.id,
        type: 'dynamic',
        status_key: AUDIENCE_STATUS.ready,
        dynamic_audience: body.dynamic_audience,
      }),
    );
    if (stored) ok(res, audienceView(stored));
    else failQuota(res, 'audiences');
  });

  app.put(PATHS.dynamic, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_WRITE_PERMISSIONS)) return;
    const checked = checkedBody(ctx, req, res, true);
    if (!checked) return;
    const { body, space } = checked;
    const audience = readableAudience(ctx, req, res, body.id, { live: true });
    if (!audience) return;
    // The body's space must be the audience's own: an update never moves an audience between accounts.
    if (audience.space_id !== space.id) return fail(res, EXTRA_CODE.SPACE_MISMATCH);
    if (audience.type !== 'dynamic') return failFields(res, { type: AUDIENCE_STORE_MESSAGES.notDynamic });
    if (audienceNameTaken(ctx.store.state(), space.id, body.name, audience.id)) return failNameTaken(res);
    const rowCount = membersOf(ctx, space, body);
    const updated = ctx.store.mutate((db) => {
      const stored = db.audiences.find((a) => a.id === audience.id);
      if (!stored) return null;
      Object.assign(stored, { name: body.name, dynamic_audience: body.dynamic_audience, row_count: rowCount, status_key: AUDIENCE_STATUS.ready });
      return { ...stored };
    });
    if (updated) ok(res, audienceView(updated));
    else fail(res, CODE.AUDIENCE_NOT_FOUND);
  });

  app.post(PATHS.estimate, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_WRITE_PERMISSIONS)) return;
    const { userId, dynamic, errors } = readEstimateBody(req.body);
    if (Object.keys(errors).length > 0) return failFields(res, errors);
    const space = readableSpace(ctx, req, res, userId);
    if (!space) return;
    ok(res, { members: estimateMembers(ctx.store.state().meta.seed, space.id, dynamic) });
  });
};
