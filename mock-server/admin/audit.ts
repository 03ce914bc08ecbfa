import type { Request } from 'express';
import type { AdminAction, AuditChange, AuditEntry } from '../../src/api/contract';
import { callerOf } from '../context';
import type { DbState } from '../db/types';

const ORIGIN_MAX = 300;

/** What an action was done to: an account (space), and/or a sign-up, a campaign, a user. */
export interface AuditSubject {
  space_id: number;
  space_name: string;
  registration_id?: number;
  campaign_id?: number;
  target_user_id?: number;
}

/** The fields whose value differs, as changes (unchanged ones are left out). */
export const changesOf = (before: Record<string, string | number | null>, after: Record<string, string | number | null>): AuditChange[] =>
  Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));

/**
 * Writes an administrator's action (beyond the spec: who, when, what changed, from where) into the
 * stored audit trail, beside the account switches. Call inside store.mutate(). The client address is
 * the socket's (the mock trusts no forwarding header for it), the user agent cut to 300 characters.
 */
export const recordAdminAction = (state: DbState, req: Request, action: AdminAction, subject: AuditSubject, changes: AuditChange[] = []): AuditEntry => {
  const { user } = callerOf(req);
  const entry: AuditEntry = {
    id: state.audit.reduce((max, e) => Math.max(max, e.id), 0) + 1,
    user_id: user.id,
    user_email: user.email,
    ...subject,
    at: new Date().toISOString(),
    action,
    whitelabel_id: user.whitelabel_id,
    changes,
    ip: (req.socket.remoteAddress ?? '').slice(0, ORIGIN_MAX),
    user_agent: (req.get('user-agent') ?? '').slice(0, ORIGIN_MAX),
  };
  state.audit.push(entry);
  return entry;
};
