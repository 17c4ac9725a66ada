// The house rules that hold for the whole repository (issue 12 items 5 and 7): every import zone of
// the lint config refuses what it should (each case is a file that breaks one zone), comments cite the
// rules in docs/rules.md rather than documents outside the repository, and the README's map names
// every top-level folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCycles, runtimeImports } from '../../scripts/import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository's own config, without type information: the probes below are files that do not exist. */
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
    },
  };
  return new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [...config, untyped] });
}

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function problems(eslint: ESLint, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted')).map((m) => m.ruleId!);
}

const use = (names: string) => `\nexport const used = [${names}];\n`;

describe('import zones (eslint-boundaries.js, eslint.config.js)', () => {
  let eslint: ESLint;
  // Loading the config and the TypeScript parser once is the slow part (seconds on a busy machine).
  beforeAll(async () => {
    eslint = await linter();
    await eslint.lintText('export {};', { filePath: path.join(root, 'web/src/lib/Warmup.ts') });
  }, 120_000);

  const refused: [zone: string, file: string, code: string][] = [
    ['a feature never imports another feature', 'web/src/features/bug/Probe.tsx', `import { BlogListPage } from '../blog/BlogListPage';${use('BlogListPage')}`],
    ['… nor lazily', 'web/src/features/bug/Probe.tsx', `export const page = () => import('../blog/BlogListPage');`],
    ['a feature never imports the console', 'web/src/features/bug/Probe.tsx', `import { x } from '../../admin/bugs/coins';${use('x')}`],
    ['a console area never imports another', 'web/src/admin/bugs/Probe.tsx', `import { x } from '../orders/api';${use('x')}`],
    ['components never import a feature', 'web/src/components/Probe.tsx', `import { x } from '../features/bug/api';${use('x')}`],
    ['lib never imports a feature', 'web/src/lib/query/Probe.ts', `import { x } from '../../features/bug/api';${use('x')}`],
    ['lib never imports the console', 'web/src/lib/Probe.ts', `import { x } from '../admin/bugs/api';${use('x')}`],
    ['the server never imports the web', 'server/src/services/Probe.ts', `import { x } from '../../../web/src/lib/formats';${use('x')}`],
    ['the web never imports the server', 'web/src/lib/Probe.ts', `import { x } from '../../../server/src/lang';${use('x')}`],
    ['services never import handlers', 'server/src/services/bug/Probe.ts', `import { contextOf } from '../../handlers/context';${use('contextOf')}`],
    ['services never import plugins', 'server/src/services/Probe.ts', `import { Session } from '../plugins/session';${use('Session')}`],
    ['services never take the request', 'server/src/services/Probe.ts', `import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n`],
    ['services never take the reply', 'server/src/services/trade/Probe.ts', `import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n`],
    ['services never read the language off the request', 'server/src/services/Probe.ts', `import { langOf } from '../lang';${use('langOf')}`],
    ['common/ imports neither side', 'common/probe.ts', `import { x } from '../web/src/lib/formats';${use('x')}`],
    ['common/ runs in the browser too', 'common/probe.ts', `import fs from 'node:fs';${use('fs')}`],
  ];

  it.each(refused)('%s', async (_zone, file, code) => {
    expect(await problems(eslint, file, code)).not.toEqual([]);
  });

  const allowed: [what: string, file: string, code: string][] = [
    ['the web imports common/ and generated/', 'web/src/lib/Probe.ts', `import { x } from '../../../common/periods';\nimport { y } from '../../../generated/enums';${use('x, y')}`],
    [
      'the server imports common/ and generated/',
      'server/src/services/Probe.ts',
      `import { x } from '../../../common/periods';\nimport { y } from '../../../generated/enums';${use('x, y')}`,
    ],
    ['a feature imports components and lib', 'web/src/features/bug/Probe.tsx', `import { x } from '../../components/AppLink';\nimport { y } from '../../lib/formats';${use('x, y')}`],
    [
      'a service imports other services and the language helper it may use',
      'server/src/services/Probe.ts',
      `import { asLang } from '../lang';\nimport { paging } from './paging';${use('asLang, paging')}`,
    ],
    ['a service imports the app type from fastify', 'server/src/services/Probe.ts', `import type { FastifyInstance } from 'fastify';\nexport type I = FastifyInstance;\n`],
    [
      'a handler imports services and plugins',
      'server/src/handlers/Probe.ts',
      `import { paging } from '../services/paging';\nimport { Session } from '../plugins/session';${use('paging, Session')}`,
    ],
    ["the route collector imports each area's routes", 'web/src/app/routes.tsx', `import { routes } from '../features/bug/routes';${use('routes')}`],
  ];

  it.each(allowed)('allows: %s', async (_what, file, code) => {
    expect(await problems(eslint, file, code)).toEqual([]);
  });
});

describe('import cycles (scripts/import-cycles.mjs, run by npm run lint)', () => {
  it('finds a cycle of runtime imports and names its files', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    const cycles = findCycles(graph);
    expect(cycles).toHaveLength(1);
    expect([...cycles[0]!].sort()).toEqual(expect.arrayContaining(['a.ts', 'b.ts', 'c.ts']));
  });

  it('does not count type-only imports, which load nothing', () => {
    expect(runtimeImports(`import type { A } from './a';\nimport { b } from './b';\nexport type { C } from './c';`)).toEqual(['./b']);
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
