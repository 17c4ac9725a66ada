import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The path aliases of tsconfig.base.json (@server/, @web/, @common/, @generated/).
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/server/pg-one-query-at-a-time.ts'],
        },
      },
      {
        // Rules both sides apply (common/); a test that needs a document says so in a docblock.
        extends: true,
        test: {
          name: 'common',
          include: ['common/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Component tests: React in a jsdom document.
        extends: true,
        plugins: [react()],
        test: {
          name: 'web-ui',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // A whole page rendered by React's development build in jsdom takes 0.5–2 s on a quiet
          // 2-core machine; CI runs several test files at once. 5 s left no margin.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
