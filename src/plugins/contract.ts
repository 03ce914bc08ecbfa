import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Space } from '../api/contract';
import type { AccessRequest, AccessTable } from '../auth/accessTable';
import type { AppDataProvider } from '../data/dataProvider';
import type { ResourceApi } from '../data/resourceApi';

/** A page is always loaded lazily: only the manifest is in the entry bundle. */
export type LazyPage = () => Promise<{ default: ComponentType }>;
export type Messages = { [key: string]: string | Messages };
export type MessagesLoader = () => Promise<{ default: Messages }>;
export type Language = 'en' | 'ru';

/** What a page's data prefetch gets when the app opens on that page. */
export interface PrefetchContext {
  queryClient: QueryClient;
  /** The app's dataProvider: a prefetch requests through it, under react-admin's own query keys. */
  dataProvider: AppDataProvider;
  /** The query string the app opened with. */
  search: URLSearchParams;
  /** The route's parameters (':id' → params.id). */
  params: Readonly<Record<string, string | undefined>>;
  /** The account the session acts on. */
  spaceId: number;
}

/**
 * Requests the data a page's first render shows, into the query cache under the page's own query
 * keys, while the app boots: the first paint then shows the data instead of a loading state. Called
 * only for a signed-in session allowed on the page.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

/**
 * Loads code beyond the page's own chunk that its first render shows, chosen by the address (the
 * campaign editor's open tab): the boot waits for it as it waits for the page's code, so the first
 * render holds it rather than a spinner and a second render. Its failure is the page's to report.
 */
export type PagePreload = (context: Pick<PrefetchContext, 'search' | 'params'>) => Promise<unknown>;

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
  prefetch?: PagePrefetch;
  preload?: PagePreload;
}

export type MenuGroup = 'main' | 'admin';

/**
 * A count the core keeps for menu badges; an entry names one and the shell shows it. A manifest
 * stays data (it is in the entry bundle): the hooks and requests behind a count live in the core.
 * - moderationQueue: campaigns plus registrants waiting for moderation (spec 1 §2).
 */
export type MenuBadgeSource = 'moderationQueue';

export interface PluginMenuItem {
  /** Translation key of the label; the registry rejects a key missing from a locale. */
  label: string;
  icon: ComponentType;
  path: string;
  /** Position in its group, ascending. */
  order: number;
  /** 'main': the sidebar's entries; 'admin': the administration links (main sidebar and admin shell). */
  group: MenuGroup;
  /** Defaults to the plugin's `requires`. */
  access?: AccessRequest;
  /** When it answers false the entry shows greyed out and does not navigate (e.g. Billing). */
  enabled?: (context: MenuContext) => boolean;
  /**
   * Translation key of why a greyed-out entry is unavailable, shown on it. Required with `enabled`:
   * the registry rejects an entry that can be disabled without saying why, and a key a locale lacks.
   */
  disabledReason?: string;
  /** A count shown on the entry. Only the administration links show badges; the registry says so. */
  badge?: MenuBadgeSource;
}

/** What a menu entry may depend on besides permissions. */
export interface MenuContext {
  /** The space the session acts on; undefined while it loads. */
  space: Space | undefined;
}

/**
 * A react-admin resource: its views are react-admin's own (`/<name>`, `/<name>/create`,
 * `/<name>/:id`, `/<name>/:id/show`), lazily loaded, and its data goes through the dataProvider.
 * A resource may also have no view at all and only serve data (e.g. the account search).
 */
export interface PluginResource {
  /** react-admin resource name; its list route is `/<name>`. */
  name: string;
  list?: LazyPage;
  create?: LazyPage;
  edit?: LazyPage;
  show?: LazyPage;
  /** The list page's data prefetch. */
  listPrefetch?: PagePrefetch;
  /** The resource's /v1 call builders, loaded on the first call. */
  api: () => Promise<{ default: ResourceApi }>;
}

/** One typed object per product area (ARCHITECTURE.md "The plugin contract"). */
export interface DspPlugin {
  /** kebab-case; equals the folder name and the i18n namespace. */
  id: string;
  /**
   * The gates this plugin owns, as data: resource → action → the permissions of which any grants it
   * ('*' for the resource as a whole). The registry merges them with the core's into the app's one
   * access table and rejects a resource that another plugin or the core already declares. Routes,
   * menu entries and the plugin's own checks name these resources (or the core's).
   */
  access?: AccessTable;
  /** Access for the whole plugin: the default of every route and menu entry. */
  requires?: AccessRequest;
  resources?: PluginResource[];
  routes?: PluginRoute[];
  menu?: PluginMenuItem[];
  translations: Record<Language, MessagesLoader>;
}

/** Identity function that gives a manifest its type (and editor help). */
export const definePlugin = (plugin: DspPlugin): DspPlugin => plugin;
