// A local ESLint rule for the layers of ARCHITECTURE.md, resolved from relative import paths:
// a plugin imports only src/ and its own folder; src/ imports plugins only in src/app/plugins.ts and
// never the mock. (eslint-plugin-import-x needs native resolver builds that this registry lacks.)
import path from 'node:path';

const COMPOSITION_LIST = path.join('src', 'app', 'plugins.ts');

/** The /v1 client: its instance (src/api/index.ts) and its factory (src/api/client.ts). */
const API_CLIENT_MODULES = [path.join('src', 'api'), path.join('src', 'api', 'index'), path.join('src', 'api', 'client')];
/** The data layer and the session may call the client; tests and test helpers may build one. */
const CLIENT_CALLERS = [path.join('src', 'data') + path.sep, path.join('src', 'auth') + path.sep, path.join('src', 'api') + path.sep, path.join('src', 'test') + path.sep];
const isTest = (file) => /\.test\.tsx?$/.test(file);
const isTestSupport = (file) => isTest(file) || file.startsWith(path.join('src', 'test') + path.sep);
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
  // Tests and the test kit (src/test/) start the in-process mock; product files never see it.
  if (fromTop === 'src' && toTop === 'mock-server' && !isTestSupport(from)) return 'The app shares the contract, not the mock.';
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

export const layers = { rules: { boundaries } };
