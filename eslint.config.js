// Lint: strict TypeScript, React hooks rules, and the layer rules of ARCHITECTURE.md (a plugin imports
// only src/ and itself; src/ imports plugins only in src/app/plugins.ts; the mock imports only the
// contract and src/domain, which stay free of UI frameworks). Cycles: scripts/check-cycles.mjs.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layers } from './eslint/layers.js';
import { tests } from './eslint/tests.js';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'bench/.work/', 'mock-server/.data/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, layers, tests },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'layers/boundaries': 'error',
      'layers/shared-code': 'error',
      'layers/test-code': 'error',
      'tests/no-vacuous-every': 'error',
    },
  },
  // The mock has one clock (mock-server/clock.ts, MOCK_NOW): reading the machine's time anywhere else
  // would put that spot on the real date while the rest of the mock is pinned. Tests may fake or read it.
  {
    files: ['mock-server/**/*.ts'],
    ignores: ['mock-server/clock.ts', 'mock-server/**/*.test.ts', 'mock-server/**/*.testkit.ts', 'mock-server/**/*test-support.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: "Read the mock's clock: now() from mock-server/clock.ts." }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Read the mock's clock: nowDate() from mock-server/clock.ts." },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly', AbortSignal: 'readonly', setTimeout: 'readonly' } },
  },
  // Scripts too may not pull a test library or a test kit into what they run (bench/ is test code).
  { files: ['**/*.{js,mjs}'], plugins: { layers }, rules: { 'layers/test-code': 'error' } },
);
