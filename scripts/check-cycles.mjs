// Fails when modules import each other in a cycle (static value imports; type-only and lazy imports
// cannot form evaluation cycles and are left out). Part of `npm test`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['src', 'plugins', 'mock-server'];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

const resolveImport = (from, spec) => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
};

const files = ROOTS.filter(existsSync).flatMap(walk).map((file) => resolve(file));
const graph = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(IMPORT)].map((match) => resolveImport(file, match[1])).filter(Boolean);
    return [file, targets];
  }),
);

// Tarjan's strongly connected components: any component of two or more modules is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
const connect = (node) => {
  meta.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!meta.has(next)) {
      connect(next);
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
    } else if (meta.get(next).onStack) meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
  }
  if (meta.get(node).low === meta.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  }
};
files.forEach((file) => meta.has(file) || connect(file));

if (cycles.length) {
  cycles.forEach((cycle) => console.error(`Import cycle: ${cycle.map((f) => relative(process.cwd(), f)).join(' <-> ')}`));
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules.`);
