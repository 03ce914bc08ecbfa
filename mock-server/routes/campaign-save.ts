import type { Application, Request, Response } from 'express';
import {
  CAMPAIGN_EDITOR_PATHS,
  CAMPAIGN_STATUS,
  CODE,
  type CampaignOwnerFields,
} from '../../src/api/contract';
import { atLeastOneVideoAd } from '../../src/api/contract/campaign-defaults';
import { normaliseName } from '../../src/domain/safeText';
import { fileAccess, resolveCreativeFiles } from '../campaign-creatives';
import { forbiddenSectionOf, refuseSection } from '../campaign-section-access';
import { campaignFieldsNode, ownerFieldsNode } from '../campaign-shape';
import { campaignProblems, failProblems, moderatedFieldsChanged, ownerProblems, wasApproved, type Problem } from '../campaign-validation';
import { knowsSpace } from '../caller-reach';
import { callerOf, canActOnSpace, hasPermission, type Caller, type RouteContext } from '../context';
import { carryDecisions, refreshCreativeStatus } from '../creative-decisions';
import { authorOf, changeCampaign, mutateCampaign } from '../db/campaign-changes';
import { changedLeaves, recordRevision } from '../db/revisions';
import type { DbState, StoredCampaign, StoredSpace } from '../db/types';
import { fail, ok } from '../envelope';
import { fieldsOf, isRecord, toId, type Fields } from '../http/body';
import { SCHEMA_MESSAGES, type FieldErrors } from '../schema';
import { creationBaseline, defaultCampaignFields, defaultOwnerFields, type CampaignFields } from '../seed/campaign-defaults';
import { FIRST_CAMPAIGN_ID } from '../seed/facts';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';
import { isAccountManager, maxMarginOfSpace } from './campaign-owner';
import { readableSpace } from './space';
import * as mockClock from '../clock';

const S = CAMPAIGN_STATUS;

/** Shape errors: code 2, or 1307 when the budget type is what is wrong (the catalogue's own code). */
const WRONG_BUDGET_TYPE = 1307;
const failShape = (res: Response, errors: FieldErrors): void => {
  const code = errors.budget_type_key !== undefined ? WRONG_BUDGET_TYPE : CODE.INVALID_ARGUMENT;
  fail(res, code, 400, { errors });
};

/** The segment audience ids a stored campaign names: kept on save even once their audience is deleted. */
export const keptAudienceIdsOf = (stored: StoredCampaign | null): ReadonlySet<number> => {
  const lists = stored?.targeting.segment_audiences;
  return new Set(lists ? [...lists.include_any, ...lists.include, ...lists.exclude] : []);
};

/** The advertiser's fields of a stored campaign (the base a partial body is read against). */
export const fieldsOfCampaign = (campaign: StoredCampaign): CampaignFields => {
  const {
    id: _id,
    version: _version,
    space_id: _space,
    status_key: _status,
    currency: _currency,
    creative_status: _creative,
    created_at: _created,
    updated_at: _updated,
    moderation_start_at: _moderation,
    rejection_reason: _rejection,
    owner: _owner,
    content_changed_at: _changed,
    rejected_version: _rejectedVersion,
    ...fields
  } = campaign;
  return fields;
};

/**
 * The campaign's fields as a save would store them (creatives from their stored files, the name
 * normalised, the moderators' decisions carried) and every rule's problem with them: shared by the save
 * and the restore of a past version (campaign-restore.ts), so both refuse alike.
 */
