// The house rules that hold for the whole repository: every import zone of the lint config (and the
// handlers' one way in) refuses what it should (one probe per zone: a file that breaks it, in each
// spelling of the import that reaches the same place) and an import cycle is reported; comments cite the rules in docs/rules.md
// rather than documents outside the repository; the README's map names every top-level folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The repository's own config, without type information (the probes are files that do not exist),
 * plus import-x/no-unresolved: a probe whose import resolves to nothing would pass every zone.
 */
async function linter(): Promise<ESLint> {
  // Imported by its address: a plain JavaScript module without type declarations.
  const config = ((await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as { default: Linter.Config[] }).default;
  const untyped: Linter.Config = {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      'import-x/no-unresolved': 'error',
    },
  };
  return new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...config, untyped] });
}

const HOUSE_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax', 'import-x/no-cycle']);

interface Problem {
  rule: string;
  line: number;
  message: string;
}

/** What ESLint reports for `code` as if it were the file at `filePath`: the house rules, and any import that resolves to nothing. */
async function problems(eslint: ESLint, filePath: string, code: string): Promise<{ house: Problem[]; unresolved: string[] }> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result?.messages ?? [];
  return {
    house: messages.filter((m) => HOUSE_RULES.has(m.ruleId ?? '')).map((m) => ({ rule: m.ruleId!, line: m.line, message: m.message })),
    unresolved: messages.filter((m) => m.ruleId === 'import-x/no-unresolved' || m.fatal).map((m) => m.message),
  };
}

