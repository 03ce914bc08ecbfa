import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunks';

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
