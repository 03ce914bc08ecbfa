import type { Application, RequestHandler } from 'express';
import { CAMPAIGN_EDITOR_PATHS, CODE, type Permission } from '../../src/api/contract';
import { campaignDetails } from '../admin/campaign-notes';
import { ownerFieldsNode } from '../campaign-shape';
import { failProblems, ownerProblems } from '../campaign-validation';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { authorOf, changeCampaign } from '../db/campaign-changes';
import type { DbState, StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { isRecord } from '../http/body';
import type { FieldErrors } from '../schema';
import { maxMarginFor } from '../seed/max-margin';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';

/** Who may be a campaign's account manager: the white-label's administrators (as the manager search). */
const MANAGER_PERMISSIONS: readonly Permission[] = ['CAMPAIGN_ADMINISTRATION', 'ROUTE_ADMINISTRATION'];

export const isAccountManager = (state: DbState, userId: number): boolean =>
  state.users.some((u) => u.id === userId && u.permissions.some((p) => MANAGER_PERMISSIONS.includes(p)));

/** The margin ceiling of a space's campaigns: the one of its owner (GET /v1/campaign/max-margin). */
export const maxMarginOfSpace = (state: DbState, space: StoredSpace): number => {
  const owner = state.users.find((u) => u.id === space.owner_user_id);
  return owner ? maxMarginFor(owner) : 0;
};

/**
 * GET and POST /v1/campaign/admin/{id}: a campaign's owner fields (GET adds the phase and comments), for CAMPAIGN_ADMINISTRATION only
 * (anyone else: code 3). POST reads a CampaignOwnerFields body over the stored fields (a field left out
 * keeps its value), checks it (margin an integer 0..max-margin, margin and fixed CPM not both, known
 * traffic sources, an administrator as account manager; code 2 with data.errors) and answers the whole
 * saved record with its owner fields, so the editor also learns the new version.
 */
export const registerCampaignOwnerRoutes = (app: Application, ctx: RouteContext): void => {
  const administratorsOnly: RequestHandler = (req, res, next) => {
    if (hasPermission(callerOf(req), 'CAMPAIGN_ADMINISTRATION')) next();
    else fail(res, CODE.ILLEGAL_ACTION);
  };

  // Spec 3 §7 names the same path for the administrator campaigns list's details: the answer is the
  // owner fields plus the phase and the daily comments (AdminCampaignDetails). An administrator reaches
  // only their own white-label's campaigns (readableCampaign: another's is refused like any foreign one).
  app.get(`${CAMPAIGN_EDITOR_PATHS.owner}/:id`, administratorsOnly, (req, res) => {
    const campaign = readableCampaign(ctx, req, res, req.params.id);
    if (!campaign) return;
    ok(res, { ...campaign.owner, ...campaignDetails(ctx.store.state(), campaign) });
  });

  app.post(`${CAMPAIGN_EDITOR_PATHS.owner}/:id`, administratorsOnly, (req, res) => {
    const campaign = readableCampaign(ctx, req, res, req.params.id);
    if (!campaign) return;
    if (!isRecord(req.body)) {
      fail(res, CODE.INVALID_ARGUMENT);
      return;
    }
    const errors: FieldErrors = {};
    const owner = ownerFieldsNode.read(req.body, campaign.owner, '', errors);
    if (Object.keys(errors).length > 0) {
      fail(res, CODE.INVALID_ARGUMENT, 400, { errors });
      return;
    }
    const state = ctx.store.state();
    const space = state.spaces.find((s) => s.id === campaign.space_id);
    const problems = ownerProblems(owner, space ? maxMarginOfSpace(state, space) : 0, (id) => isAccountManager(state, id));
    if (problems.length > 0) {
      failProblems(res, problems);
      return;
    }
    ctx.store.mutate((db) =>
      changeCampaign(db, campaign, authorOf(callerOf(req)), (c) => {
        c.owner = owner;
      }),
    );
    ok(res, campaignView(campaign, true));
  });
};
