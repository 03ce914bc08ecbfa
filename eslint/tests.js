// Local ESLint rules for test code. `no-vacuous-every`: a check over every row that passes when there
// is no row is a test that cannot fail (the developers' guide). In a test file, `.every(` inside an
// assertion (the arguments of `expect(…)`, `expect.poll(…)`, `expect.soft(…)`) is refused unless the
// same `&&` first asserts a length; the shared helpers `expectEvery` / `everyOfSome`
// (src/test/expectations.ts) assert there is at least one item first.

const TEST_FILE = /\.(test|e2e)\.[cm]?[jt]sx?$/;

const isExpect = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'expect') ||
  (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'expect');

/** Whether a node mentions `.length` (a length asserted before the `.every`). */
const mentionsLength = (node) => {
  if (!node || typeof node !== 'object') return false;
  if (node.type === 'MemberExpression' && node.property.type === 'Identifier' && node.property.name === 'length') return true;
  return Object.entries(node).some(([key, value]) => key !== 'parent' && (Array.isArray(value) ? value.some(mentionsLength) : value && typeof value.type === 'string' && mentionsLength(value)));
};

const noVacuousEvery = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      vacuous:
        '`.every(` in an assertion is true for an empty list: use expectEvery(items, check) or everyOfSome(items, check) from src/test/expectations.ts, which fail on no items.',
    },
  },
  create(context) {
    if (!TEST_FILE.test(context.filename)) return {};
    return {
      'CallExpression[callee.type="MemberExpression"][callee.property.name="every"]'(node) {
        let child = node;
        for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
          if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child && mentionsLength(parent.left)) return;
          // A function of its own (a helper's predicate, a computed value) is not the assertion itself.
          if ((parent.type === 'FunctionDeclaration' || parent.type === 'VariableDeclarator') && parent !== node) return;
          if (parent.type === 'CallExpression' && parent.arguments.includes(child) && isExpect(parent.callee)) {
            context.report({ node, messageId: 'vacuous' });
            return;
          }
        }
      },
    };
  },
};

export const tests = { rules: { 'no-vacuous-every': noVacuousEvery } };
