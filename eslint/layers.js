// Local ESLint rules for the layers of ARCHITECTURE.md, resolved from relative import paths:
// `boundaries`: a plugin imports only src/ and its own folder; src/ imports plugins only in
// src/app/plugins.ts. `shared-code`: the mock imports only the shared folders (src/api/contract,
// src/domain), which stay free of UI frameworks and Node; product code never imports the mock.
// (eslint-plugin-import-x needs native resolver builds that this registry lacks.)
import path from 'node:path';
import { builtinModules } from 'node:module';

const COMPOSITION_LIST = path.join('src', 'app', 'plugins.ts');

/** The /v1 client: its instance (src/api/index.ts) and its factory (src/api/client.ts). */
const API_CLIENT_MODULES = [path.join('src', 'api'), path.join('src', 'api', 'index'), path.join('src', 'api', 'client')];
/** The data layer and the session may call the client; tests and test helpers may build one. */
const CLIENT_CALLERS = [path.join('src', 'data') + path.sep, path.join('src', 'auth') + path.sep, path.join('src', 'api') + path.sep, path.join('src', 'test') + path.sep];
const isTest = (file) => /\.test\.tsx?$/.test(file);
const withoutExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');

/**
 * Pages reach /v1 only through the dataProvider (ARCHITECTURE.md "Data flow"): a value import of the
 * client outside the data layer and the session is refused. Types (ApiClient, DownloadedFile) may be
 * imported anywhere; a plugin's call builders get the client from the dataProvider, never by import.
 */
const clientProblem = (from, to, typeOnly) => {
  if (typeOnly || isTest(from) || !API_CLIENT_MODULES.includes(withoutExtension(to))) return null;
  if (CLIENT_CALLERS.some((folder) => from.startsWith(folder))) return null;
  return 'Only src/data and src/auth call the /v1 client: read and write through the dataProvider (react-admin hooks, the list kit, dataProvider.invoke).';
};

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

const problem = (from, to) => {
  const [fromTop, fromArea] = from.split(path.sep);
  const [toTop, toArea] = to.split(path.sep);
  if (fromTop === 'plugins' && toTop === 'plugins' && toArea !== fromArea)
    return 'A plugin imports from src/ and its own folder only; link to other areas by URL or resource name.';
  if (fromTop === 'src' && toTop === 'plugins' && from !== COMPOSITION_LIST)
    return 'src/ knows no product area: compose plugins only in src/app/plugins.ts.';
  return null;
};

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}' } },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const check = (source, typeOnly = false) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source.value));
      const message = problem(file, target) ?? clientProblem(file, target, typeOnly);
      if (message) context.report({ node: source, messageId: 'layer', data: { message } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, isTypeOnly(node)),
    };
  },
};

/* ---------- Shared code: the contract, the domain folder and the mock ---------- */

/** What the app and the mock both import: the /v1 contract and the React-free domain logic. */
const SHARED_FOLDERS = [path.join('src', 'api', 'contract') + path.sep, path.join('src', 'domain') + path.sep];
const isShared = (file) => SHARED_FOLDERS.some((folder) => `${file}${path.sep}`.startsWith(folder));
/** Test code may use the mock (personas, its admin API, its seed facts); product code may not. */
const isTestCode = (file) => isTest(file) || file.startsWith(path.join('src', 'test') + path.sep) || file.startsWith('e2e' + path.sep);
/** Packages of the UI: React, react-admin, MUI and the libraries built on React. */
const UI_PACKAGE = /^(react|react-dom|react-admin|react-router|react-router-dom|recharts|@mui\/.+|@emotion\/.+|@tanstack\/.+|ra-[a-z-]+)(\/.*)?$/;
const isNodeBuiltin = (source) => source.startsWith('node:') || builtinModules.includes(source.split('/')[0]);

/**
 * ARCHITECTURE.md: the mock never imports app modules, only the shared folders; the shared folders
 * import only each other (no React, MUI, react-admin or Node, nothing else of src/), so both sides
 * can load them; product code never imports the mock. `target` is a repository path for a relative
 * import, the package name otherwise.
 */
const sharedCodeProblem = (from, target, relative) => {
  const [fromTop] = from.split(path.sep);
  const [toTop] = target.split(path.sep);
  if (relative && (fromTop === 'src' || fromTop === 'plugins') && toTop === 'mock-server' && !isTestCode(from))
    return 'The app shares the contract and src/domain with the mock, never the mock itself (tests may use it).';
  if (relative && fromTop === 'mock-server' && toTop === 'src' && !isShared(target))
    return 'The mock imports from src/ only src/api/contract and src/domain: move shared logic to src/domain.';
  if (!isShared(from) || isTest(from)) return null;
  if (relative && !isShared(target))
    return 'src/api/contract and src/domain import only each other: both the app and the mock load them.';
  if (!relative && (UI_PACKAGE.test(target) || isNodeBuiltin(target)))
    return 'src/api/contract and src/domain stay free of React, MUI, react-admin and Node: both the app and the mock load them.';
  return null;
};

const sharedCode = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}' } },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const relative = source.value.startsWith('.');
      const target = relative ? path.relative(root, path.resolve(path.dirname(context.filename), source.value)) : source.value;
      const message = sharedCodeProblem(file, target, relative);
      if (message) context.report({ node: source, messageId: 'layer', data: { message } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const layers = { rules: { boundaries, 'shared-code': sharedCode } };
