import type { Permission } from '../api/contract';

/**
 * Permissions as data (spec 1 §6, spec 3 §2): for each resource (a react-admin resource or a route or
 * area key) and action, the permissions of which ANY grants access. An empty list means any signed-in
 * user; an action missing from a resource falls back to its '*' entry; a resource missing from the
 * table is refused, so a typo never opens a page.
 *
 * The core declares only the gates it checks itself (CORE_ACCESS); each plugin declares its own in its
 * manifest (`DspPlugin.access`), and the registry merges them into the app's one table at start-up
 * (`accessTableOf` in src/plugins/registry.ts), so a new product area never edits the core.
 */
export type AccessRule = readonly Permission[];

/** One resource's rules: '*' for the resource as a whole (its pages), named actions beside it. */
export interface ResourceAccess {
  readonly '*': AccessRule;
  readonly [action: string]: AccessRule;
}

export type AccessTable = Readonly<Record<string, ResourceAccess>>;

/** What src/ itself asks for: the administrator's account search (the admin panel, the moderation badge). */
export const CORE_ACCESS: AccessTable = {
  'admin-search': { '*': ['SEARCH_ADMIN'] },
};

export interface AccessRequest {
  resource: string;
  action?: string;
}

/** Pure check: does this permission list grant the action on the resource, by this table? */
export const canAccessWith = (
  permissions: readonly string[],
  { resource, action = 'list' }: AccessRequest,
  table: AccessTable,
): boolean => {
  // Own keys only: a resource or action named like an Object member ('constructor') is simply unknown.
  const rules = Object.hasOwn(table, resource) ? table[resource] : undefined;
  const rule = rules && (Object.hasOwn(rules, action) ? rules[action] : rules['*']);
  if (!rule) return false;
  return rule.length === 0 || rule.some((permission) => permissions.includes(permission));
};

export const isKnownResource = (resource: string, table: AccessTable): boolean => Object.hasOwn(table, resource);
