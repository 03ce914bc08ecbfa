// A local ESLint rule for the layers of ARCHITECTURE.md, resolved from relative import paths:
// a plugin imports only src/ and its own folder; src/ imports plugins only in src/app/plugins.ts and
// never the mock. (eslint-plugin-import-x needs native resolver builds that this registry lacks.)
import path from 'node:path';

const COMPOSITION_LIST = path.join('src', 'app', 'plugins.ts');

/** The /v1 client: its instance (src/api/index.ts) and its factory (src/api/client.ts). */
const API_CLIENT_MODULES = [path.join('src', 'api'), path.join('src', 'api', 'index'), path.join('src', 'api', 'client')];
/** The data layer and the session may call the client; tests and test helpers may build one. */
const CLIENT_CALLERS = [path.join('src', 'data') + path.sep, path.join('src', 'auth') + path.sep, path.join('src', 'api') + path.sep, path.join('src', 'test') + path.sep];
// Test kits (*.testkit.ts(x), see layers/test-code below) are test code too.
const isTest = (file) => /\.(test|testkit)\.tsx?$/.test(file);
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

// ---- Test code stays out of the product (rule `layers/test-code`) ----------------------------------
// The convention: a test kit (a form, a bench, a wrapper, hand-built values a test renders with) sits
// beside the tests that use it, named `<Subject>.testkit.ts(x)` after the test's subject
// (`AudioSection.testkit.tsx` serves `AudioSection.test.tsx`); kits shared across areas live in
// src/test/. A suffix rather than a folder keeps a kit one `./` away from its tests, tells test code
// from product code by the file name alone (here, in the build and in a review), and vitest's
// `*.test.*` pattern never runs it as a test. Test code is also e2e/, bench/, the mock's test support
// and the test runner's own config. Only test code may import a test-only library, and no product
// file may import test code, so none of it can reach the production bundle.

/** Test-only dev dependencies: the runner, the DOM emulation, the browser drivers and auditors. */
const TEST_LIBRARIES = /^(vitest|@vitest\/.*|@testing-library\/.*|jsdom|playwright|playwright-core|@playwright\/.*|axe-core|lighthouse)(\/.*)?$/;
const TEST_FILE_NAME = /\.(test|testkit|e2e)(\.[cm]?[jt]sx?)?$/;
const TEST_FOLDERS = [path.join('src', 'test') + path.sep, 'e2e' + path.sep, 'bench' + path.sep];
const TEST_CONFIGS = ['vitest.config.ts'];
/** The mock's harness (mock-server/test-support.ts) and its areas' helpers (routes/files-test-support.ts). */
const isMockTestSupport = (file) => file.startsWith('mock-server' + path.sep) && /(^|[-/\\])test-support(\.[cm]?[jt]s)?$/.test(file);

const isTestCode = (file) =>
  TEST_FILE_NAME.test(file) || TEST_FOLDERS.some((folder) => file.startsWith(folder)) || TEST_CONFIGS.includes(file) || isMockTestSupport(file);

const testCode = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      library: '{{name}} is a test-only library: import it from tests and test kits (*.test.ts(x), *.testkit.ts(x), src/test/) only.',
      kit: 'Product code may not import test code ({{target}}): move what both need into a product module.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    if (isTestCode(file)) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const name = source.value;
      if (TEST_LIBRARIES.test(name)) return context.report({ node: source, messageId: 'library', data: { name } });
      if (!name.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), name));
      if (isTestCode(target)) context.report({ node: source, messageId: 'kit', data: { target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export const layers = { rules: { boundaries, 'test-code': testCode } };
