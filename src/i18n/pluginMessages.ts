import type { DspPlugin, Language, LazyPage, Messages, PluginResource, PluginRoute } from '../plugins/contract';
import { storedLanguage } from './messages';

type Arrival = (language: Language, messages: Messages) => void;

/**
 * A plugin's messages load with its pages, not with the first screen: the sign-in page and the
 * campaign list do not wait for the campaign editor's or the reports' texts, and a new area adds
 * nothing to every first screen. The shell's messages (core, shell, widgets and every plugin's menu
 * labels, `locales/<language>/menu.json`) are loaded by the boot.
 *
 * The store remembers which plugins have been shown, so a language switch loads their messages in the
 * new language too. It knows no Polyglot and no React, so the opening (src/boot/opening.ts) can load
 * the opening page's messages beside its code before react-admin is evaluated; the i18nProvider
 * listens for arrivals.
 */
export class PluginMessageStore {
  private readonly shown = new Set<DspPlugin>();
  private readonly loads = new Map<string, Promise<Messages>>();
  private readonly arrived = new Map<Language, Messages[]>();
  private readonly listeners = new Set<Arrival>();

  /** The languages a shown plugin's messages are needed in: the current one, and one being switched to. */
  constructor(private languagesInUse: () => readonly Language[]) {}

  /** The i18nProvider says which languages are in use once it exists. */
  useLanguages(languagesInUse: () => readonly Language[]): void {
    this.languagesInUse = languagesInUse;
  }

  /** Marks the plugin as shown and settles once its messages are in every language in use. */
  show(plugin: DspPlugin): Promise<void> {
    this.shown.add(plugin);
    return Promise.all(this.languagesInUse().map((language) => this.load(plugin, language))).then(() => undefined);
  }

  /** Every shown plugin's messages in the language (a language switch waits for them). */
  loadShown(language: Language): Promise<void> {
    return Promise.all([...this.shown].map((plugin) => this.load(plugin, language))).then(() => undefined);
  }

  /** What has arrived in the language so far, in arrival order. */
  loaded(language: Language): readonly Messages[] {
    return this.arrived.get(language) ?? [];
  }

  /** Told of each plugin's messages as they arrive; returns the unsubscribe. */
  subscribe(listener: Arrival): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private load(plugin: DspPlugin, language: Language): Promise<Messages> {
    const key = `${language}:${plugin.id}`;
    const known = this.loads.get(key);
    if (known) return known;
    const load = plugin.translations[language]().then(({ default: messages }) => {
      this.arrived.set(language, [...this.loaded(language), messages]);
      this.listeners.forEach((listener) => listener(language, messages));
      return messages;
    });
    // A failed request may be tried again by the next page load.
    load.catch(() => this.loads.delete(key));
    this.loads.set(key, load);
    return load;
  }
}

/** The app's store; before the i18nProvider exists the only language in use is the device's. */
export const pluginMessages = new PluginMessageStore(() => [storedLanguage()]);

const withMessages = (plugin: DspPlugin, store: PluginMessageStore, page: LazyPage): LazyPage => () =>
  Promise.all([page(), store.show(plugin)]).then(([module]) => module);

/**
 * The plugins with every page loader (routes and resource views) also loading the plugin's messages,
 * so a page renders only once its texts are there. Each wrapped loader is made once: page caches key
 * on the loader.
 */
export const withPluginMessages = (plugins: readonly DspPlugin[], store: PluginMessageStore = pluginMessages): DspPlugin[] =>
  plugins.map((plugin) => {
    const wrap = (page: LazyPage | undefined) => page && withMessages(plugin, store, page);
    const routes = plugin.routes?.map((route): PluginRoute => ({ ...route, page: withMessages(plugin, store, route.page) }));
    const resources = plugin.resources?.map(
      (resource): PluginResource => ({ ...resource, list: wrap(resource.list), create: wrap(resource.create), edit: wrap(resource.edit), show: wrap(resource.show) }),
    );
    return { ...plugin, ...(routes && { routes }), ...(resources && { resources }) };
  });
