import type { Application, Request, Response } from 'express';
import {
  CAMPAIGN_STATUS,
  CODE,
  RESTORE_REFUSALS_MAX,
  type CampaignRecord,
  type RestorePreview,
  type RestoreRefusal,
} from '../../src/api/contract';
import type { SectionPermission } from '../../src/api/contract/campaign-sections';
import { forbiddenSectionOf, refuseSection, sectionRefusalMessage } from '../campaign-section-access';
import { catalogueMessage } from '../codes';
import { campaignFieldsNode } from '../campaign-shape';
import { failProblems, moderatedFieldsChanged, wasApproved, type Problem } from '../campaign-validation';
import { callerOf, hasPermission, type Caller, type RouteContext } from '../context';
import { authorOf, changeCampaign } from '../db/campaign-changes';
import { replayEntry, type RunningState } from '../db/revision-log';
import { changedLeaves } from '../db/revisions';
import type { StoredCampaign } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, isRecord, toId, type Fields } from '../http/body';
import { SCHEMA_MESSAGES, type FieldErrors } from '../schema';
import type { CampaignFields } from '../seed/campaign-defaults';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';
import { checkCampaignFields, fieldsOfCampaign, toModeration } from './campaign-save';

/**
 * Restore a past version from the change log (ours, beyond the spec; the contract is
 * src/api/contract/campaign-restore.ts).
 *
 * The restored state is the advertiser's fields as the log rebuilds them after that revision
 * (revision-log.ts replays the stored differences), laid over the campaign as it is now: a field the
 * log never named keeps its current value. The status, moderation facts and owner fields are not
 * versions of the content and stay as they are.
 *
 * The same checks as a save (campaign-save.ts), in its order: CAMPAIGN_EDIT (3), the campaign in the
 * caller's space (130, 3), the version (1320), the section permissions (3), the shape and every rule
 * (the save's codes: 1304 for a start now in the past, 132 for a creative whose file is gone, …). Where
 * a plain save of an approved campaign's moderated fields is refused (137), a restore sends it back to
 * moderation as publishing would, and the preview says so. The preview lists every refusal at once;
 * the restore answers the first, as a save does, and applies nothing.
 */

/** The message of a restore whose version equals the campaign as it is. */
export const RESTORE_MESSAGES = {
  unchanged: 'The campaign already matches this version: there is nothing to restore.',
  noRevision: 'This revision is not in the campaign’s change log.',
} as const;

/** The tracked fields after revision `revisionId` of the campaign and its date, or null when the log has no such entry. */
const stateAfter = (ctx: RouteContext, campaignId: number, revisionId: number): { running: RunningState; at: string } | null => {
  let running: RunningState = {};
  for (const entry of ctx.store.state().revisions) {
    if (entry.campaign_id !== campaignId) continue;
    running = replayEntry(entry, running).running;
    if (entry.id === revisionId) return { running, at: entry.commit_date };
  }
  return null;
};

interface Planned {
  stored: StoredCampaign;
  /** A section the restore would change that the caller may not edit (code 3), or null. */
  forbidden: SectionPermission | null;
  /** Fields of the stored version this campaign can no longer take (code 2). */
  shapeErrors: FieldErrors;
  /** Every rule's problem with the restored campaign, in the save's codes. */
  problems: Problem[];
  next: CampaignFields;
  /** Whether the restore changes nothing. */
  unchanged: boolean;
  moderate: boolean;
  /** The restored revision's commit date. */
  versionDate: string;
}

const pickKnown = (state: RunningState, keys: readonly string[]): Fields => Object.fromEntries(keys.filter((key) => Object.hasOwn(state, key)).map((key) => [key, state[key]]));

/** The restore of `revisionId` planned against the campaign as it is now; null when already answered. */
const plan = (ctx: RouteContext, req: Request, res: Response, caller: Caller, stored: StoredCampaign): Planned | null => {
  const revisionId = toId(req.params.revisionId);
  const restored = revisionId === null ? null : stateAfter(ctx, stored.id, revisionId);
  if (restored === null) {
    fail(res, CODE.INVALID_ARGUMENT, 404, { errors: { revisionId: RESTORE_MESSAGES.noRevision } });
    return null;
  }
  const state = ctx.store.state();
  const space = state.spaces.find((s) => s.id === stored.space_id);
  if (!space) {
    fail(res, CODE.SPACE_NOT_FOUND);
    return null;
  }
  const current = fieldsOfCampaign(stored);
  const body: Fields = pickKnown(restored.running, Object.keys(current));
  const shapeErrors: FieldErrors = {};
  const read = campaignFieldsNode.read(body, current, '', shapeErrors);
  // Back to moderation exactly where a plain save would be refused for it (137): then the rules are
  // publishing's, as for a publish.
  const moderate = wasApproved(stored) && moderatedFieldsChanged(stored, read);
  const { next, problems } = checkCampaignFields(state, caller, space, stored, read, moderate);
  return {
    stored,
    forbidden: forbiddenSectionOf(state, caller, body, stored, space.id),
    shapeErrors,
    problems,
    next,
    unchanged: changedLeaves(current, next).length === 0,
    moderate,
    versionDate: restored.at,
  };
};

