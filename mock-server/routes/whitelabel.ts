import type { Application } from 'express';
import { WHITELABEL_HEADER } from '../../src/api/contract';
import { requestWhitelabel } from '../branding';
import type { RouteContext } from '../context';
import { ok } from '../envelope';

/**
 * Public branding: the login screen shows the name, colours and logo before anyone signs in. The
 * answer is the client the request names (the app's X-Whitelabel-Id, or the host's first label) when
 * it is configured, else the default one (MOCK_WHITELABEL, or the test-only `whitelabel` setting);
 * every configuration's logo stays served whichever is answered (GET /v1/file/cache/{id},
 * routes/files-cache.ts).
 */
export const registerWhitelabelRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/whitelabel/info', (req, res) => {
    // The answer differs by client: no cache may hand one client's branding to another.
    res.vary(WHITELABEL_HEADER);
    ok(res, requestWhitelabel(req, ctx.store.state(), ctx.settings));
  });
};
