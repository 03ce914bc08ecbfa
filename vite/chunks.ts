interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const staticClosure = (graph: ModuleGraph, root: string): Set<string> => {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};

const isLibrary = (id: string) => id.includes('/node_modules/');

/**
 * How the production build groups modules into chunks, along the way the first screen loads
 * (src/main.tsx: the entry, then the opening and the boot side by side). The bench's page figures
 * depend on it.
 * - `messages-en` / `messages-ru`: each language's messages in one chunk, since the boot needs all of a
 *   language's at once (one request before the first render, not sixteen).
 * - `entry-core`: the entry's own modules (API client, session, language, white-label), free of any
 *   library, so the entry starts its requests before React or react-admin are even downloaded.
 * - `vendor-shell` and `opening`: the libraries and code of the opening (the plugin list, page
 *   preload, data prefetch). They do not depend on react-admin, so the opening runs while the much
 *   larger `vendor` is still being evaluated.
 * - `vendor` and `boot`: the rest of what the boot imports statically (react-admin, MUI's components,
 *   the shell).
 * A few chunks instead of dozens of small shared ones: each chunk is a request and a compile on a
 * busy main thread. Anything only lazy pages use stays in the pages' own chunks.
 */
export const chunkGroups = ({ entry, opening, boot }: { entry: string; opening: string; boot: string }) => {
  let closures: { entry: Set<string>; opening: Set<string>; boot: Set<string> } | undefined;
  const closuresOf = (graph: ModuleGraph) =>
    (closures ??= { entry: staticClosure(graph, entry), opening: staticClosure(graph, opening), boot: staticClosure(graph, boot) });
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
      name: (id: string) => {
        const language = /\/locales\/(en|ru)\//.exec(id)?.[1];
        return language ? `messages-${language}` : null;
      },
    },
    group('entry-core', 5, (id, sets) => id !== entry && sets.entry.has(id)),
    group('vendor-shell', 4, (id, sets) => isLibrary(id) && sets.opening.has(id)),
    group('opening', 3, (id, sets) => sets.opening.has(id)),
    group('vendor', 2, (id, sets) => isLibrary(id) && sets.boot.has(id)),
    group('boot', 1, (id, sets) => sets.boot.has(id)),
  ];
};
