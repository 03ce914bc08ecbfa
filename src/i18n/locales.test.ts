import { describe, expect, it } from 'vitest';
import en from 'ra-language-english';
import { loadMessages, loadShellMessages, mergeMessages } from './messages';
import { PLUGINS } from '../app/plugins';

type Tree = { [key: string]: unknown };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const files = import.meta.glob<{ default: Tree }>('../../locales/*/*.json', { eager: true });
const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${language}/`))
      .map(([path, module]) => [path.split('/').pop() ?? path, module.default]),
  );

describe('locale key parity', () => {
  const english = byLanguage('en');
  const russian = byLanguage('ru');

  it('has the same files in both languages', () => {
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(english))('%s has the same keys in en and ru', (file) => {
    expect(flatten(russian[file] ?? {}).sort()).toEqual(flatten(english[file] ?? {}).sort());
  });

  it('leaves no message empty', () => {
    [...Object.values(english), ...Object.values(russian)].forEach((tree) => {
      const empty = flatten(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });

  it('detects a key present in one language only', () => {
    // Every key of every file under locales/, looked up in the other language's file of the same name.
    const oneSided = (from: Record<string, Tree>, to: Record<string, Tree>) =>
      Object.entries(from).flatMap(([file, tree]) => {
        const other = new Set(flatten(to[file] ?? {}));
        return flatten(tree).filter((key) => !other.has(key)).map((key) => `${file}: ${key}`);
      });
    Object.entries(english).forEach(([file, tree]) => expect(flatten(tree), `${file} holds no key`).not.toEqual([]));
    expect(oneSided(english, russian), 'keys in English only').toEqual([]);
    expect(oneSided(russian, english), 'keys in Russian only').toEqual([]);
  });

  it('gives Russian every react-admin key English has (the Russian set lacks two)', async () => {
    const ru = await loadMessages('ru', PLUGINS);
    const ruKeys = new Set(flatten(ru as Tree));
    expect(flatten(en as unknown as Tree).filter((key) => !ruKeys.has(key))).toEqual([]);
  });

  it.each(['en', 'ru'] as const)("holds every plugin's menu labels in %s/menu.json, which the first screen loads, and no key twice", async (language) => {
    // loadShellMessages refuses a menu label it does not find (a label left in a plugin's own file).
    await expect(loadShellMessages(language, PLUGINS)).resolves.toBeDefined();
    const files = byLanguage(language);
    const menu = new Set(flatten(files['menu.json'] ?? {}));
    expect(menu.size).toBeGreaterThan(0);
    const twice = Object.entries(files)
      .filter(([file]) => file !== 'menu.json')
      .flatMap(([file, tree]) => flatten(tree).filter((key) => menu.has(key)).map((key) => `${file}: ${key}`));
    expect(twice).toEqual([]);
  });

  it('merges message trees key by key', () => {
    expect(mergeMessages({ a: { b: 'x', c: 'y' } }, { a: { c: 'z' } })).toEqual({ a: { b: 'x', c: 'z' } });
  });
});
