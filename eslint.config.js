// Lint: strict TypeScript, React hooks rules, and the layer rules of ARCHITECTURE.md
// (a plugin imports only src/ and itself; src/ imports plugins only in src/app/plugins.ts; no cycles).
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const pluginNames = readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const pluginBoundaries = pluginNames.map((name) => ({
  target: `./plugins/${name}`,
  from: './plugins',
  except: [`./${name}`],
  message: 'A plugin imports from src/ and its own folder only; link to other areas by URL or resource name.',
}));

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'bench/.work/', 'mock-server/.data/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...pluginBoundaries,
            {
              target: './src',
              from: './plugins',
              except: [],
              message: 'src/ knows no product area: compose plugins only in src/app/plugins.ts.',
            },
            { target: './src', from: './mock-server', message: 'The app shares the contract, not the mock.' },
          ],
        },
      ],
    },
  },
  {
    // The one explicit list that composes the app may import the plugin manifests.
    files: ['src/app/plugins.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