describe('import zones and cycles (eslint.config.js: import-x/no-restricted-paths, no-restricted-imports, no-restricted-syntax, import-x/no-cycle)', () => {
  let eslint: ESLint;
  // Loading the config, the TypeScript parser and the resolver once is the slow part (seconds on a busy machine).
  beforeAll(async () => {
    eslint = await linter();
    await eslint.lintText('export {};', { filePath: path.join(root, 'web/src/lib/Warmup.ts') });
  }, 120_000);

  // One probe per zone: a file in the zone whose every line imports what the zone forbids (relative,
  // through an alias, lazily), so every line must be refused by that zone (its message says which).
  const refused: [zone: string, file: string, lines: string[], said: string][] = [
    [
      'a feature never imports another feature, nor lazily',
      'web/src/features/bug/Probe.tsx',
      [
        `import * as a from '../blog/BlogListPage';`,
        `import * as b from '@web/features/blog/BlogListPage';`,
        `export const page = () => import('../blog/BlogListPage');`,
        `export const aliased = () => import('@web/features/blog/BlogListPage');`,
      ],
      'A feature never imports another feature',
    ],
    [
      'a feature never imports the console',
      'web/src/features/bug/Probe.tsx',
      [`import * as a from '../../admin/bug/api';`, `import * as b from '@web/admin/bug/api';`],
      'The public site never imports the staff console',
    ],
    [
      'a console area never imports another',
      'web/src/admin/bug/Probe.tsx',
      [`import * as a from '../trade/api';`, `import * as b from '@web/admin/trade/api';`],
      'A console area never imports another area',
    ],
    [
      'shared console pieces never import an area',
      'web/src/admin/Probe.ts',
      [`import * as a from './bug/api';`, `import * as b from '@web/admin/bug/routes';`],
      'Shared console pieces never import a console area',
    ],
    [
      "the console's route collector imports an area's routes and nothing else there",
      'web/src/admin/routes.tsx',
      [`import * as a from './bug/api';`, `import * as b from '@web/admin/bug/api';`],
      "The console's route collector",
    ],
    [
      'the console never imports a public feature',
      'web/src/admin/bug/Probe.tsx',
      [`import * as a from '../../features/bug/api';`, `import * as b from '@web/features/bug/api';`],
      'The staff console never imports a public feature',
    ],
    [
      'components and lib import no feature and no console area',
      'web/src/lib/query/Probe.ts',
      [
        `import * as a from '../../features/bug/api';`,
        `import * as b from '../../admin/bug/api';`,
        `import * as c from '@web/features/bug/api';`,
        `import * as d from '@web/admin/bug/api';`,
      ],
      'components/ and lib/ are below every feature and console area',
    ],
    [
      'a screen reads the language with useLanguage(), not pageLanguage()',
      'web/src/features/bug/Probe.tsx',
      [`import { pageLanguage } from '../../lib/language/language';`, `import { pageLanguage as a } from '@web/lib/api';`, `import { pageLanguage as b } from '@web/lib/api/language';`],
      'A screen reads the language with useLanguage()',
    ],
    [
      'the server never imports the web',
      'server/src/services/Probe.ts',
      [`import * as a from '../../../web/src/lib/formats';`, `import * as b from '@web/lib/formats';`],
      'server/ never imports web/',
    ],
    ['the web never imports the server', 'web/src/lib/Probe.ts', [`import * as a from '../../../server/src/lang';`, `import * as b from '@server/lang';`], 'web/ never imports server/'],
    [
      'services never import handlers or plugins',
      'server/src/services/bug/Probe.ts',
      [
        `import * as a from '../../handlers/context';`,
        `import * as b from '../../plugins/app/session';`,
        `import * as c from '@server/handlers/context';`,
        `import * as d from '@server/plugins/app/session';`,
        `import * as e from '../../jobs/job';`,
      ],
      'services sit below handlers, plugins and jobs',
    ],
    [
      'jobs and adapters never take the app',
      'server/src/jobs/Probe.ts',
      [`import type { FastifyInstance } from 'fastify';`],
      'Jobs and adapters never take the request, the reply or the app',
    ],
    [
      'infra never imports the rules that use it',
      'server/src/infra/mail/Probe.ts',
      [`import * as a from '../../services/paging';`, `import * as b from '@server/services/bug/queue';`, `import * as c from '../../jobs/job';`],
      'infra/ holds the adapters to the outside world',
    ],
    [
      'services never take the request or the reply',
      'server/src/services/trade/Probe.ts',
      [`import type { FastifyRequest, FastifyReply, FastifyInstance } from 'fastify';`],
      'Services never take the request, the reply or the app',
    ],
    [
      'services never read the language off the request',
      'server/src/services/Probe.ts',
      [`import { langOf } from '../lang';`, `import { langOf as aliased } from '@server/lang';`],
      'Services never read the request',
    ],
    [
      'common/ imports neither side',
      'common/probe.ts',
      [`import * as a from '../web/src/lib/formats';`, `import * as b from '../server/src/lang';`, `import * as c from '@web/lib/formats';`, `import * as d from '@server/lang';`],
      'common/ is imported by both sides; it imports neither',
    ],
    ['common/ runs in the browser and on the server', 'common/probe.ts', [`import fs from 'node:fs';`, `import * as b from 'react';`], 'common/ runs in the browser and on the server alike'],
    [
      'handlers reach the app only through their request context',
      'server/src/handlers/Probe.ts',
      [`export const a = (request: { server: { db: unknown } }) => request.server.db;`, `export const b = ({ server }: { server: unknown }) => server;`],
      'Handlers reach the app through their request context',
    ],
    // Cycles through real files: test-report.ts and notice-centre.ts import paging.ts, so paging.ts must import neither.
    [
      'no import cycle',
      'server/src/services/paging.ts',
      [`import * as a from './test-report/test-report';`, `import * as b from '@server/services/notice/notice-centre';`],
      'Dependency cycle',
    ],
  ];

  it.each(refused)('refuses: %s', async (_zone, file, lines, said) => {
    const { house, unresolved } = await problems(eslint, file, lines.join('\n'));
    expect(unresolved).toEqual([]);
    // Every line is refused, each time by this zone.
    expect([...new Set(house.map((p) => p.line))].sort()).toEqual(lines.map((_, i) => i + 1));
    for (const p of house) expect(p.message).toContain(said);
  });

  const allowed: [what: string, file: string, lines: string[]][] = [
    [
      'the web imports common/ and generated/',
      'web/src/lib/Probe.ts',
      [`import * as a from '@common/periods';`, `import * as b from '@generated/enums';`, `import * as c from '../../../common/periods';`],
    ],
    [
      'the server imports common/ and generated/',
      'server/src/services/Probe.ts',
      [`import * as a from '@common/periods';`, `import * as b from '@generated/enums';`, `import * as c from '../../../generated/enums';`],
    ],
    [
      'a feature imports its own files, components and lib',
      'web/src/features/bug/Probe.tsx',
      [`import * as a from './api';`, `import * as b from '@web/features/bug/routes';`, `import * as c from '../../components/AppLink';`, `import * as d from '@web/lib/formats';`],
    ],
    ['a console area imports the shared console pieces', 'web/src/admin/bug/Probe.tsx', [`import * as a from '../components/SelectFilter';`, `import * as b from '@web/admin/nav';`]],
    ['a service imports other services and the language helper it may use', 'server/src/services/Probe.ts', [`import { asLang } from '../lang';`, `import { paging } from './paging';`]],
    ['a service imports the adapters of infra/', 'server/src/services/Probe.ts', [`import type { FileStorage } from '../infra/storage/storage';`]],
    ['a job imports services', 'server/src/jobs/Probe.ts', [`import { purgeExpired } from '../services/session/housekeeping';`]],
    ['a handler imports services and plugins', 'server/src/handlers/Probe.ts', [`import * as a from '../services/paging';`, `import * as b from '../plugins/app/session';`]],
    [
      "the site's route collector imports each feature's routes",
      'web/src/app/routes.tsx',
      [`import * as a from '../features/bug/routes';`, `import * as b from '@web/features/blog/routes';`],
    ],
    ["the console's route collector imports each area's routes", 'web/src/admin/routes.tsx', [`import * as a from './bug/routes';`, `import * as b from '@web/admin/trade/routes';`]],
    ['a test may cross a zone', 'web/src/features/bug/Probe.test.tsx', [`import * as a from '../blog/BlogListPage';`]],
    ['a type-only import back is no cycle', 'server/src/services/paging.ts', [`import type * as a from './test-report/test-report';`]],
  ];

  it.each(allowed)('allows: %s', async (_what, file, lines) => {
    const { house, unresolved } = await problems(eslint, file, lines.join('\n'));
    expect(unresolved).toEqual([]);
    expect(house).toEqual([]);
  });
});

