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
 * How the production build groups modules into chunks (the bench's first-screen figures depend on it).
 * The entry loads two modules side by side (src/main.tsx): the opening (the plugin list) and the boot
 * (react-admin).
 * - Each language's messages travel as one chunk: the boot needs all of a language's at once, so one
 *   request before the first render, not sixteen.
 * - The libraries the opening imports statically (React, MUI's styling and icons, the query client,
 *   the router) travel as `vendor-shell`, and the rest of the boot's (react-admin, MUI's components) as
 *   `vendor`: two requests instead of dozens of small shared chunks, each a round trip and a compile
 *   on a busy main thread; and the opening can run once `vendor-shell` is evaluated, while `vendor`
 *   still is. Library code only lazy pages use stays out of both.
 */
export const chunkGroups = ({ opening, boot }: { opening: string; boot: string }) => {
  let closures: { shell: Set<string>; boot: Set<string> } | undefined;
  const closuresOf = (graph: ModuleGraph) => (closures ??= { shell: staticClosure(graph, opening), boot: staticClosure(graph, boot) });
  // A group takes its modules' dependencies along, so the higher priority goes first: the shell's
  // libraries must not be pulled into `vendor` by the react-admin modules that import them.
  return [
    {
      debugName: 'messages',
      priority: 3,
      name: (id: string) => {
        const language = /\/locales\/(en|ru)\//.exec(id)?.[1];
        return language ? `messages-${language}` : null;
      },
    },
    {
      debugName: 'vendor-shell',
      priority: 2,
      name: (id: string, graph: ModuleGraph) => (isLibrary(id) && closuresOf(graph).shell.has(id) ? 'vendor-shell' : null),
    },
    {
      debugName: 'vendor',
      priority: 1,
      name: (id: string, graph: ModuleGraph) => (isLibrary(id) && closuresOf(graph).boot.has(id) ? 'vendor' : null),
    },
  ];
};
