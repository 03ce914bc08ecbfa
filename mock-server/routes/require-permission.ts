import type { Request, Response } from 'express';
import { CODE, type Permission } from '../../src/api/contract';
import { callerOf, hasPermission } from '../context';
import { fail } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';

/**
 * Whether the caller holds one of the permissions; answers code 3 (and closes a large unread body,
 * as the token check does) when not. The editor's calls belong to a tab, and a tab opens on one of
 * several permission tags.
 */
export const requireAny = (req: Request, res: Response, permissions: readonly Permission[]): boolean => {
  const caller = callerOf(req);
  if (permissions.some((permission) => hasPermission(caller, permission))) return true;
  closeIfBodyUnread(req, res);
  fail(res, CODE.ILLEGAL_ACTION);
  return false;
};
