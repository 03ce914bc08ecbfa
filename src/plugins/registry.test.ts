import { describe, expect, it } from 'vitest';
import type { DspPlugin } from './contract';
import { CORE_ACCESS } from '../auth/accessTable';
import { PluginRegistryError, accessTableOf, menuEntries, validateMenuLabels, validatePlugins } from './registry';
import { PLUGINS } from '../app/plugins';
import { loadMessages } from '../i18n/messages';

const Icon = () => null;
const page = async () => ({ default: () => null });
const plugin = (overrides: Partial<DspPlugin>): DspPlugin => ({
  id: 'demo',
  translations: { en: async () => ({ default: {} }), ru: async () => ({ default: {} }) },
  ...overrides,
});
/** A plugin that declares the gates the other test plugins name (as the app's plugins declare theirs). */
const gates = plugin({ id: 'gates', access: { events: { '*': ['PAGE_EVENTS'] }, traffic: { '*': ['PAGE_TRAFFIC'] } } });

describe('plugin registry', () => {
  it('accepts the app plugin list', () => {
    expect(() => validatePlugins(PLUGINS)).not.toThrow();
  });

  it('rejects duplicate ids, paths and resource names', () => {
    const a = plugin({ id: 'one', routes: [{ path: '/x', page, access: { resource: 'events' } }], resources: [{ name: 'r', api: async () => ({ default: {} }) }] });
    const b = plugin({ id: 'one', routes: [{ path: '/x', page, access: { resource: 'events' } }], resources: [{ name: 'r', api: async () => ({ default: {} }) }] });
    expect(() => validatePlugins([gates, a, b])).toThrow(/Duplicate plugin id "one"[\s\S]*Duplicate route path "\/x"[\s\S]*Duplicate resource "r"/);
  });

  it('rejects a resource path clashing with a route, a non-kebab id, unknown access and ungated routes', () => {
    expect(() => validatePlugins([gates, plugin({ id: 'a', routes: [{ path: '/r', page, access: { resource: 'events' } }] }), plugin({ id: 'b', resources: [{ name: 'r', api: async () => ({ default: {} }) }] })])).toThrow('Duplicate route path "/r"');
    expect(() => validatePlugins([plugin({ id: 'Bad_Id' })])).toThrow('not kebab-case');
    expect(() => validatePlugins([gates, plugin({ routes: [{ path: '/y', page, access: { resource: 'typo' } }] })])).toThrow(
      'Route /y asks for access to "typo", which neither the core nor any plugin declares',
    );
    expect(() => validatePlugins([plugin({ routes: [{ path: '/z', page }] })])).toThrow('has no access rule');
    expect(() => validatePlugins([plugin({ routes: [{ path: '/auth/x', page, anonymous: true }] })])).not.toThrow();
  });

  it('rejects menu labels missing from a locale', () => {
    const withMenu = plugin({ menu: [{ label: 'demo.menu', icon: Icon, path: '/d', order: 1, group: 'main' }] });
    expect(() => validateMenuLabels([withMenu], 'ru', { demo: {} })).toThrow('Menu labels missing from the "ru" messages: demo.menu');
    expect(() => validateMenuLabels([withMenu], 'en', { demo: { menu: 'Demo' } })).not.toThrow();
  });

  it('rejects an entry that can be disabled without a reason, and a reason missing from a locale', () => {
    const enabled = () => false;
    const entry = { label: 'demo.menu', icon: Icon, path: '/d', order: 1, group: 'main' as const, access: { resource: 'events' } };
    expect(() => validatePlugins([gates, plugin({ menu: [{ ...entry, enabled }] })])).toThrow(
      'Menu entry demo.menu of "demo" can be disabled but names no disabledReason',
    );
    const withReason = plugin({ menu: [{ ...entry, enabled, disabledReason: 'demo.why' }] });
    expect(() => validatePlugins([gates, withReason])).not.toThrow();
    expect(() => validateMenuLabels([withReason], 'ru', { demo: { menu: 'Демо' } })).toThrow(
      'Menu disabled reasons missing from the "ru" messages: demo.why',
    );
    expect(() => validateMenuLabels([withReason], 'en', { demo: { menu: 'Demo', why: 'Not for you' } })).not.toThrow();
  });

  it('rejects a menu entry with no access rule, and a badge outside the administration links', () => {
    const entry = { label: 'demo.menu', icon: Icon, path: '/d', order: 1 };
    expect(() => validatePlugins([plugin({ menu: [{ ...entry, group: 'main' }] })])).toThrow(
      'Menu entry demo.menu of "demo" has no access rule',
    );
    const badged = (group: 'main' | 'admin') =>
      plugin({ access: { demo: { '*': ['ROUTE_ADMINISTRATION'] } }, requires: { resource: 'demo' }, menu: [{ ...entry, group, badge: 'moderationQueue' }] });
    expect(() => validatePlugins([badged('main')])).toThrow('has a badge, which only the administration links show');
    expect(() => validatePlugins([badged('admin')])).not.toThrow();
  });

  it('finds every menu label and disabled reason of the app (the admin links included) in both languages', async () => {
    await expect(loadMessages('en', PLUGINS)).resolves.toBeTruthy();
    await expect(loadMessages('ru', PLUGINS)).resolves.toBeTruthy();
  });

  it('orders menu entries and inherits the plugin access', () => {
    const p = plugin({
      requires: { resource: 'events' },
      menu: [
        { label: 'b', icon: Icon, path: '/b', order: 2, group: 'main' },
        { label: 'a', icon: Icon, path: '/a', order: 1, group: 'main', access: { resource: 'traffic' } },
        { label: 'c', icon: Icon, path: '/c', order: 0, group: 'admin' },
      ],
    });
    expect(menuEntries([p], 'main').map((e) => [e.path, e.access?.resource])).toEqual([
      ['/a', 'traffic'],
      ['/b', 'events'],
    ]);
  });
});

