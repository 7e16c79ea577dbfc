import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { integrationRuns } from './scripts/integration-backends.ts';

// One config, these projects (docs/testing.md):
// - `unit`: pure logic, in node;
// - `ui`: React components in jsdom, one module graph per worker (not per file: antd loads once);
// - `integration` and `integration-postgres`: the Fastify app through inject() on a real database, each file
//   on the backends its first line declares (scripts/integration-backends.ts); the PostgreSQL run exists
//   when DATABASE_URL is set;
// - `e2e`: the built product in Chromium.
const root = import.meta.dirname;
const runs = integrationRuns(root, process.env);

const integration = (name: string, testDb: 'pglite' | 'postgres', include: string[]) => ({
  test: {
    name,
    environment: 'node' as const,
    include,
    env: { TEST_DB: testDb },
    globalSetup: ['./scripts/integration-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core CI machine, the other
    // core idle. Two workers keep both busy (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['./scripts/ui-test-setup.ts'],
          // Files share a worker's module graph; each test still gets a clean DOM and storage
          // (scripts/ui-test-setup.ts), which is what a screen's state lives in.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      integration('integration', 'pglite', runs.pglite),
      ...(runs.postgres.length ? [integration('integration-postgres', 'postgres', runs.postgres)] : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['./e2e/global-setup.ts'],
        },
      },
    ],
  },
});
