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
// Test kits (*.testkit.ts(x), see layers/test-code below) are test code too.
const isTest = (file) => /\.(test|testkit)\.tsx?$/.test(file);
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

/* ---------- Shared code: the contract, the domain folder and the mock ---------- */

/** The assertions every kind of test shares (vitest only, no app code): the mock's tests may import them. */
const TEST_EXPECTATIONS = path.join('src', 'test', 'expectations');

/** What the app and the mock both import: the /v1 contract and the React-free domain logic. */
const SHARED_FOLDERS = [path.join('src', 'api', 'contract') + path.sep, path.join('src', 'domain') + path.sep];
const isShared = (file) => SHARED_FOLDERS.some((folder) => `${file}${path.sep}`.startsWith(folder));
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
  if (relative && fromTop === 'mock-server' && toTop === 'src' && !isShared(target) && !(isTestCode(from) && target === TEST_EXPECTATIONS))
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

export const layers = { rules: { boundaries, 'shared-code': sharedCode, 'test-code': testCode } };
