// Vitest projects by cost (the slowest files of a run: npm run test:times):
// - unit: pure functions and small servers beside the code, common/ rules, repo checks: threads, one
//   module graph per worker (no isolation: nothing there keeps state between files);
// - component: React pages and widgets in jsdom, one module graph of the libraries per worker;
// - api: the app through `inject` on a database copied from the run's migrated template
//   (tests/setup/global.ts): the contract suites and the server tests, one module graph per worker
//   (each file still builds its own app on its own database);
// - system: real processes, sockets, two servers, restarts and timing: a process per file.
// The PostgreSQL lane (TEST_DATABASE_URL) runs the api and system tests tagged `postgres`.
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const database: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['tests/setup/pg-one-query-at-a-time.ts'],
  globalSetup: ['tests/setup/global.ts'],
};

export default defineConfig({
  // The path aliases of tsconfig.base.json (@server/, @web/, @common/, @generated/); each project
  // inherits them (extends: true).
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ['default', './tests/setup/times-reporter.ts'],
    // Both cores: Vitest's default leaves one free (cores − 1).
    maxWorkers: 2,
    tags: [
      {
        name: 'postgres',
        description: 'Runs again in the PostgreSQL lane: what differs there (pool, LISTEN/NOTIFY, locks, two servers, pg_dump) and one smoke test per contract tag.',
      },
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/src/**/*.test.ts', 'server/src/**/*.test.ts', 'tests/repo/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // React in a jsdom document.
        extends: true,
        plugins: [react()],
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // web/src/test/setup.ts evaluates the site's modules afresh and clears the browser's
          // storage before each file; React, Chakra and jsdom load once per worker.
          isolate: false,
          setupFiles: ['web/src/test/setup.ts'],
          // A whole page rendered by React's development build in jsdom takes 0.5–2 s on a quiet
          // 2-core machine; other files run beside it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          ...database,
          name: 'api',
          include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...database,
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
