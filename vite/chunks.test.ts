import { describe, expect, it } from 'vitest';
import { chunkGroups, messageChunk } from './chunks';

/**
 * A module graph shaped like the app's: the entry uses the API client; the opening uses the plugin
 * list, which uses the client, React and an icon; the boot uses react-admin and the opening; a lazy
 * page uses a date library nothing else does.
 */
const IMPORTS: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/api/client.ts', '/app/locales/en/core.json'],
  '/app/src/api/client.ts': [],
  '/app/locales/en/core.json': [],
  '/app/src/boot/opening.ts': ['/app/src/app/plugins.ts'],
  '/app/src/app/plugins.ts': ['/app/src/api/client.ts', '/app/node_modules/react/index.js', '/app/node_modules/@mui/icons-material/Campaign.js'],
  '/app/node_modules/react/index.js': [],
  '/app/node_modules/@mui/icons-material/Campaign.js': ['/app/node_modules/react/index.js'],
  '/app/src/boot/boot.tsx': ['/app/src/app/App.tsx', '/app/src/boot/opening.ts'],
  '/app/src/app/App.tsx': ['/app/node_modules/react-admin/index.js', '/app/src/api/client.ts'],
  '/app/node_modules/react-admin/index.js': ['/app/node_modules/react/index.js'],
  '/app/plugins/reports/ReportsPage.tsx': ['/app/node_modules/date-lib/index.js'],
  '/app/node_modules/date-lib/index.js': [],
};
const graph = { getModuleInfo: (id: string) => (id in IMPORTS ? { importedIds: IMPORTS[id] ?? [] } : null) };

const chunkOf = (id: string): string | null => {
  const groups = [...chunkGroups({ entry: '/app/src/main.tsx', opening: '/app/src/boot/opening.ts', boot: '/app/src/boot/boot.tsx' })].sort(
    (a, b) => b.priority - a.priority,
  );
  for (const group of groups) {
    const name = group.name(id, graph);
    if (name) return name;
  }
  return null;
};

describe('chunk groups of the production build', () => {
  it("keeps the entry's own modules out of every library chunk", () => {
    expect(chunkOf('/app/src/main.tsx')).toBeNull(); // the entry chunk itself
    expect(chunkOf('/app/src/api/client.ts')).toBe('entry-core');
    expect(chunkOf('/app/locales/en/core.json')).toBe('messages-en');
  });

  it("puts the opening's libraries apart from react-admin, so the opening runs before react-admin is evaluated", () => {
    expect(chunkOf('/app/node_modules/react/index.js')).toBe('vendor-shell');
    expect(chunkOf('/app/node_modules/@mui/icons-material/Campaign.js')).toBe('vendor-shell');
    expect(chunkOf('/app/src/app/plugins.ts')).toBe('opening');
    expect(chunkOf('/app/node_modules/react-admin/index.js')).toBe('vendor');
    expect(chunkOf('/app/src/app/App.tsx')).toBe('boot');
  });

  it('leaves what only lazy pages use to their own chunks', () => {
    expect(chunkOf('/app/plugins/reports/ReportsPage.tsx')).toBeNull();
    expect(chunkOf('/app/node_modules/date-lib/index.js')).toBeNull();
  });
});

/**
 * The same plan on modules with code, as the bundler reads them: the boot imports one component from
 * react-admin's index, which re-exports everything; a lazy page imports another one from it. Both
 * components use a hook of ra-core's index.
 */
