import { parseSync } from 'vite';

/** The part of the bundler's module graph the chunk plan reads (rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/** A module's static imports and exports, with each request resolved to a module id. */
interface Links {
  /** Bindings this module imports: [module id, name], where '*' is the whole namespace. */
  imports: Array<[string, string]>;
  /** Modules this module imports for their side effects only (`import './x'`). */
  bare: string[];
  /** Names this module declares and exports itself. */
  local: Set<string>;
  /** `export { name as exported } from` entries: exported name → [module id, name]. */
  named: Map<string, [string, string]>;
  /** `export * from` modules. */
  stars: string[];
  /** Modules imported in ways not read above (the bundler's own helpers): taken whole. */
  other: string[];
}

export const isLibrary = (id: string) => id.includes('/node_modules/');
const LANG = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' } as const;
const langOf = (id: string) => LANG[(/\.[cm]?[jt]sx?$/.exec(id.split('?')[0] ?? '')?.[0] ?? '') as keyof typeof LANG] ?? 'js';

/**
 * Reads a module's import and export statements. The bundler lists a module's resolved imports in
 * the order their requests first appear in its code (the import and export-from statements), so the
 * n-th distinct request is the n-th imported id; anything after those is a helper the bundler added.
 * Returns null when the module cannot be read that way (CommonJS, no code, a parse error, or requests
 * that do not line up): such a module is then taken whole, with everything it imports.
 */
const readLinks = (id: string, info: { importedIds: readonly string[]; code?: string | null }): Links | null => {
  if (!info.code) return null;
  const parsed = parseSync(id, info.code, { lang: langOf(id), sourceType: 'module' });
  if (parsed.errors.length > 0 || !parsed.module.hasModuleSyntax) return null;
  const { staticImports, staticExports } = parsed.module;
  const requests = [
    ...staticImports.map((statement) => ({ at: statement.start, request: statement.moduleRequest.value })),
    ...staticExports.flatMap((statement) =>
      statement.entries.flatMap((entry) => (entry.moduleRequest ? [{ at: entry.start, request: entry.moduleRequest.value }] : [])),
    ),
  ]
    .sort((a, b) => a.at - b.at)
    .map((item) => item.request);
  const distinct = [...new Set(requests)];
  if (distinct.length > info.importedIds.length) return null;
  const idOf = new Map(distinct.map((request, index) => [request, info.importedIds[index] ?? '']));
  const links: Links = { imports: [], bare: [], local: new Set(), named: new Map(), stars: [], other: info.importedIds.slice(distinct.length) };
  for (const statement of staticImports) {
    const target = idOf.get(statement.moduleRequest.value) ?? '';
    const entries = statement.entries.filter((entry) => !entry.isType);
    if (statement.entries.length === 0) links.bare.push(target);
    for (const { importName } of entries)
      links.imports.push([target, importName.kind === 'Name' ? (importName.name ?? '*') : importName.kind === 'Default' ? 'default' : '*']);
  }
  for (const entry of staticExports.flatMap((statement) => statement.entries)) {
    if (entry.isType) continue;
    const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
    if (!entry.moduleRequest) {
      if (exported) links.local.add(exported);
      continue;
    }
    const target = idOf.get(entry.moduleRequest.value) ?? '';
    if (entry.importName.kind === 'AllButDefault') links.stars.push(target);
    else if (exported) links.named.set(exported, [target, entry.importName.kind === 'Name' ? (entry.importName.name ?? '*') : '*']);
  }
  return links;
};

/**
 * The modules that running `roots` needs, following only the bindings that are imported: a library
 * module reached through a package's index (`export * from './input'`) counts only if a binding it
 * exports is imported. A plain closure over every import would take in a whole package behind its
 * index, and any of its modules that a lazy page uses would then be bundled with the first screen.
 * App modules are taken whole (their imports run); libraries are side-effect free here (react-admin,
 * MUI and the rest declare `sideEffects: false`), so they are taken by the names asked of them. A
 * module this cannot read is taken whole, as the plain closure would.
 */
export const usedModules = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const linksCache = new Map<string, Links | null>();
  const linksOf = (id: string) => {
    if (!linksCache.has(id)) {
      const info = graph.getModuleInfo(id);
      linksCache.set(id, info ? readLinks(id, info) : null);
    }
    return linksCache.get(id) ?? null;
  };
  const exportedNames = new Map<string, Set<string> | null>();
  /** Every name a module exports, through its `export *`s; null when a module in there cannot be read. */
  const namesOf = (id: string): Set<string> | null => {
    if (exportedNames.has(id)) return exportedNames.get(id) ?? null;
    exportedNames.set(id, new Set()); // a cycle of `export *` adds nothing
    const links = linksOf(id);
    let names: Set<string> | null = null;
    if (links) {
      names = new Set([...links.local, ...links.named.keys()]);
      for (const star of links.stars) {
        const more = namesOf(star);
        if (more === null) {
          names = null;
          break;
        }
        for (const name of more) if (name !== 'default') names.add(name);
      }
    }
    exportedNames.set(id, names);
    return names;
  };

  const used = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const pending: Array<[string, string | null]> = roots.map((root) => [root, null]);
  /** A module runs: whatever it imports is asked of its sources. */
  const enter = (id: string) => {
    if (used.has(id)) return;
    used.add(id);
    const links = linksOf(id);
    if (!links) {
      for (const dependency of graph.getModuleInfo(id)?.importedIds ?? []) pending.push([dependency, null]);
      return;
    }
    for (const [source, name] of links.imports) pending.push([source, name]);
    for (const source of [...links.bare, ...links.other]) pending.push([source, null]);
    // An app module's re-exports run with it; a library's are followed by the names asked.
    if (!isLibrary(id)) for (const source of [...links.stars, ...[...links.named.values()].map(([target]) => target)]) pending.push([source, null]);
  };
  /** One binding is imported from a module: the module that declares it runs. */
  const ask = (id: string, name: string) => {
    const names = asked.get(id) ?? new Set<string>();
    if (names.has(name) || names.has('*')) return;
    names.add(name);
    asked.set(id, names);
    const links = linksOf(id);
    if (!links || !isLibrary(id) || name === '*') {
      enter(id);
      if (links && name === '*') {
        for (const [source, imported] of links.named.values()) pending.push([source, imported]);
        for (const star of links.stars) pending.push([star, '*']);
      }
      return;
    }
    if (links.local.has(name)) {
      enter(id);
      return;
    }
    const reexport = links.named.get(name);
    if (reexport) {
      pending.push(reexport);
      return;
    }
    const providers = links.stars.filter((star) => namesOf(star)?.has(name) ?? true);
    if (providers.length === 0) enter(id);
    for (const star of providers) pending.push([star, name]);
  };

  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [id, name] = next;
    if (!id) continue;
    if (name === null) enter(id);
    else ask(id, name);
  }
  return used;
};
