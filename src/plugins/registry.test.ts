import { describe, expect, it } from 'vitest';
import type { DspPlugin } from './contract';
import { menuEntries, validateMenuLabels, validatePlugins } from './registry';
import { PLUGINS } from '../app/plugins';
import { loadMessages } from '../i18n/messages';

const Icon = () => null;
const page = async () => ({ default: () => null });
const plugin = (overrides: Partial<DspPlugin>): DspPlugin => ({
  id: 'demo',
  translations: { en: async () => ({ default: {} }), ru: async () => ({ default: {} }) },
  ...overrides,
});

describe('plugin registry', () => {
  it('accepts the app plugin list', () => {
    expect(() => validatePlugins(PLUGINS)).not.toThrow();
  });

  it('rejects duplicate ids, paths and resource names', () => {
    const a = plugin({ id: 'one', routes: [{ path: '/x', page, access: { resource: 'events' } }], resources: [{ name: 'r', api: async () => ({ default: {} }) }] });
    const b = plugin({ id: 'one', routes: [{ path: '/x', page, access: { resource: 'events' } }], resources: [{ name: 'r', api: async () => ({ default: {} }) }] });
    expect(() => validatePlugins([a, b])).toThrow(/Duplicate plugin id "one"[\s\S]*Duplicate route path "\/x"[\s\S]*Duplicate resource "r"/);
  });

  it('rejects a resource path clashing with a route, a non-kebab id, unknown access and ungated routes', () => {
    expect(() => validatePlugins([plugin({ id: 'a', routes: [{ path: '/r', page, access: { resource: 'events' } }] }), plugin({ id: 'b', resources: [{ name: 'r', api: async () => ({ default: {} }) }] })])).toThrow('Duplicate route path "/r"');
    expect(() => validatePlugins([plugin({ id: 'Bad_Id' })])).toThrow('not kebab-case');
    expect(() => validatePlugins([plugin({ routes: [{ path: '/y', page, access: { resource: 'typo' } }] })])).toThrow('does not know');
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
    expect(() => validatePlugins([plugin({ menu: [{ ...entry, enabled }] })])).toThrow(
      'Menu entry demo.menu of "demo" can be disabled but names no disabledReason',
    );
    const withReason = plugin({ menu: [{ ...entry, enabled, disabledReason: 'demo.why' }] });
    expect(() => validatePlugins([withReason])).not.toThrow();
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
      plugin({ requires: { resource: 'admin' }, menu: [{ ...entry, group, badge: 'moderationQueue' }] });
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
