import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const PACKAGES = ['domain', 'server', 'blocks', 'pages', 'dashboard'];
const BLOCKS_ENTRIES = ['catalogue', 'editor', 'renderer', 'runtime'];

/** What each package may import of ours (docs/architecture.md, Packages); blocks only through its entries. */
const IMPORT_TABLE = {
  domain: [],
  server: ['domain'],
  blocks: ['domain'],
  pages: ['domain', 'blocks'],
  dashboard: ['domain', 'blocks'],
};

function packageBoundaries() {
  return Object.entries(IMPORT_TABLE).map(([name, allowed]) => {
    const others = PACKAGES.filter((p) => p !== name);
    const patterns = [
      {
        regex: `^(\\.\\./)+(${others.join('|')})/src/`,
        message: `Import another package by its name (@eventory/...), never by a relative path into its folder.`,
      },
      ...PACKAGES.filter((p) => !allowed.includes(p)).map((p) => ({
        group: [`@eventory/${p}`, `@eventory/${p}/*`],
        message:
          p === name
            ? `Inside @eventory/${name}, import its own files by relative path.`
            : `@eventory/${name} does not import @eventory/${p} (docs/architecture.md, Packages: ${name} imports ${allowed.join(', ') || 'nothing of ours'}).`,
      })),
    ];
    if (allowed.includes('blocks'))
      patterns.push({
        regex: `^@eventory/blocks(?!/(${BLOCKS_ENTRIES.join('|')})$)`,
        message: `Import @eventory/blocks only through its public entries: ${BLOCKS_ENTRIES.map((e) => `@eventory/blocks/${e}`).join(', ')} (docs/architecture.md, Packages).`,
      });
    return {
      files: [`packages/${name}/**/*.{ts,tsx,js,mjs}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

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
  // Server layers: a route file (`*-routes.ts`) only parses, calls a service and shapes the answer, so
  // nothing imports one but the registration file (`packages/server/src/routes.ts`, beside app.ts). Uses the
  // typescript-eslint copy of the rule, so package-boundary blocks with `no-restricted-imports` can match the
  // same files without replacing it.
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/server/src/routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*-routes', '*-routes.ts', '*-routes.js'],
              message:
                'Route files are registered only in packages/server/src/routes.ts; import the service module (the domain word beside it) instead.',
            },
          ],
        },
      ],
    },
  },
  // The server's http/ is a toolkit the routes use (validation, params, errors, headers, front ends): it imports
  // its own files and config/, never a route file or a domain-area folder above it.
  {
    files: ['packages/server/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.\\.\\/(?!config\\/)/]',
          message: 'http/ is a toolkit below the routes: import only its own files and config/.',
        },
      ],
    },
  },
  // Package boundaries (docs/architecture.md, Packages): each package imports only the packages its row of the
  // table names, and @eventory/blocks only through its public entries. One block per package, so a file
  // matches exactly one of them (the core rule; the route-file rule uses the typescript-eslint copy).
  ...packageBoundaries(),
  // Dashboard layers (docs/architecture.md, Dashboard): app/ (routes and providers) sits on top and only
  // main.tsx and tests import it; services/ sits below every screen and imports nothing else of the dashboard.
  // Written with no-restricted-syntax so the package-boundary and route-file import rules stay in force.
  {
    files: ['packages/dashboard/src/*/**/*.{ts,tsx}'],
    ignores: ['packages/dashboard/src/app/**', '**/*.test.{ts,tsx}', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(\\.\\.\\/)+app\\//]',
          message: 'Screens sit below app/ (routes and providers): import from services/ instead.',
        },
      ],
    },
  },
  {
    files: ['packages/dashboard/src/services/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.\\.\\//]',
          message: 'services/ sits below every screen: it imports only packages and its own files.',
        },
      ],
    },
  },
);
