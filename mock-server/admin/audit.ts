import type { Request } from 'express';
import type { AdminAction, AuditChange, AuditEntry } from '../../src/api/contract';
import { callerOf } from '../context';
import type { DbState } from '../db/types';
import * as mockClock from '../clock';

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
 * Writes one entry of the stored audit trail: who, when, on what, from where. Every entry carries the
 * white-label it was made in (the acting administrator's: they act within it only), which is what the
 * trail is read by, so a sign-up's entry (space 0) is never shown to another white-label. Call inside
 * store.mutate(). The client address is the socket's (the mock trusts no forwarding header for it),
 * the user agent cut to 300 characters.
 */
const appendAuditEntry = (state: DbState, req: Request, subject: AuditSubject, what: Pick<AuditEntry, 'action' | 'changes'>): AuditEntry => {
  const { user } = callerOf(req);
  const entry: AuditEntry = {
    id: state.audit.reduce((max, e) => Math.max(max, e.id), 0) + 1,
    user_id: user.id,
    user_email: user.email,
    ...subject,
    at: mockClock.nowDate().toISOString(),
    ...what,
    whitelabel_id: user.whitelabel_id,
    ip: (req.socket.remoteAddress ?? '').slice(0, ORIGIN_MAX),
    user_agent: (req.get('user-agent') ?? '').slice(0, ORIGIN_MAX),
  };
  state.audit.push(entry);
  return entry;
};

/** An administrator's action (beyond the spec): what changed, beside the account switches. */
export const recordAdminAction = (state: DbState, req: Request, action: AdminAction, subject: AuditSubject, changes: AuditChange[] = []): AuditEntry =>
  appendAuditEntry(state, req, subject, { action, changes });

/** An administrator switching to act as an account (no action: the switch itself is the entry). */
export const recordAccountSwitch = (state: DbState, req: Request, space: { id: number; name: string }): AuditEntry =>
  appendAuditEntry(state, req, { space_id: space.id, space_name: space.name }, {});

/** The trail one white-label's administrators may read: the entries made in it. */
export const auditOfWhitelabel = (state: DbState, whitelabelId: number): AuditEntry[] => state.audit.filter((e) => e.whitelabel_id === whitelabelId);
