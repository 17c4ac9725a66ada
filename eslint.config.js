// Lint config: typescript-eslint recommended for server, web and tests, plus the type-aware rules that
// catch promises nobody waits for (each file is checked with the types of its own tsconfig: web/ with
// web/tsconfig.json, the rest with tsconfig.json); zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaryBlocks } from './eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['generated/**', 'dist/**', 'node_modules/**', 'data/**', 'test-results/**', '.scratch/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware: a promise that is neither awaited nor handled loses its error (an unhandled
    // rejection stops Node); a promise where a boolean or a void callback is expected is always truthy
    // or never awaited; awaiting a non-promise hides a missing call.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{js,mjs}', 'server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', 'mocks/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Rules both sides import: nothing from either side, and nothing that only runs on one of them
    // (the site's home bundle carries whatever these files import).
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'common/ is imported by both sides; it imports neither.' },
            { group: ['node:*', 'jsdom', 'drizzle-orm', 'fastify', 'react', 'react-dom', '@chakra-ui/*'], message: 'common/ runs in the browser and on the server alike.' },
          ],
        },
      ],
    },
  },
  // Who may import whom (features, console areas, components/lib, server/web, services): see eslint-boundaries.js.
  // A later block that sets no-restricted-imports or no-restricted-syntax for the same files replaces these.
  ...boundaryBlocks(),
  {
    // The benchmark is a command-line report: printing is its job.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
