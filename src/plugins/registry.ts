import { isKnownResource, type AccessRequest } from '../auth/accessTable';
import type { DspPlugin, MenuGroup, Messages, PluginMenuItem, PluginRoute } from './contract';

export class PluginRegistryError extends Error {
  override name = 'PluginRegistryError';
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const duplicates = (values: string[]): string[] =>
  [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

const checkAccess = (owner: string, access: AccessRequest | undefined, errors: string[]): void => {
  if (access && !isKnownResource(access.resource))
    errors.push(`${owner} asks for access to "${access.resource}", which the access table does not know`);
};

const checkMenuItem = (plugin: DspPlugin, item: PluginMenuItem, errors: string[]): void => {
  const owner = `Menu entry ${item.label} of "${plugin.id}"`;
  if (!accessOf(plugin, item)) errors.push(`${owner} has no access rule`);
  checkAccess(owner, item.access, errors);
  // A greyed-out entry must tell the user why; a shared fallback text would be wrong for all but one.
  if (item.enabled && !item.disabledReason) errors.push(`${owner} can be disabled but names no disabledReason`);
  if (item.badge && item.group !== 'admin') errors.push(`${owner} has a badge, which only the administration links show`);
};

/**
 * Start-up checks of the plugin list (ARCHITECTURE.md): ids are kebab-case and unique, no two plugins
 * claim a path or a resource, every non-anonymous route and menu entry has an access rule the table
 * knows, a menu entry that can be greyed out says why. Throws one error listing every problem.
 */
export const validatePlugins = (plugins: readonly DspPlugin[]): void => {
  const errors: string[] = [];
  plugins.forEach((plugin) => {
    if (!KEBAB.test(plugin.id)) errors.push(`Plugin id "${plugin.id}" is not kebab-case`);
    checkAccess(`Plugin "${plugin.id}"`, plugin.requires, errors);
    plugin.routes?.forEach((route) => {
      const access = route.access ?? plugin.requires;
      if (!route.anonymous && !access) errors.push(`Route ${route.path} of "${plugin.id}" has no access rule`);
      checkAccess(`Route ${route.path}`, route.access, errors);
    });
    plugin.menu?.forEach((item) => checkMenuItem(plugin, item, errors));
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
