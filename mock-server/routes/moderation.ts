import type { Application, Request, RequestHandler, Response } from 'express';
import {
  ALL_EXCHANGE_IDS,
  CAMPAIGN_EDITOR_PATHS,
  CAMPAIGN_STATUS,
  CODE,
  type ModerationApproveRequest,
  type ModerationRejectRequest,
} from '../../src/api/contract';
import { TEXT_LIMITS } from '../campaign-shape';
import { approvePendingCreatives } from '../creative-decisions';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { authorOf, changeCampaign } from '../db/campaign-changes';
import type { StoredCampaign } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { isRecord } from '../http/body';
import { dateTime, list, number, object, oneOf, text, type FieldErrors, type Node } from '../schema';
import { dictionaryValues } from '../seed/dictionaries';
import { TRAFFIC_SOURCES } from '../seed/traffic-sources';
import { campaignView } from '../views';
import { readableCampaign } from './campaign';
import * as mockClock from '../clock';

export const MODERATION_MESSAGES = {
  required: 'Field is required.',
  exchanges: 'Choose at least one exchange (the app sends all six when none is chosen).',
  category: 'Unknown category.',
  trafficSource: 'Unknown traffic source.',
} as const;

const IAB_VALUES = new Set(dictionaryValues('iab_categories').map(String));
const TRAFFIC_SOURCE_IDS = TRAFFIC_SOURCES.map((source) => source.id);

const rejectNode: Node<ModerationRejectRequest> = object({
  campaign_id: number({ min: 1, integer: true }),
  comment: text(TEXT_LIMITS.body),
  moderation_start_at: dateTime(),
});

const approveNode: Node<ModerationApproveRequest> = object({
  campaign_id: number({ min: 1, integer: true }),
  category_keys: list(oneOf([...IAB_VALUES], MODERATION_MESSAGES.category)),
  exchange_id: list(oneOf(ALL_EXCHANGE_IDS), { max: ALL_EXCHANGE_IDS.length }),
  traffic_sources: list(oneOf(TRAFFIC_SOURCE_IDS, MODERATION_MESSAGES.trafficSource)),
  moderation_start_at: dateTime(),
});

/**
 * Reads a moderation body and finds its campaign, in moderation and unchanged since the moderator
 * opened it; otherwise the refusal is answered and null comes back. Order: the body (code 2 with
 * data.errors), the campaign (130, 3), its status (136: not in moderation), then staleness (138: the
 * advertiser changed it after the moment the moderator's copy was taken, `moderation_start_at`).
 */
const moderated = <T extends { campaign_id: number; moderation_start_at: string }>(
  ctx: RouteContext,
  req: Request,
  res: Response,
  node: Node<T>,
  extra: (body: T, errors: FieldErrors) => void,
): { body: T; campaign: StoredCampaign } | null => {
  if (!isRecord(req.body)) {
    fail(res, CODE.INVALID_ARGUMENT);
    return null;
  }
  const errors: FieldErrors = {};
  const body = node.read(req.body, undefined, '', errors);
  if (Object.keys(errors).length === 0) extra(body, errors);
  if (Object.keys(errors).length > 0) {
    failFields(res, errors);
    return null;
  }
  const campaign = readableCampaign(ctx, req, res, body.campaign_id);
  if (!campaign) return null;
  if (campaign.status_key !== CAMPAIGN_STATUS.in_moderation) {
    fail(res, 136);
    return null;
  }
  if (Date.parse(body.moderation_start_at) < Date.parse(campaign.content_changed_at)) {
    fail(res, CODE.UPDATED_IN_MODERATION);
    return null;
  }
  return { body, campaign };
};

/**
 * Moderation (spec 2 §4, §7), for CAMPAIGN_ADMINISTRATION: reject with a reason (status rejected,
 * the reason kept as rejection_reason) or approve with categories, exchanges and traffic sources (kept
 * in the owner fields; status waiting_to_start when the start is ahead, else running). Both answer the
 * campaign and are in its change log.
 */
export const registerModerationRoutes = (app: Application, ctx: RouteContext): void => {
  const administratorsOnly: RequestHandler = (req, res, next) => {
    if (hasPermission(callerOf(req), 'CAMPAIGN_ADMINISTRATION')) next();
    else fail(res, CODE.ILLEGAL_ACTION);
  };

  app.post(CAMPAIGN_EDITOR_PATHS.moderationReject, administratorsOnly, (req, res) => {
    const found = moderated(ctx, req, res, rejectNode, (body, errors) => {
      if (body.comment.trim() === '') errors.comment = MODERATION_MESSAGES.required;
    });
    if (!found) return;
    const { body, campaign } = found;
    ctx.store.mutate((state) => {
      changeCampaign(state, campaign, authorOf(callerOf(req)), (c) => {
        c.status_key = CAMPAIGN_STATUS.rejected;
        // The campaign is rejected, not its creatives: their decisions (and so its creative status) stand.
        c.rejection_reason = body.comment.trim();
      });
      // Publishing this very version again is code 139: something must change first.
      campaign.rejected_version = campaign.version;
    });
    ok(res, campaignView(campaign, true));
  });

  app.post(CAMPAIGN_EDITOR_PATHS.moderationApprove, administratorsOnly, (req, res) => {
    const found = moderated(ctx, req, res, approveNode, (body, errors) => {
      if (body.exchange_id.length === 0) errors.exchange_id = MODERATION_MESSAGES.exchanges;
    });
    if (!found) return;
    const { body, campaign } = found;
    ctx.store.mutate((state) =>
      changeCampaign(state, campaign, authorOf(callerOf(req)), (c) => {
        const ahead = c.campaign_start_at !== null && Date.parse(c.campaign_start_at) > mockClock.now();
        c.status_key = ahead ? CAMPAIGN_STATUS.waiting_to_start : CAMPAIGN_STATUS.running;
        c.rejection_reason = null;
        c.visuals = approvePendingCreatives(c.visuals);
        c.owner = {
          ...c.owner,
          campaign_category_keys: [...new Set(body.category_keys)],
          exchange_id: [...new Set(body.exchange_id)].sort((a, b) => a - b),
          traffic_sources: [...new Set(body.traffic_sources)].sort((a, b) => a - b),
        };
      }),
    );
    ok(res, campaignView(campaign, true));
  });
};
