import { isLibrary, usedModules, type ModuleGraph } from './usedModules.ts';

/**
 * How the production build groups modules into chunks, along the way the first screen loads
 * (src/main.tsx: the entry, then the opening and the boot side by side). The bench's page figures
 * depend on it.
 * - `messages-en` / `messages-ru`: each language's shell messages in one chunk, since the boot needs
 *   them all at once (one request before the first render, not four); each plugin's messages in a
 *   chunk of their own per language (`messages-en-reports`), loaded with its pages.
 * - `entry-core`: the entry's own modules (API client, session, language, white-label), free of any
 *   library, so the entry starts its requests before React or react-admin are even downloaded.
 * - `vendor-shell` and `opening`: the libraries and code of the opening (the plugin list, page
 *   preload, data prefetch). They do not depend on react-admin, so the opening runs while the much
 *   larger `vendor` is still being evaluated.
 * - `vendor` and `boot`: the rest of what the boot imports statically (react-admin, MUI's components,
 *   the shell).
 * A few chunks instead of dozens of small shared ones: each chunk is a request and a compile on a
 * busy main thread. Anything only lazy pages use stays in the pages' own chunks: what the entry, the
 * opening and the boot use is read binding by binding (vite/usedModules.ts), since react-admin's and
 * MUI's indexes re-export whole packages, and a plain import closure put every component a lazy page
 * uses (the campaign editor's autocomplete, switches, array inputs…) into the first screen's `vendor`.
 */
/**
 * A message file's chunk: a plugin's files (`<plugin>.json`, `<plugin>-<area>.json`) in one chunk per
 * plugin and language, loaded with its pages (src/i18n/pluginMessages.ts); every other file is the
 * shell's (core, shell, widgets, the menu labels), in one chunk per language that the first screen
 * waits for.
 */
export const messageChunk = (id: string, plugins: readonly string[]): string | null => {
  const match = /\/locales\/(en|ru)\/([^/]+)\.json$/.exec(id);
  if (!match) return null;
  const [, language, file = ''] = match;
  const plugin = plugins.filter((name) => file === name || file.startsWith(`${name}-`)).sort((a, b) => b.length - a.length)[0];
  return plugin ? `messages-${language}-${plugin}` : `messages-${language}`;
};

export const chunkGroups = ({ entry, opening, boot, plugins = [] }: { entry: string; opening: string; boot: string; plugins?: readonly string[] }) => {
  let closures: { entry: Set<string>; opening: Set<string>; boot: Set<string> } | undefined;
  const closuresOf = (graph: ModuleGraph) =>
    (closures ??= { entry: usedModules(graph, [entry]), opening: usedModules(graph, [opening]), boot: usedModules(graph, [boot]) });
  const group = (name: string, priority: number, member: (id: string, sets: NonNullable<typeof closures>) => boolean) => ({
    debugName: name,
    priority,
    name: (id: string, graph: ModuleGraph) => (member(id, closuresOf(graph)) ? name : null),
  });
  // A group takes its modules' dependencies along, so groups go from the entry outwards: each must
  // have captured its own modules before a later group's modules could pull them in.
  return [
    {
      debugName: 'messages',
      priority: 6,
      name: (id: string) => messageChunk(id, plugins),
    },
    group('entry-core', 5, (id, sets) => id !== entry && sets.entry.has(id)),
    group('vendor-shell', 4, (id, sets) => isLibrary(id) && sets.opening.has(id)),
    group('opening', 3, (id, sets) => sets.opening.has(id)),
    group('vendor', 2, (id, sets) => isLibrary(id) && sets.boot.has(id)),
    group('boot', 1, (id, sets) => sets.boot.has(id)),
  ];
};
