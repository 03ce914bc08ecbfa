import type { Application } from 'express';
import { WHITELABEL_HEADER, type WhitelabelInfo } from '../../src/api/contract';
import { requestWhitelabel } from '../branding';
import type { RouteContext } from '../context';
import type { StoredWhitelabel } from '../db/types';
import { ok } from '../envelope';
import { registerWhitelabelSettingsRoutes } from './whitelabel-settings';

/** The public part of a configuration: the customization's other settings are the administrator's. */
const publicInfo = (w: StoredWhitelabel): WhitelabelInfo => ({
  id: w.id,
  name: w.name,
  whitelabel_id: w.whitelabel_id,
  primary_color: w.primary_color,
  secondary_color: w.secondary_color,
  warning_color: w.warning_color,
  gauge_color: w.gauge_color,
  company_logo: w.company_logo,
  favicon: w.favicon ?? null,
  term_of_service_url: w.term_of_service_url,
  privacy_policy_url: w.privacy_policy_url,
  help_url: w.help_url,
  audio_enabled: w.audio_enabled,
});

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
    ok(res, publicInfo(requestWhitelabel(req, ctx.store.state(), ctx.settings)));
  });
  registerWhitelabelSettingsRoutes(app, ctx);
};