/** Tracked text files plus new ones not ignored, repo-relative. */
function repoFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '' && fs.existsSync(path.join(root, f)));
}

describe('documents the code points to', () => {
  const sources = repoFiles().filter((f) => /\.(ts|tsx|mjs|js|yaml|md|sh)$/.test(f) && !f.startsWith('docs/') && !f.startsWith('generated/'));

  it('cites no document outside the repository ("spec §N", "DESIGN §N"): the rule itself or docs/rules.md', () => {
    // Spelled in two pieces so that this file does not match itself.
    const outside = new RegExp(['(spec|DESIGN)(\\.md)? ?', '§ ?\\d'].join(''), 'i');
    const offenders = sources.filter((f) => outside.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('cites no issue by its number ("issue N", "issue #N"): the reason itself or docs/rules.md', () => {
    // Spelled in pieces so that this file does not match itself.
    const citation = new RegExp(['\\bissues?', ' #?\\d'].join(''), 'i');
    const probe = (words: string[]) => citation.test(words.join(''));
    // What it must catch, and prose it must leave alone.
    expect([probe(['see iss', 'ue 12']), probe(['(Iss', 'ue #7)']), probe(['iss', 'ues 4 and 14'])]).toEqual([true, true, true]);
    expect([probe(['an iss', 'ue with 3 files']), probe(['tiss', 'ue 3'])]).toEqual([false, false]);
    const offenders = [...sources, ...repoFiles().filter((f) => f.startsWith('.ci/'))].flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (citation.test(line) ? [`${f}:${i + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('points only at headings docs/rules.md has', () => {
    const rules = fs.readFileSync(path.join(root, 'docs/rules.md'), 'utf8');
    const anchors = new Set(
      [...rules.matchAll(/^#{2,4} (.+)$/gm)].map(([, title]) =>
        title!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const cited = new Set<string>();
    for (const f of sources) {
      const text = fs.readFileSync(path.join(root, f), 'utf8');
      // `docs/rules.md#<one>, #<two>`: every anchor of the list.
      for (const [list] of text.matchAll(/docs\/rules\.md#[a-z0-9-]+(, #[a-z0-9-]+)*/g)) {
        for (const [, anchor] of list.matchAll(/#([a-z0-9-]+)/g)) cited.add(anchor!);
      }
    }
    expect(cited.size).toBeGreaterThan(10);
    expect([...cited].filter((a) => !anchors.has(a))).toEqual([]);
  });

  it('has a README map that names every top-level folder', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const map = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('\n## ', readme.indexOf('## Where things are') + 1));
    const folders = [
      ...new Set(
        repoFiles()
          .filter((f) => f.includes('/') && !f.startsWith('.'))
          .map((f) => f.split('/')[0]!),
      ),
    ];
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((d) => !map.includes(`\`${d}/`))).toEqual([]);
  });
});