export const checkCampaignFields = (
  state: DbState,
  caller: Caller,
  space: StoredSpace,
  stored: StoredCampaign | null,
  read: CampaignFields,
  publish: boolean,
): { next: CampaignFields; problems: Problem[] } => {
  // The creatives as the stored files say (uploads checked twice), with the server's own decisions.
  const creatives = resolveCreativeFiles(atLeastOneVideoAd(read.visuals), fileAccess(state, caller, space.id, read.replicated_from));
  // The name as stored (safeText.ts): controls, bidi overrides and zero-width characters never kept.
  const next: CampaignFields = { ...read, name: normaliseName(read.name), visuals: carryDecisions(creatives.visuals, stored?.visuals ?? null) };
  const problems = [
    ...creatives.problems,
    ...campaignProblems(next, {
      stored,
      siblings: state.campaigns.filter((c) => c.space_id === space.id),
      currency: space.currency,
      now: mockClock.now(),
      publishing: publish,
      references: { spaceId: space.id, mayRead: (id) => canActOnSpace(caller, id), knows: (id) => knowsSpace(caller, id), audiences: state.audiences, campaigns: state.campaigns, keptAudienceIds: keptAudienceIdsOf(stored) },
    }),
  ];
  return { next, problems };
};

interface Target {
  stored: StoredCampaign | null;
  space: StoredSpace;
}

/** The campaign to update (body id) or the space to create in (body space_id, else the caller's own). */
const targetOf = (ctx: RouteContext, req: Request, res: Response, body: Fields, caller: Caller): Target | null => {
  if (body.id !== undefined && body.id !== null) {
    const stored = readableCampaign(ctx, req, res, body.id);
    const space = stored && ctx.store.state().spaces.find((s) => s.id === stored.space_id);
    if (!stored) return null;
    if (!space) {
      fail(res, CODE.SPACE_NOT_FOUND);
      return null;
    }
    return { stored, space };
  }
  const space = readableSpace(ctx, req, res, body.space_id ?? caller.space.id);
  return space ? { stored: null, space } : null;
};

const nextCampaignId = (state: DbState): number => state.campaigns.reduce((max, c) => Math.max(max, c.id), FIRST_CAMPAIGN_ID - 1) + 1;

/** Whether a publish sends the campaign (back) to moderation, and so restarts it. */
export const entersModeration = (stored: StoredCampaign | null, next: CampaignFields, contentChanged: boolean): boolean => {
  if (stored === null || stored.status_key === S.draft || stored.status_key === S.rejected) return true;
  if (stored.status_key === S.in_moderation) return contentChanged;
  return wasApproved(stored) && moderatedFieldsChanged(stored, next);
};

export const toModeration = (campaign: StoredCampaign, at: string): void => {
  campaign.status_key = S.in_moderation;
  campaign.moderation_start_at = at;
  campaign.content_changed_at = at;
  campaign.rejection_reason = null;
};

const createCampaign = (state: DbState, space: StoredSpace, next: CampaignFields, owner: CampaignOwnerFields | null, caller: Caller, publish: boolean): StoredCampaign => {
  const at = mockClock.nowDate().toISOString();
  const campaign: StoredCampaign = {
    ...next,
    id: nextCampaignId(state),
    version: 1,
    space_id: space.id,
    status_key: S.draft,
    currency: space.currency,
    creative_status: 'pending_review',
    created_at: at,
    updated_at: at,
    moderation_start_at: null,
    rejection_reason: null,
    owner: owner ?? defaultOwnerFields(),
    content_changed_at: at,
    rejected_version: null,
  };
  refreshCreativeStatus(campaign);
  if (publish) toModeration(campaign, at);
  state.campaigns.push(campaign);
  recordRevision(state, { campaignId: campaign.id, author: authorOf(caller), at, before: null, after: campaign, baseline: creationBaseline() });
  return campaign;
};

/**
 * PUT /v1/campaign (save) and POST /v1/campaign/saveAndPublish (save, check everything, submit).
 * Order: permission (3), owner fields from a non-administrator (3), the campaign or space (130, 110,
 * 3), the version (1320), the shape (2 or 1307), the rules (see campaign-validation.ts), a plain save
 * of an approved campaign's moderated fields (137), a rejected campaign published unchanged (139).
 * Nothing is stored unless every check passes; the answer is the saved record.
 */
