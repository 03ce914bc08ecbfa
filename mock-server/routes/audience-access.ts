import type { Request, Response } from 'express';
import { CODE } from '../../src/api/contract';
import { isLive } from '../audiences/audience-store';
import { inReach } from '../caller-reach';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import type { StoredAudience } from '../db/types';
import { fail } from '../envelope';
import { toId } from '../http/body';

/** The audience pages (spec 3) and the targeting tab's audience picker both read audiences. */
export const AUDIENCE_PERMISSIONS = ['PAGE_AUDIENCE', 'CAMPAIGN_TARGETING'] as const;
/** Only the audience pages change them (upload, create, update, delete, and the builder's estimate). */
export const AUDIENCE_WRITE_PERMISSIONS = ['PAGE_AUDIENCE'] as const;

/**
 * An audience the caller may read: 180 when there is none (another white-label's included, or, with
 * `live`, when it was deleted), 3 when it is another space's (administrators may act on any space of
 * their white-label, as everywhere).
 */
export const readableAudience = (ctx: RouteContext, req: Request, res: Response, rawId: unknown, { live = false } = {}): StoredAudience | null => {
  const id = toId(rawId);
  const caller = callerOf(req);
  const audience = id === null ? undefined : inReach(caller, ctx.store.state().audiences.find((a) => a.id === id));
  if (!audience || (live && !isLive(audience))) {
    fail(res, CODE.AUDIENCE_NOT_FOUND);
    return null;
  }
  if (!canActOnSpace(caller, audience.space_id)) {
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return audience;
};
