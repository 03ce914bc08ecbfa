import type { Request } from 'express';
import type { MockConfig } from './config';
import type { MockStore } from './db/store';
import type { StoredSpace, StoredUser } from './db/types';
import type { Mailbox } from './mailbox';
import type { AuthThrottles } from './security/throttle';
import type { RuntimeSettings } from './settings';
import type { Permission } from '../src/api/contract';

/** What every route module gets: the data, the run-time settings, the mailbox and the config. */
export interface RouteContext {
  store: MockStore;
  settings: RuntimeSettings;
  mailbox: Mailbox;
  config: MockConfig;
  log(message: string): void;
  /** Back-off against guessing passwords and probing accounts (security/throttle.ts). */
  throttles: AuthThrottles;
}

/** The signed-in caller, attached by the auth middleware. */
export interface Caller {
  user: StoredUser;
  /** The caller's own space (an admin acting as another account still owns this one). */
  space: StoredSpace;
  permissions: readonly Permission[];
  /** The sign-in session of the access token (its refresh tokens share it): what a password change keeps. */
  sessionId: string;
  /**
   * Whether a space exists and belongs to another white-label than the caller's (its owner's
   * whitelabel_id). An administrator's reach ends at their white-label: an `ng` administrator never sees
   * or acts on a `dsp` account. An unknown id is not "outside": the route then answers it not found.
   */
  outsideWhitelabel(spaceId: number): boolean;
}

// A WeakMap rather than a property on Request: no global type augmentation, nothing leaks.
const callers = new WeakMap<Request, Caller>();

export const setCaller = (req: Request, caller: Caller): void => {
  callers.set(req, caller);
};

/** The caller of an authenticated route; the auth middleware guarantees one exists. */
export const callerOf = (req: Request): Caller => {
  const caller = callers.get(req);
  if (!caller) throw new Error(`no caller on an authenticated route: ${req.method} ${req.path}`);
  return caller;
};

/** The caller when the auth middleware has set one (code that runs before it, or on public routes, may find none). */
export const callerIfAny = (req: Request): Caller | undefined => callers.get(req);

export const hasPermission = (caller: Caller, permission: Permission): boolean =>
  caller.permissions.includes(permission);

/** White-label administrators: either admin permission lets them look at every account of their white-label. */
export const isAdmin = (caller: Caller): boolean =>
  hasPermission(caller, 'SEARCH_ADMIN') || hasPermission(caller, 'ROUTE_ADMINISTRATION');

/** Non-admins may only read and change their own space; administrators any space of their white-label. */
export const canActOnSpace = (caller: Caller, spaceId: number): boolean =>
  caller.user.space_id === spaceId || (isAdmin(caller) && !caller.outsideWhitelabel(spaceId));