const MODULES: Record<string, { code: string; importedIds: string[] }> = {
  '/app/src/boot/boot.tsx': {
    code: "import { List } from 'react-admin';\nimport { theme } from './theme';\nexport const boot = () => [List, theme];",
    importedIds: ['/app/node_modules/react-admin/index.js', '/app/src/boot/theme.ts'],
  },
  // An app module is taken whole, re-exports included.
  '/app/src/boot/theme.ts': { code: "export { theme } from './palette';\nexport * from './fonts';", importedIds: ['/app/src/boot/palette.ts', '/app/src/boot/fonts.ts'] },
  '/app/src/boot/palette.ts': { code: 'export const theme = 1;', importedIds: [] },
  '/app/src/boot/fonts.ts': { code: "import { polyfill } from 'cjs-lib';\nexport const font = polyfill;", importedIds: ['/app/node_modules/cjs-lib/index.js'] },
  '/app/node_modules/react-admin/index.js': {
    code: "export * from './list/index.js';\nexport * from './input/index.js';",
    importedIds: ['/app/node_modules/react-admin/list/index.js', '/app/node_modules/react-admin/input/index.js'],
  },
  '/app/node_modules/react-admin/list/index.js': { code: "export { List } from './List.js';", importedIds: ['/app/node_modules/react-admin/list/List.js'] },
  '/app/node_modules/react-admin/list/List.js': {
    code: "import './list.css.js';\nimport { useList } from 'ra-core';\nexport const List = () => useList();",
    importedIds: ['/app/node_modules/react-admin/list/list.css.js', '/app/node_modules/ra-core/index.js'],
  },
  '/app/node_modules/react-admin/list/list.css.js': { code: "document.head.append('');", importedIds: [] },
  '/app/node_modules/react-admin/input/index.js': { code: "export * from './Autocomplete.js';", importedIds: ['/app/node_modules/react-admin/input/Autocomplete.js'] },
  '/app/node_modules/react-admin/input/Autocomplete.js': {
    code: "import { useForm } from 'ra-core';\nexport const AutocompleteInput = () => useForm();",
    importedIds: ['/app/node_modules/ra-core/index.js'],
  },
  '/app/node_modules/ra-core/index.js': {
    code: "export * from './useList.js';\nexport * from './useForm.js';",
    importedIds: ['/app/node_modules/ra-core/useList.js', '/app/node_modules/ra-core/useForm.js'],
  },
  '/app/node_modules/ra-core/useList.js': { code: 'export const useList = () => 1;', importedIds: [] },
  '/app/node_modules/ra-core/useForm.js': { code: 'export const useForm = () => 2;', importedIds: [] },
  // CommonJS cannot be read by bindings: it is taken with everything it requires.
  '/app/node_modules/cjs-lib/index.js': { code: "module.exports = require('./impl.js');", importedIds: ['/app/node_modules/cjs-lib/impl.js'] },
  '/app/node_modules/cjs-lib/impl.js': { code: 'exports.polyfill = 1;', importedIds: [] },
  '/app/plugins/editor/EditorPage.tsx': {
    code: "import { AutocompleteInput } from 'react-admin';\nexport default AutocompleteInput;",
    importedIds: ['/app/node_modules/react-admin/index.js'],
  },
  '/app/src/main.tsx': { code: "const boot = () => import('./boot/boot');", importedIds: [] },
  '/app/src/boot/opening.ts': { code: 'export const opening = 1;', importedIds: [] },
};
const codeGraph = { getModuleInfo: (id: string) => MODULES[id] ?? null };

const codeChunkOf = (id: string): string | null => {
  const groups = [...chunkGroups({ entry: '/app/src/main.tsx', opening: '/app/src/boot/opening.ts', boot: '/app/src/boot/boot.tsx' })].sort(
    (a, b) => b.priority - a.priority,
  );
  for (const group of groups) {
    const name = group.name(id, codeGraph);
    if (name) return name;
  }
  return null;
};

describe('chunk groups follow the bindings the first screen imports', () => {
  it("bundles with the boot the library modules that declare what it imports, and what they import", () => {
    expect(codeChunkOf('/app/node_modules/react-admin/list/List.js')).toBe('vendor');
    expect(codeChunkOf('/app/node_modules/react-admin/list/list.css.js')).toBe('vendor');
    expect(codeChunkOf('/app/node_modules/ra-core/useList.js')).toBe('vendor');
  });

  it("leaves to the lazy pages what only they import, though the boot imports the same package's index", () => {
    expect(codeChunkOf('/app/node_modules/react-admin/input/Autocomplete.js')).toBeNull();
    expect(codeChunkOf('/app/node_modules/ra-core/useForm.js')).toBeNull();
    expect(codeChunkOf('/app/plugins/editor/EditorPage.tsx')).toBeNull();
  });

  it('takes app modules whole, and CommonJS libraries with everything they require', () => {
    expect(codeChunkOf('/app/src/boot/palette.ts')).toBe('boot');
    expect(codeChunkOf('/app/src/boot/fonts.ts')).toBe('boot');
    expect(codeChunkOf('/app/node_modules/cjs-lib/index.js')).toBe('vendor');
    expect(codeChunkOf('/app/node_modules/cjs-lib/impl.js')).toBe('vendor');
  });
});

describe('message chunks', () => {
  const PLUGIN_FOLDERS = ['auth', 'campaigns', 'campaign-editor', 'profile', 'profile-whitelabel', 'reports'];

  it("gives the shell's files one chunk per language, the first screen's", () => {
    expect(messageChunk('/app/locales/en/core.json', PLUGIN_FOLDERS)).toBe('messages-en');
    expect(messageChunk('/app/locales/ru/menu.json', PLUGIN_FOLDERS)).toBe('messages-ru');
    expect(messageChunk('/app/src/app/plugins.ts', PLUGIN_FOLDERS)).toBeNull();
  });

  it("gives each plugin's files, its areas' included, a chunk of their own per language", () => {
    expect(messageChunk('/app/locales/en/reports.json', PLUGIN_FOLDERS)).toBe('messages-en-reports');
    expect(messageChunk('/app/locales/en/campaign-editor-basic-info.json', PLUGIN_FOLDERS)).toBe('messages-en-campaign-editor');
    expect(messageChunk('/app/locales/ru/campaign-editor.json', PLUGIN_FOLDERS)).toBe('messages-ru-campaign-editor');
    // The longest folder name wins: profile-whitelabel is not the profile plugin's area.
    expect(messageChunk('/app/locales/en/profile-whitelabel.json', PLUGIN_FOLDERS)).toBe('messages-en-profile-whitelabel');
    expect(messageChunk('/app/locales/en/campaigns.json', PLUGIN_FOLDERS)).toBe('messages-en-campaigns');
  });
});
