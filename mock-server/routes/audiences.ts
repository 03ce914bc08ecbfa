import type { Application } from 'express';
import { AUDIENCE_PATHS as PATHS } from '../../src/api/contract';
import { audienceView, deleteAudience, liveAudiencesOf } from '../audiences/audience-store';
import { EXTRA_CODE } from '../codes';
import type { RouteContext } from '../context';
import type { StoredAudience } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { registerAudienceDynamicRoutes } from './audience-dynamic';
import { registerAudienceUploadRoutes } from './audience-upload';
import { AUDIENCE_PERMISSIONS, AUDIENCE_WRITE_PERMISSIONS, readableAudience } from './audience-access';
import { requireAny } from './require-permission';
import { readableSpace } from './space';
import * as mockClock from '../clock';

const newestFirst = (a: StoredAudience, b: StoredAudience): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * Audiences of a space (spec 3 §7 "Audiences", spec 2 §7 "segment audiences"): the list, one by id,
 * delete; the upload and the dynamic calls are registered from here too (audience-upload.ts,
 * audience-dynamic.ts). Every call acts on one space: the list's `space_id`, the upload's `user`, the
 * dynamic body's `user_id`, the audience's own for a call by id; another space's is refused with 3.
 *
 * A deleted audience is kept with `deleted_at` and without its definition (deleteAudience): the list and the editor's picker no longer offer it,
 * its name is free again, but GET by id still answers it with `deleted: true`, so a saved campaign
 * whose targeting names it loads and shows it as deleted instead of failing (the campaign save keeps
 * such an id the campaign already had, and the audience estimate counts it as matching nobody).
 */
export const registerAudienceRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(PATHS.list, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_PERMISSIONS)) return;
    const fields = fieldsOf(req.body);
    if (fields.space_id === undefined || fields.space_id === null || fields.space_id === '') {
      fail(res, EXTRA_CODE.JWT_SPACE_ID_MISSING);
      return;
    }
    const space = readableSpace(ctx, req, res, fields.space_id);
    if (!space) return;
    const query = typeof fields.name === 'string' ? fields.name.trim().toLowerCase() : '';
    const found = liveAudiencesOf(ctx.store.state(), space.id)
      .filter((a) => query === '' || a.name.toLowerCase().includes(query))
      .sort(newestFirst);
    ok(res, found.map(audienceView));
  });

  registerAudienceUploadRoutes(app, ctx);
  registerAudienceDynamicRoutes(app, ctx);

  app.get(`${PATHS.audience}/:id`, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_PERMISSIONS)) return;
    const audience = readableAudience(ctx, req, res, req.params.id);
    if (audience) ok(res, audienceView(audience));
  });

  app.delete(`${PATHS.audience}/:id`, (req, res) => {
    if (!requireAny(req, res, AUDIENCE_WRITE_PERMISSIONS)) return;
    const audience = readableAudience(ctx, req, res, req.params.id, { live: true });
    if (!audience) return;
    const deletedAt = mockClock.nowDate().toISOString();
    ctx.store.mutate((db) => {
      const stored = db.audiences.find((a) => a.id === audience.id);
      if (stored) deleteAudience(stored, deletedAt);
    });
    ok(res, null);
  });
};

