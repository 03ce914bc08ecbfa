import { PLUGINS } from '../../src/app/plugins';
import { lastStatementId } from '../../mock-server/billing/invoice-ledger';
import { todayDayNumber } from '../../mock-server/dates';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { canAccessWith } from '../../src/auth/accessTable';
import { accessOf, accessTableOf } from '../../src/plugins/registry';
import { mockNow } from './mockAdmin';

/**
 * Example addresses of the routes with parameters, from the seed (mock-server/seed/facts.ts). A new
 * route with a parameter fails every suite that walks the routes until it has an example here.
 */
const EXAMPLE_URLS: Record<string, string> = {
  '/campaign/edit/:id': '/campaign/edit/1000001',
  '/campaign/create': '/campaign/create?tab=basicInfo',
  '/audience/edit/:id': '/audience/edit/7002',
  '/audience/details/:id': '/audience/details/7001',
  '/admin/user/details/:id': '/admin/user/details/102',
  // The demo advertiser's last monthly statement (its id follows the mock's clock, billing/invoice-ledger.ts).
  '/admin/invoice/details/:id': `/admin/invoice/details/${lastStatementId(PERSONA_IDS.advertiser.spaceId, todayDayNumber(await mockNow()))}`,
  '/admin/moderate/user/:id': '/admin/moderate/user/305',
  '/admin/legal-entity/user/:id': '/admin/legal-entity/user/102',
  '/auth/reset-password/:key': '/auth/reset-password/somekey',
  '/auth/confirm-registration/:token': '/auth/confirm-registration/valid-demo-registration-token-0001',
};

export const urlOf = (path: string): string => {
  const url = EXAMPLE_URLS[path] ?? path;
  if (url.includes('/:')) throw new Error(`Add an example URL for ${path} to EXAMPLE_URLS in e2e/support/routes.ts`);
  return url;
};

export interface AppRoute {
  /** The declared path, e.g. /campaign/edit/:id. */
  path: string;
  anonymous: boolean;
  access: { resource: string; action?: string } | undefined;
}

/** Every route: each plugin's routes and resource lists, and the one the core declares (/notfound). */
export const appRoutes = (): AppRoute[] => [
  ...PLUGINS.flatMap((plugin) => [
    ...(plugin.resources ?? [])
      .filter((resource) => resource.list)
      .map((resource) => ({ path: `/${resource.name}`, anonymous: false, access: plugin.requires })),
    ...(plugin.routes ?? []).map((route) => ({ path: route.path, anonymous: route.anonymous === true, access: accessOf(plugin, route) })),
  ]),
  { path: '/notfound', anonymous: false, access: undefined },
];

const allowed = (persona: PersonaName, route: AppRoute) => !route.access || canAccessWith(PERSONAS[persona].permissions, route.access, accessTableOf(PLUGINS));

/** The example addresses of the signed-in routes a persona may not open. */
export const forbiddenRoutes = (persona: PersonaName): string[] =>
  appRoutes().filter((route) => !route.anonymous && !allowed(persona, route)).map((route) => urlOf(route.path));

/** The signed-in routes a persona may open. */
export const allowedAppRoutes = (persona: PersonaName): AppRoute[] => appRoutes().filter((route) => !route.anonymous && allowed(persona, route));

/** The example addresses of the signed-in routes a persona may open. */
export const allowedRoutes = (persona: PersonaName): string[] => allowedAppRoutes(persona).map((route) => urlOf(route.path));
