import { describe, expect, it, vi } from 'vitest';
import type { DspPlugin, Language, Messages } from '../plugins/contract';
import { PluginMessageStore, withPluginMessages } from './pluginMessages';

/** A plugin whose messages arrive when the test says, counting each request per language. */
const deferredPlugin = (id: string) => {
  const requests: Language[] = [];
  const pending = new Map<Language, (messages: Messages) => void>();
  const failNext = new Set<Language>();
  const loader = (language: Language) => () => {
    requests.push(language);
    if (failNext.delete(language)) return Promise.reject(new Error('chunk failed'));
    return new Promise<{ default: Messages }>((resolve) => pending.set(language, (messages) => resolve({ default: messages })));
  };
  const plugin: DspPlugin = {
    id,
    translations: { en: loader('en'), ru: loader('ru') },
    routes: [{ path: `/${id}`, page: async () => ({ default: () => null }) }],
    resources: [{ name: `${id}-rows`, list: async () => ({ default: () => null }), api: async () => ({ default: {} }) }],
  };
  const arrive = async (language: Language, messages: Messages) => {
    await vi.waitFor(() => expect(pending.has(language)).toBe(true));
    pending.get(language)?.(messages);
    pending.delete(language);
  };
  return { plugin, requests, arrive, failNext };
};

describe('plugin messages', () => {
  it('loads a shown plugin in the language in use, once, and tells the listeners', async () => {
    const store = new PluginMessageStore(() => ['en']);
    const heard: [Language, Messages][] = [];
    store.subscribe((language, messages) => heard.push([language, messages]));
    const { plugin, requests, arrive } = deferredPlugin('reports');
    const first = store.show(plugin);
    const second = store.show(plugin);
    await arrive('en', { reports: { title: 'Reports' } });
    await Promise.all([first, second]);
    expect(requests).toEqual(['en']);
    expect(heard).toEqual([['en', { reports: { title: 'Reports' } }]]);
    expect(store.loaded('en')).toEqual([{ reports: { title: 'Reports' } }]);
    expect(store.loaded('ru')).toEqual([]);
  });

  it('loads a plugin shown during a language switch in both languages, and every shown plugin on loadShown', async () => {
    let inUse: Language[] = ['en', 'ru'];
    const store = new PluginMessageStore(() => inUse);
    const reports = deferredPlugin('reports');
    const shown = store.show(reports.plugin);
    await reports.arrive('en', { reports: { title: 'Reports' } });
    await reports.arrive('ru', { reports: { title: 'Отчёты' } });
    await shown;
    expect(reports.requests.sort()).toEqual(['en', 'ru']);
    inUse = ['ru'];
    const telco = deferredPlugin('telco');
    const telcoShown = store.show(telco.plugin);
    await telco.arrive('ru', { telco: { title: 'Телеком' } });
    await telcoShown;
    // Back to English: only what is missing there is requested.
    const switching = store.loadShown('en');
    await telco.arrive('en', { telco: { title: 'Telco' } });
    await switching;
    expect(reports.requests.sort()).toEqual(['en', 'ru']);
    expect(telco.requests).toEqual(['ru', 'en']);
  });

  it('asks again after a failed request', async () => {
    const store = new PluginMessageStore(() => ['en']);
    const { plugin, requests, arrive, failNext } = deferredPlugin('events');
    failNext.add('en');
    await expect(store.show(plugin)).rejects.toThrow('chunk failed');
    const again = store.show(plugin);
    await arrive('en', { events: { title: 'Events' } });
    await again;
    expect(requests).toEqual(['en', 'en']);
  });

  it("makes every page loader of a plugin wait for the plugin's messages, keeping everything else", async () => {
    const store = new PluginMessageStore(() => ['en']);
    const { plugin, arrive } = deferredPlugin('traffic');
    const [wrapped] = withPluginMessages([plugin], store);
    const route = wrapped?.routes?.[0];
    const resource = wrapped?.resources?.[0];
    if (!route || !resource?.list) throw new Error('the wrapped plugin lost its pages');
    expect(route.path).toBe('/traffic');
    expect(resource.name).toBe('traffic-rows');
    expect(resource.edit).toBeUndefined();
    let done = false;
    const page = route.page().then((module) => {
      done = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    await arrive('en', { traffic: { title: 'Traffic' } });
    expect(typeof (await page).default).toBe('function');
    expect(store.loaded('en')).toEqual([{ traffic: { title: 'Traffic' } }]);
    await resource.list();
  });
});
