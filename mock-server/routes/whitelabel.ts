import type { Application } from 'express';
import { CODE } from '../../src/api/contract';
import { activeWhitelabel } from '../branding';
import type { RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { toId } from '../http/body';

/**
 * Public branding: the login screen shows the name, colours and logo before anyone signs in. The
 * answer is the active configuration (MOCK_WHITELABEL, or the test-only `whitelabel` setting); every
 * configuration's logo stays served, whichever is active.
 */
export const registerWhitelabelRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/whitelabel/info', (_req, res) => {
    ok(res, activeWhitelabel(ctx.store.state(), ctx.settings));
  });

  // The file itself, not an envelope (it is used as an <img> source). Unknown ids get a 404 envelope;
  // the catalogue has no "file not found" code, so it says "Invalid argument provided".
  app.get('/v1/file/cache/:id', (req, res) => {
    const id = toId(req.params.id);
    const file = id === null ? undefined : ctx.store.state().files.find((f) => f.id === id);
    if (!file) {
      fail(res, CODE.INVALID_ARGUMENT, 404);
      return;
    }
    // Files never change under an id, so undo json-server's global no-cache headers here.
    res.removeHeader('Pragma');
    res.removeHeader('Expires');
    res.set('Cache-Control', 'public, max-age=3600');
    res.set('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run script: forbid everything but its own inline styles.
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type(file.content_type).send(file.body);
  });
};
