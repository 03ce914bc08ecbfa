import type { Application } from 'express';
import { activeWhitelabel } from '../branding';
import type { RouteContext } from '../context';
import { ok } from '../envelope';

/**
 * Public branding: the login screen shows the name, colours and logo before anyone signs in. The
 * answer is the active configuration (MOCK_WHITELABEL, or the test-only `whitelabel` setting); every
 * configuration's logo stays served whichever is active (GET /v1/file/cache/{id}, routes/files-cache.ts).
 */
export const registerWhitelabelRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/whitelabel/info', (_req, res) => {
    ok(res, activeWhitelabel(ctx.store.state(), ctx.settings));
  });
};
