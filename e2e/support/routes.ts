import { PLUGINS } from '../../src/app/plugins';
import { PERSONAS, type PersonaName } from '../../src/api/contract';
import { canAccessWith } from '../../src/auth/accessTable';
import { accessOf } from '../../src/plugins/registry';

/** Example values for route parameters, from the seed (mock-server/seed/facts.ts). */
const EXAMPLES: Record<string, string> = { id: '1000001', key: 'somekey', token: 'valid-demo-registration-token-0001' };
const ADMIN_USER_ROUTES = /^\/admin\/(user\/details|moderate\/user|legal-entity\/user)\//;

const concrete = (path: string): string => {
  const filled = path.replace(/:([a-z]+)/gi, (_, name: string) => EXAMPLES[name] ?? '1');
  return ADMIN_USER_ROUTES.test(path) ? filled.replace('1000001', '102') : filled;
};

export interface AppRoute {
  path: string;
  anonymous: boolean;
  access: { resource: string; action?: string } | undefined;
}

/** Every route of every plugin (resources' lists included), with example ids filled in. */
export const appRoutes = (): AppRoute[] =>
  PLUGINS.flatMap((plugin) => [
    ...(plugin.resources ?? []).map((resource) => ({ path: `/${resource.name}`, anonymous: false, access: plugin.requires })),
    ...(plugin.routes ?? []).map((route) => ({ path: concrete(route.path), anonymous: !!route.anonymous, access: accessOf(plugin, route) })),
  ]);

/** The signed-in routes a persona may not open. */
export const forbiddenRoutes = (persona: PersonaName): string[] =>
  appRoutes()
    .filter((route) => !route.anonymous && route.access && !canAccessWith(PERSONAS[persona].permissions, route.access))
    .map((route) => route.path);

/** The signed-in routes a persona may open. */
export const allowedRoutes = (persona: PersonaName): string[] =>
  appRoutes()
    .filter((route) => !route.anonymous && (!route.access || canAccessWith(PERSONAS[persona].permissions, route.access)))
    .map((route) => route.path);
