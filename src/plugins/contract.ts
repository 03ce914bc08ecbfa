import type { ComponentType } from 'react';
import type { Space } from '../api/contract';
import type { AccessRequest } from '../auth/accessTable';
import type { ResourceApi } from '../data/resourceApi';

/** A page is always loaded lazily: only the manifest is in the entry bundle. */
export type LazyPage = () => Promise<{ default: ComponentType }>;
export type Messages = { [key: string]: string | Messages };
export type MessagesLoader = () => Promise<{ default: Messages }>;
export type Language = 'en' | 'ru';

export interface PluginRoute {
  /** The spec's exact path, react-router syntax: '/events', '/campaign/edit/:id'. */
  path: string;
  page: LazyPage;
  /** Rendered without the shell (the sign-in pages). */
  noLayout?: boolean;
  /** Reachable without signing in. Only the /auth/* pages are. */
  anonymous?: boolean;
  /** Checked through authProvider.canAccess before the page loads; defaults to the plugin's `requires`. */
  access?: AccessRequest;
}

export interface PluginMenuItem {
  /** Translation key of the label; the registry rejects a key missing from a locale. */
  label: string;
  icon: ComponentType;
  path: string;
  /** Position in the sidebar, ascending. */
  order: number;
  group: 'main' | 'admin';
  /** Defaults to the plugin's `requires`. */
  access?: AccessRequest;
  /** When it answers false the entry shows greyed out and does not navigate (e.g. Billing). */
  enabled?: (context: MenuContext) => boolean;
}

/** What a menu entry may depend on besides permissions. */
export interface MenuContext {
  /** The space the session acts on; undefined while it loads. */
  space: Space | undefined;
}

export interface PluginResource {
  /** react-admin resource name; its list route is `/<name>`. */
  name: string;
  list?: LazyPage;
  /** The resource's /v1 call builders, loaded on the first call. */
  api: () => Promise<{ default: ResourceApi }>;
}

/** One typed object per product area (ARCHITECTURE.md "The plugin contract"). */
export interface DspPlugin {
  /** kebab-case; equals the folder name and the i18n namespace. */
  id: string;
  /** Access for the whole plugin: the default of every route and menu entry. */
  requires?: AccessRequest;
  resources?: PluginResource[];
  routes?: PluginRoute[];
  menu?: PluginMenuItem[];
  translations: Record<Language, MessagesLoader>;
}

/** Identity function that gives a manifest its type (and editor help). */
export const definePlugin = (plugin: DspPlugin): DspPlugin => plugin;
