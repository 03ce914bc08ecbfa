import { apiClient } from '../api';
import { session } from '../auth/session';
import type { DspPlugin } from '../plugins/contract';
import { CORE_RESOURCES } from './coreResources';
import { createDataProvider, type AppDataProvider, type ResourceApiLoaders } from './dataProvider';

/**
 * Every resource the app knows, the core's and the plugins', by name. A plugin may not take a name
 * the core uses: its calls would silently replace the shell's.
 */
export const resourceLoaders = (plugins: readonly DspPlugin[]): ResourceApiLoaders => {
  const loaders: ResourceApiLoaders = { ...CORE_RESOURCES };
  plugins.flatMap((plugin) => plugin.resources ?? []).forEach((resource) => {
    if (resource.name in CORE_RESOURCES) throw new Error(`The resource name "${resource.name}" belongs to the core`);
    loaders[resource.name] = resource.api;
  });
  return loaders;
};

/**
 * The app's one dataProvider: the only way pages reach /v1 (ARCHITECTURE.md "Data flow"). Created by
 * the boot, before react-admin, so the opening page's data can be requested through it at once.
 */
export const createAppDataProvider = (plugins: readonly DspPlugin[]): AppDataProvider =>
  createDataProvider(resourceLoaders(plugins), apiClient, session.currentSpaceId);
