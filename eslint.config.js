// Lint config: typescript-eslint recommended for server, web and tests, plus the type-aware rules that
// catch promises nobody waits for (each file is checked with the types of its own tsconfig: web/ with
// web/tsconfig.json, the rest with tsconfig.json), the import zones and no import cycles
// (eslint-plugin-import-x); zero warnings allowed.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const TESTS = ['**/*.test.{ts,tsx}', 'web/src/test/**'];

/** The folders directly inside `dir` (repo-relative): read at every run, so a new feature or area is picked up. */
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const features = folders('web/src/features').map((name) => ({ name, dir: `web/src/features/${name}` }));
// Pieces of web/src/admin that are the console itself (used by every area), not a closed area.
const CONSOLE_SHARED = ['components', 'layout'];
const areas = folders('web/src/admin')
  .filter((name) => !CONSOLE_SHARED.includes(name))
  .map((name) => ({ name, dir: `web/src/admin/${name}` }));

/**
 * Who may import whom: import-x/no-restricted-paths sees where an import lands (relative, `@web/…` and
 * the other aliases, `import()` alike), not how it is spelled. `target`: the files a zone holds;
 * `from`: what they must not import; `except`: relative to each `from`.
 */
const ZONES = [
  { target: 'server', from: 'web', message: 'server/ never imports web/ (shared rules live in common/, shared types in generated/).' },
  { target: 'web', from: 'server', message: 'web/ never imports server/ (shared rules live in common/, shared types in generated/).' },
  { target: 'common', from: ['server', 'web'], message: 'common/ is imported by both sides; it imports neither.' },
  {
    target: 'server/src/services',
    from: ['server/src/handlers', 'server/src/plugins', 'server/src/jobs'],
    message: 'services sit below handlers, plugins and jobs: move the shared piece into services/ (or common/).',
  },
  {
    target: 'server/src/infra',
    from: ['server/src/handlers', 'server/src/plugins', 'server/src/jobs', 'server/src/services'],
    message: 'infra/ holds the adapters to the outside world (storage, mail, SMS, stores, the change feed): the rules above use them, never the reverse.',
  },
  ...features.map(({ name, dir }) => ({
    target: dir,
    from: 'web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece to web/src/components or web/src/lib.',
  })),
  { target: 'web/src/features', from: 'web/src/admin', message: 'The public site never imports the staff console: move the shared piece to web/src/components or web/src/lib.' },
  ...areas
    .map(({ name, dir }) => ({ target: dir, from: areas.filter((a) => a.name !== name).map((a) => a.dir) }))
    .filter(({ from }) => from.length > 0)
    .map((zone) => ({ ...zone, message: 'A console area never imports another area: move the shared piece to web/src/admin/components or web/src/lib.' })),
  {
    // Shared console pieces are used by every area, so they cannot lean on any one of them.
    target: [...CONSOLE_SHARED.map((d) => `web/src/admin/${d}`), 'web/src/admin/!(routes).{ts,tsx}'],
    from: areas.map((a) => a.dir),
    message: 'Shared console pieces never import a console area: move what they need to web/src/admin/components or web/src/lib.',
  },
  {
    // The console's route collector imports every area's routes.tsx and nothing else there. (The site's
    // collector, web/src/app/routes.tsx, sits outside every zone: it imports each feature's routes.)
    target: 'web/src/admin/routes.tsx',
    from: areas.map((a) => a.dir),
    except: ['./routes.tsx', './routes.ts'],
    message: "The console's route collector imports an area's routes.tsx and nothing else in it.",
  },
  { target: 'web/src/admin', from: 'web/src/features', message: 'The staff console never imports a public feature: move the shared piece to web/src/components or web/src/lib.' },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/features', 'web/src/admin'],
    message: 'components/ and lib/ are below every feature and console area: they import none of them.',
  },
];

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
    // Imports are resolved as TypeScript does (paths, .ts/.tsx, index files), with the config of the
    // importing file's side.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'].map((p) => path.join(root, p)), noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Runtime imports only: `import type` loads nothing, and a lazy `import()` runs after every module
      // has loaded, so neither can make modules load in a circle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      // no-cycle takes `import { type A } from './x'` for type-only, but verbatimModuleSyntax keeps it
      // as `import {} from './x'`, which loads x: written `import type { A }`, it really is.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['server/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }] },
  },
  {
    // Rules both sides import: nothing that only runs on one of them (the site's home bundle carries
    // whatever these files import). Neither side's folders: see ZONES.
    files: ['common/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'jsdom', 'drizzle-orm', 'fastify', 'react', 'react-dom', '@chakra-ui/*'], message: 'common/ runs in the browser and on the server alike.' }] },
      ],
    },
  },
  {
    // Services take plain values (the request context of handlers/context.ts: db, lang, user, session
    // token, ip), never the request or the reply: handlers read those and pass what a service needs.
    files: ['server/src/services/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply', 'FastifyInstance'],
              message:
                'Services never take the request, the reply or the app: take plain values (db, lang, user, ip, session token, the parts in the request context) from the handler or the job.',
            },
          ],
          patterns: [
            // langOf reads the request: a service is given the language instead.
            { regex: '(^|/)lang$', importNames: ['langOf'], message: 'Services never read the request: take `lang` from the handler (its request context).' },
          ],
        },
      ],
    },
  },
  {
    // Jobs and adapters take plain parts too (jobs/job.ts: db, log, change feed), never the app or a
    // request: a job is started by plugins/app/jobs.ts, an adapter by the plugin that owns it.
    files: ['server/src/jobs/**/*.ts', 'server/src/infra/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply', 'FastifyInstance'],
              message: 'Jobs and adapters never take the request, the reply or the app: take the plain parts they use (db, log, change feed).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way in: a handler takes what it needs from its request context (handlers/context.ts: the
    // database, storage, senders, change feed, configuration and caches as well as the request's own
    // values), never from the Fastify instance behind the request or the reply.
    files: ['server/src/handlers/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='server']",
          message: 'Handlers reach the app through their request context (handlers/context.ts), never through request.server or reply.server: add what is missing to the context.',
        },
        {
          selector: "ObjectPattern > Property[key.name='server']",
          message: 'Handlers reach the app through their request context (handlers/context.ts), never through request.server or reply.server: add what is missing to the context.',
        },
      ],
    },
  },
  {
    // A screen reads the page's language one way, useLanguage() (web/src/lib/language/useLanguage.ts): through
    // i18n, so its texts, enum labels and choices agree. pageLanguage() is for code that sends
    // requests outside React (the API client, the notice stream, start-up).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'web/src/lib/language/useLanguage.ts', 'web/src/lib/language/i18n.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='language'][object.name='i18n']", message: 'Read the language with useLanguage() (web/src/lib/language/useLanguage.ts).' },
      ],
    },
  },
  {
    files: ['web/src/{components,features,admin}/**/*.{ts,tsx}', 'web/src/app/layout/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)lib/(api|language)(/language)?$',
              importNames: ['pageLanguage'],
              message: 'A screen reads the language with useLanguage() (web/src/lib/language/useLanguage.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmark is a command-line report: printing is its job.
    files: ['bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
