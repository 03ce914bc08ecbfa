import type { Application } from 'express';
import { TARGETING_LOOKUP_PATHS as PATHS, type PendingResource } from '../../src/api/contract';
import { foldName, normaliseName } from '../../src/domain/safeText';
import { callerOf, type RouteContext } from '../context';
import { failFields, ok } from '../envelope';
import { fieldsOf, stringField } from '../http/body';
import { isKnownCountry } from '../seed/cities';
import { searchResources } from '../seed/targeting-resources';
import { lengthError, MESSAGES } from '../validation';
import { readableCampaign } from './campaign';
import { requireAny } from './require-permission';
import * as mockClock from '../clock';

/** The targeting tab's calls are the tab's: CAMPAIGN_TARGETING (spec 2 §2). */
const TARGETING = ['CAMPAIGN_TARGETING'] as const;
const NAME_MAX = 255;

const queryText = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Targeting resources search and the request-research action of an empty search (spec 2 §2, §7).
 * Registered before the campaign routes, so `app/...` is never read as a campaign id.
 */
export const registerTargetingRoutes = (app: Application, ctx: RouteContext): void => {
  app.get(PATHS.resources, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const country = queryText(req.query.country).trim().toUpperCase();
    if (country !== '' && !isKnownCountry(country)) {
      failFields(res, { country: MESSAGES.country });
      return;
    }
    ok(res, searchResources(queryText(req.query.name), country === '' ? undefined : country));
  });

  // One request per (space, campaign, name): asking again answers the first request, stores nothing.
  app.post(PATHS.pendingResources, (req, res) => {
    if (!requireAny(req, res, TARGETING)) return;
    const fields = fieldsOf(req.body);
    // The name as stored (safeText.ts); a name of invisible characters only is no name.
    const name = normaliseName(stringField(fields, 'name') ?? '');
    const nameError = name === '' ? MESSAGES.required : lengthError(name, NAME_MAX);
    if (nameError !== null) {
      failFields(res, { name: nameError });
      return;
    }
    const caller = callerOf(req);
    let spaceId = caller.space.id;
    let campaignId: number | null = null;
    if (fields.campaign_id !== undefined && fields.campaign_id !== null) {
      const campaign = readableCampaign(ctx, req, res, fields.campaign_id);
      if (!campaign) return;
      [spaceId, campaignId] = [campaign.space_id, campaign.id];
    }
    const state = ctx.store.state();
    const same = state.resource_requests.find(
      (r) => r.space_id === spaceId && r.campaign_id === campaignId && foldName(r.name) === foldName(name),
    );
    if (same) {
      ok(res, same);
      return;
    }
    const saved = ctx.store.mutate((db): PendingResource => {
      const request: PendingResource = {
        id: db.resource_requests.reduce((max, r) => Math.max(max, r.id), 0) + 1,
        name,
        campaign_id: campaignId,
        space_id: spaceId,
        requested_at: mockClock.nowDate().toISOString(),
      };
      db.resource_requests.push(request);
      return request;
    });
    ok(res, saved);
  });
};