const refusalOf = (one: Problem): RestoreRefusal => (one.field === undefined ? { code: one.code, message: one.message } : { code: one.code, field: one.field, message: one.message });

/** Every reason the planned restore cannot apply, in the order a save checks them. */
const refusalsOf = (planned: Planned): RestoreRefusal[] => [
  ...(planned.forbidden ? [{ code: CODE.ILLEGAL_ACTION, message: sectionRefusalMessage(planned.forbidden) }] : []),
  ...Object.entries(planned.shapeErrors).map(([field, message]) => ({ code: CODE.INVALID_ARGUMENT, field, message })),
  ...planned.problems.map(refusalOf),
  ...(planned.unchanged ? [{ code: CODE.INVALID_ARGUMENT, message: RESTORE_MESSAGES.unchanged }] : []),
];

/** The preview's two states: the top-level fields the restore changes, now and restored. */
const statesOf = (current: CampaignFields, next: CampaignFields, changedTop: ReadonlySet<string>): Pick<RestorePreview, 'current_state' | 'restored_state'> => {
  const pick = (fields: CampaignFields): Partial<CampaignRecord> =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => changedTop.has(key))) as Partial<CampaignRecord>;
  return { current_state: pick(current), restored_state: pick(next) };
};

export const registerCampaignRestoreRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/campaign/:id/revisions/:revisionId/restore/preview', (req, res) => {
    const caller = callerOf(req);
    // Reading a past version is reading the change log.
    if (!hasPermission(caller, 'CAMPAIGN_CHANGE_LOG')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const stored = readableCampaign(ctx, req, res, req.params.id);
    if (!stored) return;
    const planned = plan(ctx, req, res, caller, stored);
    if (!planned) return;
    const { next, moderate } = planned;
    const refusals = refusalsOf(planned);
    // A reader of the log who may not edit sees the versions, never a restore that could apply.
    if (!hasPermission(caller, 'CAMPAIGN_EDIT')) refusals.unshift({ code: CODE.ILLEGAL_ACTION, message: catalogueMessage(CODE.ILLEGAL_ACTION) });
    const current = fieldsOfCampaign(stored);
    const difference = changedLeaves(current, next);
    const changedTop = new Set(difference.map((d) => d.path.split('.')[0] ?? d.path));
    const preview: RestorePreview = {
      campaign_id: stored.id,
      revision_id: Number(req.params.revisionId),
      version: stored.version,
      difference,
      ...statesOf(current, next, changedTop),
      sends_to_moderation: moderate,
      refusals: refusals.slice(0, RESTORE_REFUSALS_MAX),
    };
    ok(res, preview);
  });

  app.post('/v1/campaign/:id/revisions/:revisionId/restore', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'CAMPAIGN_EDIT') || !hasPermission(caller, 'CAMPAIGN_CHANGE_LOG')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const body = fieldsOf(req.body);
    const version = isRecord(req.body) ? toId(body.version) : null;
    if (version === null) {
      fail(res, CODE.INVALID_ARGUMENT, 400, { errors: { version: SCHEMA_MESSAGES.integer } });
      return;
    }
    const stored = readableCampaign(ctx, req, res, req.params.id);
    if (!stored) return;
    // The version first, as a save: a restore measured on a campaign someone has changed since is stale.
    if (version !== stored.version) {
      fail(res, CODE.VERSION_CONFLICT, 409);
      return;
    }
    const planned = plan(ctx, req, res, caller, stored);
    if (!planned) return;
    const { forbidden, shapeErrors, problems, next, moderate } = planned;
    // A refused restore applies nothing, and answers as a save would.
    if (forbidden) {
      refuseSection(res, forbidden);
      return;
    }
    if (Object.keys(shapeErrors).length > 0) {
      failFields(res, shapeErrors);
      return;
    }
    if (problems.length > 0) {
      failProblems(res, problems);
      return;
    }
    if (planned.unchanged) {
      res.status(400).json({ type: { code: CODE.INVALID_ARGUMENT, message: RESTORE_MESSAGES.unchanged }, data: null });
      return;
    }
    const revisionId = Number(req.params.revisionId);
    const saved = ctx.store.mutate((db) => {
      const changed = changeCampaign(db, stored, authorOf(caller), (campaign, at) => {
        Object.assign(campaign, next);
        campaign.content_changed_at = at;
        if (moderate) toModeration(campaign, at);
        // A campaign in moderation restarts it, as a save of new content does (campaign-save.ts).
        else if (campaign.status_key === CAMPAIGN_STATUS.in_moderation) campaign.moderation_start_at = at;
      });
      // The new entry names the revision it restored: the change log shows it as a restore.
      const entry = db.revisions[db.revisions.length - 1];
      if (changed && entry) {
        entry.restored_from = revisionId;
        entry.restored_from_date = planned.versionDate;
      }
      return stored;
    });
    ok(res, campaignView(saved, hasPermission(caller, 'CAMPAIGN_ADMINISTRATION')));
  });
};
