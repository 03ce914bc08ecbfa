// A local ESLint rule for the layers of ARCHITECTURE.md, resolved from relative import paths:
// a plugin imports only src/ and its own folder; src/ imports plugins only in src/app/plugins.ts and
// never the mock. (eslint-plugin-import-x needs native resolver builds that this registry lacks.)
import path from 'node:path';

const COMPOSITION_LIST = path.join('src', 'app', 'plugins.ts');

const problem = (from, to) => {
  const [fromTop, fromArea] = from.split(path.sep);
  const [toTop, toArea] = to.split(path.sep);
  if (fromTop === 'plugins' && toTop === 'plugins' && toArea !== fromArea)
    return 'A plugin imports from src/ and its own folder only; link to other areas by URL or resource name.';
  if (fromTop === 'src' && toTop === 'plugins' && from !== COMPOSITION_LIST)
    return 'src/ knows no product area: compose plugins only in src/app/plugins.ts.';
  if (fromTop === 'src' && toTop === 'mock-server') return 'The app shares the contract, not the mock.';
  return null;
};

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{message}}' } },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.relative(root, path.resolve(path.dirname(context.filename), source.value));
      const message = problem(file, target);
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

export const layers = { rules: { boundaries } };
