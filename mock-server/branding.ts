import type { Request } from 'express';
import { WHITELABEL_HEADER } from '../src/api/contract';
import { whitelabelIdOfHost } from '../src/domain/whitelabelHost';
import type { DbState, StoredWhitelabel } from './db/types';
import type { RuntimeSettings } from './settings';

/** Every configured whitelabel_id (`dsp`, `ng`): what MOCK_WHITELABEL and the setting may name. */
export const whitelabelIds = (state: DbState): string[] => state.whitelabels.map((w) => w.whitelabel_id);

/**
 * The configuration the mock answers as by default. The setting is checked against the list when it is
 * set, so the fallback to the first configuration only guards against a hand-edited db file.
 */
export const activeWhitelabel = (state: DbState, settings: RuntimeSettings): StoredWhitelabel => {
  const found = state.whitelabels.find((w) => w.whitelabel_id === settings.whitelabel) ?? state.whitelabels[0];
  if (!found) throw new Error('the db holds no white-label configuration');
  return found;
};

/**
 * The client a request names: the app's header (it reaches the mock through a proxy that rewrites the
 * Host), else the host it was sent to (a forwarding proxy's X-Forwarded-Host first), whose first label
 * names the client as in the app (spec 3 §9).
 */
const namedClient = (req: Request): string | null => {
  const header = req.get(WHITELABEL_HEADER)?.trim().toLowerCase();
  if (header) return header;
  const host = req.get('x-forwarded-host')?.split(',')[0] ?? req.get('host') ?? '';
  return whitelabelIdOfHost(host);
};

/**
 * The configuration a request is answered as: the client it names when the mock knows it, else the
 * default (the setting). An unknown client gets the default and no error, as a deployment serving
 * `foo.example.com` without a `foo` configuration would still show its own branding.
 */
export const requestWhitelabel = (req: Request, state: DbState, settings: RuntimeSettings): StoredWhitelabel => {
  const named = namedClient(req);
  return state.whitelabels.find((w) => w.whitelabel_id === named) ?? activeWhitelabel(state, settings);
};