const save = (ctx: RouteContext, req: Request, res: Response, publish: boolean): void => {
  const caller = callerOf(req);
  if (!hasPermission(caller, 'CAMPAIGN_EDIT')) {
    fail(res, CODE.ILLEGAL_ACTION);
    return;
  }
  if (!isRecord(req.body)) {
    fail(res, CODE.INVALID_ARGUMENT);
    return;
  }
  const body = fieldsOf(req.body);
  const administrator = hasPermission(caller, 'CAMPAIGN_ADMINISTRATION');
  if (body.owner !== undefined && !administrator) {
    refuseSection(res, 'CAMPAIGN_ADMINISTRATION');
    return;
  }
  const target = targetOf(ctx, req, res, body, caller);
  if (!target) return;
  const { stored, space } = target;
  if (stored && body.version !== undefined && body.version !== null) {
    const version = toId(body.version);
    if (version === null) {
      fail(res, CODE.INVALID_ARGUMENT, 400, { errors: { version: SCHEMA_MESSAGES.integer } });
      return;
    }
    if (version !== stored.version) {
      // 409 Conflict: the one status that says "someone else changed it", whatever the client does with codes.
      fail(res, CODE.VERSION_CONFLICT, 409);
      return;
    }
  }
  // Section permissions, measured against the version the caller loaded (a stale one is 1320 above).
  const forbidden = forbiddenSectionOf(ctx.store.state(), caller, body, stored, space.id);
  if (forbidden) {
    refuseSection(res, forbidden);
    return;
  }

  const errors: FieldErrors = {};
  const read = campaignFieldsNode.read(body, stored ? fieldsOfCampaign(stored) : defaultCampaignFields(), '', errors);
  const owner = body.owner === undefined ? null : ownerFieldsNode.read(body.owner, stored?.owner ?? defaultOwnerFields(), 'owner', errors);
  if (Object.keys(errors).length > 0) {
    failShape(res, errors);
    return;
  }
  const state = ctx.store.state();
  const { next, problems: fieldProblems } = checkCampaignFields(state, caller, space, stored, read, publish);
  const problems = [
    ...fieldProblems,
    ...(owner ? ownerProblems(owner, maxMarginOfSpace(state, space), (id) => isAccountManager(state, id), 'owner.') : []),
  ];
  if (problems.length > 0) {
    failProblems(res, problems);
    return;
  }
  const contentChanged = stored !== null && changedLeaves(fieldsOfCampaign(stored), next).length > 0;
  const ownerChanged = stored !== null && owner !== null && changedLeaves(stored.owner, owner).length > 0;
  if (!publish && stored && wasApproved(stored) && moderatedFieldsChanged(stored, next)) {
    fail(res, CODE.CAMPAIGN_NEEDS_MODERATION);
    return;
  }
  if (publish && stored?.status_key === S.rejected && stored.rejected_version === stored.version && !contentChanged && !ownerChanged) {
    fail(res, CODE.NOT_CHANGED_AFTER_REJECTION);
    return;
  }

  const saved = mutateCampaign(ctx.store, stored?.id ?? null, (db) => {
    if (!stored) return createCampaign(db, space, next, owner, caller, publish);
    const moderate = publish && entersModeration(stored, next, contentChanged);
    changeCampaign(db, stored, authorOf(caller), (campaign, at) => {
      Object.assign(campaign, next);
      if (owner) campaign.owner = owner;
      if (contentChanged) campaign.content_changed_at = at;
      // A campaign edited while in moderation is a new thing to moderate: its moderation restarts, so
      // a moderator's copy taken before the edit is refused (138) and a copy loaded after it is not.
      if (contentChanged && campaign.status_key === S.in_moderation) campaign.moderation_start_at = at;
      if (moderate) toModeration(campaign, at);
    });
    return stored;
  }, (campaign) => campaign.id);
  ok(res, campaignView(saved, administrator));
};

export const registerCampaignSaveRoutes = (app: Application, ctx: RouteContext): void => {
  app.put(CAMPAIGN_EDITOR_PATHS.campaign, (req, res) => save(ctx, req, res, false));
  app.post(CAMPAIGN_EDITOR_PATHS.publish, (req, res) => save(ctx, req, res, true));
};
