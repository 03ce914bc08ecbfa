import type { Application, Request, Response } from 'express';
import { CODE, PACING_FIELD_METRIC } from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import type { StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { toId } from '../http/body';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { createPacingBook } from '../reports/pacing-figures';
import { permittedFields } from '../reports/report-figures';
import { balanceView, spaceView } from '../views';

/**
 * The space a request names, when the caller may see it; otherwise the failure is already answered
 * (110 unknown, 3 someone else's) and null comes back. Shared by every space-scoped route.
 */
export const readableSpace = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredSpace | null => {
  const caller = callerOf(req);
  const id = toId(rawId);
  const space = id === null ? undefined : ctx.store.state().spaces.find((s) => s.id === id);
  if (!space) {
    // A non-admin learns nothing about other ids: unknown and foreign look the same to them.
    fail(res, canActOnSpace(caller, id ?? -1) ? CODE.SPACE_NOT_FOUND : CODE.ILLEGAL_ACTION);
    return null;
  }
  if (!canActOnSpace(caller, space.id)) {
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return space;
};

export const registerSpaceRoutes = (app: Application, ctx: RouteContext): void => {
  const pacingBook = createPacingBook();
  const campaignsOf = createCampaignsBySpace(ctx.store);

  // Beyond the spec: balance_runs_out_at, when the balance runs out across the account's
  // running campaigns at their current rate; spend-derived, so left out without REPORT_SPEND.
  app.get('/v1/space/balance/:id', (req, res) => {
    const space = readableSpace(ctx, req, res, req.params.id);
    if (!space) return;
    const runsOut = pacingBook(ctx.store.state().meta.seed).balanceRunsOutAt(campaignsOf(space.id), fromMinor(space.balance_minor));
    ok(res, permittedFields({ ...balanceView(space), balance_runs_out_at: runsOut }, callerOf(req).permissions, PACING_FIELD_METRIC));
  });

  app.get('/v1/space/:id', (req, res) => {
    const space = readableSpace(ctx, req, res, req.params.id);
    if (space) ok(res, spaceView(space));
  });
};
