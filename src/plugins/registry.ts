import { CORE_ACCESS, isKnownResource, type AccessRequest, type AccessTable, type ResourceAccess } from '../auth/accessTable';
import type { DspPlugin, MenuGroup, Messages, PluginMenuItem, PluginRoute } from './contract';

export class PluginRegistryError extends Error {
  override name = 'PluginRegistryError';
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const duplicates = (values: string[]): string[] =>
  [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

/**
 * The core's gates and every plugin's in one table, and a problem for each resource declared twice
 * (by two plugins, or by a plugin and the core): a gate has one owner, so no plugin can loosen another's.
 */
const mergeAccess = (plugins: readonly DspPlugin[]): { table: AccessTable; errors: string[] } => {
  const owners = new Map<string, string>(Object.keys(CORE_ACCESS).map((resource) => [resource, 'the core']));
  const table: Record<string, ResourceAccess> = { ...CORE_ACCESS };
  const errors: string[] = [];
  plugins.forEach((plugin) =>
    Object.entries(plugin.access ?? {}).forEach(([resource, rules]) => {
      const owner = owners.get(resource);
      if (owner) {
        errors.push(`Plugin "${plugin.id}" declares the access of "${resource}", which ${owner} already declares`);
        return;
      }
      owners.set(resource, `plugin "${plugin.id}"`);
      table[resource] = rules;
    }),
  );
  return { table, errors };
};

const tables = new WeakMap<readonly DspPlugin[], AccessTable>();

/**
 * The app's one access table for a plugin list: the core's gates merged with each plugin's declared
 * ones, built once per list (the authProvider, the session's access hooks, the menu, the opening
 * prefetch and the route gates all read this same object). Throws on a resource declared twice.
 */
export const accessTableOf = (plugins: readonly DspPlugin[]): AccessTable => {
  const known = tables.get(plugins);
  if (known) return known;
  const { table, errors } = mergeAccess(plugins);
  if (errors.length) throw new PluginRegistryError(errors.join('\n'));
  tables.set(plugins, table);
  return table;
};

const checkAccess = (owner: string, access: AccessRequest | undefined, table: AccessTable, errors: string[]): void => {
  if (access && !isKnownResource(access.resource, table))
    errors.push(`${owner} asks for access to "${access.resource}", which neither the core nor any plugin declares`);
};

const checkMenuItem = (plugin: DspPlugin, item: PluginMenuItem, table: AccessTable, errors: string[]): void => {
  const owner = `Menu entry ${item.label} of "${plugin.id}"`;
  if (!accessOf(plugin, item)) errors.push(`${owner} has no access rule`);
  checkAccess(owner, item.access, table, errors);
  // A greyed-out entry must tell the user why; a shared fallback text would be wrong for all but one.
  if (item.enabled && !item.disabledReason) errors.push(`${owner} can be disabled but names no disabledReason`);
  if (item.badge && item.group !== 'admin') errors.push(`${owner} has a badge, which only the administration links show`);
};

/**
 * Start-up checks of the plugin list (ARCHITECTURE.md): ids are kebab-case and unique, no two plugins
 * claim a path or a resource, no resource's access is declared twice, every non-anonymous route and
 * menu entry has an access rule the merged table knows, a menu entry that can be greyed out says why.
 * Throws one error listing every problem.
 */
export const validatePlugins = (plugins: readonly DspPlugin[]): void => {
  const { table, errors } = mergeAccess(plugins);
  plugins.forEach((plugin) => {
    if (!KEBAB.test(plugin.id)) errors.push(`Plugin id "${plugin.id}" is not kebab-case`);
    checkAccess(`Plugin "${plugin.id}"`, plugin.requires, table, errors);
    plugin.routes?.forEach((route) => {
      const access = route.access ?? plugin.requires;
      if (!route.anonymous && !access) errors.push(`Route ${route.path} of "${plugin.id}" has no access rule`);
      checkAccess(`Route ${route.path}`, route.access, table, errors);
    });
    plugin.menu?.forEach((item) => checkMenuItem(plugin, item, table, errors));
  });
  const ids = plugins.map((plugin) => plugin.id);
  const paths = plugins.flatMap((plugin) => [
    ...(plugin.routes ?? []).map((route) => route.path),
    ...(plugin.resources ?? []).map((resource) => `/${resource.name}`),
  ]);
  const resources = plugins.flatMap((plugin) => (plugin.resources ?? []).map((resource) => resource.name));
  duplicates(ids).forEach((id) => errors.push(`Duplicate plugin id "${id}"`));
  duplicates(paths).forEach((path) => errors.push(`Duplicate route path "${path}"`));
  duplicates(resources).forEach((name) => errors.push(`Duplicate resource "${name}"`));
  if (errors.length) throw new PluginRegistryError(errors.join('\n'));
};

const lookup = (messages: Messages, key: string): unknown =>
  key.split('.').reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined),
    messages,
  );

const missingFrom = (messages: Messages, keys: readonly string[]): string[] =>
  keys.filter((key) => typeof lookup(messages, key) !== 'string');

/** Rejects menu labels and disabled reasons that a locale's merged messages lack. */
export const validateMenuLabels = (plugins: readonly DspPlugin[], language: string, messages: Messages): void => {
  const items = plugins.flatMap((plugin) => plugin.menu ?? []);
  const labels = missingFrom(messages, items.map((item) => item.label));
  const reasons = missingFrom(messages, items.flatMap((item) => (item.disabledReason ? [item.disabledReason] : [])));
  const errors = [
    ...(labels.length ? [`Menu labels missing from the "${language}" messages: ${labels.join(', ')}`] : []),
    ...(reasons.length ? [`Menu disabled reasons missing from the "${language}" messages: ${reasons.join(', ')}`] : []),
  ];
  if (errors.length) throw new PluginRegistryError(errors.join('\n'));
};

/** A route or menu entry's access rule, falling back to its plugin's. */
export const accessOf = (plugin: DspPlugin, entry: PluginRoute | PluginMenuItem): AccessRequest | undefined =>
  entry.access ?? plugin.requires;

/** One menu group of every plugin, ordered, each entry with its effective access. */
export const menuEntries = (plugins: readonly DspPlugin[], group: MenuGroup) =>
  plugins
    .flatMap((plugin) =>
      (plugin.menu ?? [])
        .filter((item) => item.group === group)
        .map((item) => ({ ...item, access: accessOf(plugin, item) })),
    )
    .sort((a, b) => a.order - b.order);
