import type { Application } from 'express';
import { WHITELABEL_HEADER, type WhitelabelInfo } from '../../src/api/contract';
import { requestWhitelabel } from '../branding';
import type { RouteContext } from '../context';
import type { StoredFile, StoredWhitelabel } from '../db/types';
import { ok } from '../envelope';
import { publicHandle } from '../uploads/stored-file';
import { registerWhitelabelSettingsRoutes } from './whitelabel-settings';

/** A stored image's public address (its key; a seeded logo's id), or null when it has none. */
const addressOf = (files: readonly StoredFile[], id: number | null | undefined): string | number | null => {
  const file = id === null || id === undefined ? undefined : files.find((f) => f.id === id);
  return file ? publicHandle(file) : null;
};

/** The public part of a configuration: the customization's other settings are the administrator's. */
const publicInfo = (w: StoredWhitelabel, files: readonly StoredFile[]): WhitelabelInfo => ({
  id: w.id,
  name: w.name,
  whitelabel_id: w.whitelabel_id,
  primary_color: w.primary_color,
  secondary_color: w.secondary_color,
  warning_color: w.warning_color,
  gauge_color: w.gauge_color,
  company_logo: addressOf(files, w.company_logo),
  favicon: addressOf(files, w.favicon),
  term_of_service_url: w.term_of_service_url,
  privacy_policy_url: w.privacy_policy_url,
  help_url: w.help_url,
  audio_enabled: w.audio_enabled,
});

/**
 * Public branding: the login screen shows the name, colours and logo before anyone signs in. The
 * answer is the client the request names (the app's X-Whitelabel-Id, or the host's first label) when
 * it is configured, else the default one (MOCK_WHITELABEL, or the test-only `whitelabel` setting);
 * every configuration's logo stays served whichever is answered (GET /v1/file/cache/{key},
 * routes/files-cache.ts), named by its address: an uploaded one's key, a seeded one's id.
 */
export const registerWhitelabelRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/whitelabel/info', (req, res) => {
    // The answer differs by client: no cache may hand one client's branding to another.
    res.vary(WHITELABEL_HEADER);
    const state = ctx.store.state();
    ok(res, publicInfo(requestWhitelabel(req, state, ctx.settings), state.files));
  });
  registerWhitelabelSettingsRoutes(app, ctx);
};
