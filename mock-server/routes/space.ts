import type { Application, Request, Response } from 'express';
import { CODE, PACING_FIELD_METRIC, type ErrorCode } from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { spaceInReach, unknownSpaceCode } from '../caller-reach';
import { callerOf, canActOnSpace, type Caller, type RouteContext } from '../context';
import type { DbState, StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { createPacingBook } from '../reports/pacing-figures';
import { permittedFields } from '../reports/report-figures';
import { balanceView, spaceView } from '../views';

/**
 * The space an id names when the caller may act on it, else the code its refusal answers: unknown
 * and another white-label's alike (unknownSpaceCode), 3 for someone else's.
 */
export const spaceOrRefusal = (caller: Caller, state: DbState, rawId: unknown): StoredSpace | ErrorCode => {
  const space = spaceInReach(caller, state, rawId);
  if (!space) return unknownSpaceCode(caller);
  return canActOnSpace(caller, space.id) ? space : CODE.ILLEGAL_ACTION;
};

/**
 * The space a request names, when the caller may see it; otherwise the failure is already answered
 * (spaceOrRefusal) and null comes back. Shared by every space-scoped route.
 */
export const readableSpace = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredSpace | null => {
  const found = spaceOrRefusal(callerOf(req), ctx.store.state(), rawId);
  if (typeof found !== 'number') return found;
  fail(res, found);
  return null;
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
