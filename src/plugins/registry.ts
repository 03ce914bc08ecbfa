import { isKnownResource, type AccessRequest } from '../auth/accessTable';
import type { DspPlugin, Messages, PluginMenuItem, PluginRoute } from './contract';

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

/**
 * Start-up checks of the plugin list (ARCHITECTURE.md): ids are kebab-case and unique, no two plugins
 * claim a path or a resource, every non-anonymous route and menu entry has an access rule the table
 * knows. Throws one error listing every problem.
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
    plugin.menu?.forEach((item) => checkAccess(`Menu entry ${item.label}`, item.access, errors));
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

/** Rejects menu labels that a locale's merged messages lack. */
export const validateMenuLabels = (plugins: readonly DspPlugin[], language: string, messages: Messages): void => {
  const missing = plugins
    .flatMap((plugin) => plugin.menu ?? [])
    .filter((item) => typeof lookup(messages, item.label) !== 'string')
    .map((item) => item.label);
  if (missing.length)
    throw new PluginRegistryError(`Menu labels missing from the "${language}" messages: ${missing.join(', ')}`);
};

/** A route or menu entry's access rule, falling back to its plugin's. */
export const accessOf = (plugin: DspPlugin, entry: PluginRoute | PluginMenuItem): AccessRequest | undefined =>
  entry.access ?? plugin.requires;

/** The sidebar model: every menu entry of every plugin, ordered, with its effective access. */
export const menuEntries = (plugins: readonly DspPlugin[], group: PluginMenuItem['group']) =>
  plugins
    .flatMap((plugin) =>
      (plugin.menu ?? [])
        .filter((item) => item.group === group)
        .map((item) => ({ ...item, access: accessOf(plugin, item) })),
    )
    .sort((a, b) => a.order - b.order);
