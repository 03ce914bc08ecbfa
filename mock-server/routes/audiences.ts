import type { Application, Request, Response } from 'express';
import { TARGETING_LOOKUP_PATHS as PATHS, CODE, type SegmentAudience } from '../../src/api/contract';
import { EXTRA_CODE } from '../codes';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import type { StoredAudience } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf, toId } from '../http/body';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** The audience pages (spec 3) and the targeting tab's audience picker both read audiences. */
export const AUDIENCE_PERMISSIONS = ['PAGE_AUDIENCE', 'CAMPAIGN_TARGETING'] as const;

export const segmentAudienceOf = ({ id, name, row_count, space_id }: StoredAudience): SegmentAudience => ({ id, name, row_count, space_id });

/** An audience the caller may read: 180 when there is none, 3 when it is another space's. */
export const readableAudience = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredAudience | null => {
  const id = toId(rawId);
  const audience = id === null ? undefined : ctx.store.state().audiences.find((a) => a.id === id);
  if (!audience) {
    fail(res, EXTRA_CODE.AUDIENCE_NOT_FOUND);
    return null;
  }
  if (!canActOnSpace(callerOf(req), audience.space_id)) {
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return audience;
};

const newestFirst = (a: StoredAudience, b: StoredAudience): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Segment audiences of a space (spec 2 §7 "POST list (space_id, name)", "GET by id"). */
export const registerAudienceRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(PATHS.audienceList, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_PERMISSIONS)) return;
    const fields = fieldsOf(req.body);
    if (fields.space_id === undefined || fields.space_id === null || fields.space_id === '') {
      fail(res, EXTRA_CODE.JWT_SPACE_ID_MISSING);
      return;
    }
    const space = readableSpace(ctx, req, res, fields.space_id);
    if (!space) return;
    const query = typeof fields.name === 'string' ? fields.name.trim().toLowerCase() : '';
    const found = ctx.store
      .state()
      .audiences.filter((a) => a.space_id === space.id && (query === '' || a.name.toLowerCase().includes(query)))
      .sort(newestFirst);
    ok(res, found.map(segmentAudienceOf));
  });

  app.get(`${PATHS.audience}/:id`, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_PERMISSIONS)) return;
    const audience = readableAudience(ctx, req, res, req.params.id);
    if (audience) ok(res, segmentAudienceOf(audience));
  });
};
