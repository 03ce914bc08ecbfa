import type { Request, RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { fail } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { isMockAdminPath } from '../http/paths';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** host:port spellings that address this server (the port it was reached on, by a name it answers to). */
const ownHosts = (req: Request, host: string): Set<string> => {
  const port = req.socket.localPort;
  const names = [...LOOPBACK_NAMES, host.includes(':') ? `[${host}]` : host];
  return new Set(names.map((name) => `${name}:${port}`));
};

/**
 * The test-only /__mock API flips fault switches, resets the data and shows the mailbox (reset links).
 * A web page must not reach it: a request carrying an Origin that is neither the mock's own nor one of
 * the app's is refused (browsers send Origin with every POST, the simple cross-site ones included), and
 * so is a request addressed to another host name (a DNS-rebinding page sends its own name as Host).
 * Test helpers call from Node without an Origin, by a loopback name, and pass.
 */
export const adminOriginGuard = (options: { host: string; appOrigins: readonly string[] }): RequestHandler => {
  const appOrigins = new Set(options.appOrigins);
  return (req, res, next) => {
    if (!isMockAdminPath(req)) {
      next();
      return;
    }
    const hosts = ownHosts(req, options.host);
    const host = req.get('host')?.toLowerCase();
    const origin = req.get('origin');
    const ownOrigin = origin !== undefined && origin.startsWith('http://') && hosts.has(origin.slice('http://'.length).toLowerCase());
    const hostOk = host !== undefined && hosts.has(host);
    const originOk = origin === undefined || ownOrigin || appOrigins.has(origin);
    if (hostOk && originOk) {
      next();
      return;
    }
    closeIfBodyUnread(req, res);
    fail(res, CODE.ILLEGAL_ACTION);
  };
};
