import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'packages/server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // Dashboard layers (docs/architecture.md, Dashboard): app/ (routes and providers) sits on top and only
  // main.tsx and tests import it; services/ sits below every screen and imports nothing else of the dashboard.
  {
    files: ['packages/dashboard/src/*/**/*.{ts,tsx}'],
    ignores: ['packages/dashboard/src/app/**', '**/*.test.{ts,tsx}', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*'], message: 'Screens sit below app/: import from services/ instead.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/dashboard/src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'services/ sits below every screen: it imports only packages.' },
          ],
        },
      ],
    },
  },
);