describe('the access table the registry merges', () => {
  it("holds the core's gates and each plugin's declared ones, and nothing else", () => {
    const table = accessTableOf([gates, plugin({ id: 'other', access: { demo: { '*': [], save: ['CAMPAIGN_EDIT'] } } })]);
    expect(Object.keys(table).sort()).toEqual([...Object.keys(CORE_ACCESS), 'demo', 'events', 'traffic'].sort());
    expect(table.demo).toEqual({ '*': [], save: ['CAMPAIGN_EDIT'] });
    expect(table['admin-search']).toBe(CORE_ACCESS['admin-search']);
  });

  it("lets a plugin gate its routes with its own or the core's resources", () => {
    const own = plugin({ access: { demo: { '*': ['PAGE_EVENTS'] } }, requires: { resource: 'demo' }, routes: [{ path: '/d', page }] });
    const core = plugin({ id: 'searcher', routes: [{ path: '/s', page, access: { resource: 'admin-search' } }] });
    expect(() => validatePlugins([own, core])).not.toThrow();
  });

  it('rejects a resource declared by two plugins, or by a plugin and the core', () => {
    const twice = plugin({ id: 'twice', access: { events: { '*': [] } } });
    const core = plugin({ id: 'loosener', access: { 'admin-search': { '*': [] } } });
    expect(() => validatePlugins([gates, twice, core])).toThrow(
      /Plugin "twice" declares the access of "events", which plugin "gates" already declares[\s\S]*Plugin "loosener" declares the access of "admin-search", which the core already declares/,
    );
    expect(() => accessTableOf([gates, twice])).toThrow(PluginRegistryError);
  });

  it("accepts the app's plugins: no resource is declared twice, every route and menu entry names a declared one", () => {
    expect(() => accessTableOf(PLUGINS)).not.toThrow();
    expect(() => validatePlugins(PLUGINS)).not.toThrow();
  });
});
