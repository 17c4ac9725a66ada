// A bare clone must pass the tests with nothing beside it: no test, script, CI step or config may
// name a path outside the checkout (a corpus or a document kept in a neighbouring folder works on one
// machine and fails on every fresh one). The sources are parsed, so only paths the code uses are
// read — module specifiers, `path.join`/`path.resolve`, the `fs` calls, `new URL(…, import.meta.url)`
// — not data such as an attack string or a lint probe. A relative path is resolved from the file's
// folder and from the repository root (where the commands run); a path outside both is refused.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the project runs besides the product's own sources: tests, scripts, CI, the mock, the benchmark, configs. */
const RUN_BY_THE_PROJECT = /^(tests|scripts|\.ci|mocks|bench)\/|^[^/]+\.(config\.[cm]?[jt]s|json)$|^eslint[^/]*\.js$/;
const CODE = /\.[cm]?[jt]sx?$/;
const SHELL = /\.sh$|^\.ci\/run$|^package\.json$/;

const outside = (p: string) => path.relative(root, p).startsWith('..');
const fromFolder = (file: string, rel: string) => path.resolve(root, path.dirname(file), rel);
/** A relative path that lands outside the checkout from the file's folder and from the root alike. */
const escapes = (file: string, rel: string) => outside(fromFolder(file, rel)) && outside(path.resolve(root, rel));

const literal = (node: ts.Node | undefined): string | undefined => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);
/** `__dirname`, `import.meta.dirname` or a `here` of the file's folder. */
const isFileFolder = (node: ts.Node | undefined) => !!node && /^(__dirname|here|import\.meta\.dirname)$/.test(node.getText());

/** The paths in a script's source that leave the checkout, as written. */
function pathsOutsideInCode(file: string, source: string): string[] {
  const found: string[] = [];
  const check = (rel: string | undefined, text: string, from: 'either' | 'folder' | 'root') => {
    if (rel === undefined || !rel.startsWith('.')) return;
    const out = from === 'folder' ? outside(fromFolder(file, rel)) : from === 'root' ? outside(path.resolve(root, rel)) : escapes(file, rel);
    if (out) found.push(text);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      check(literal(node.moduleSpecifier), node.moduleSpecifier.getText(), 'folder');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      const args = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || callee === 'require') {
        check(literal(args[0]), node.getText(), 'folder');
      } else if (/^path\.(join|resolve)$/.test(callee)) {
        // Every piece after the base a literal: the path is known. The base is the file's folder or the root.
        const fromFile = isFileFolder(args[0]);
        const pieces = (fromFile ? args.slice(1) : args).map(literal);
        if (pieces.length > 0 && pieces.every((p) => p !== undefined)) check(`./${path.join(...(pieces as string[]))}`, node.getText(), fromFile ? 'folder' : 'root');
      } else if (/^(fs\.)?\w+(Sync)?$/.test(callee) && /(read|write|exists|stat|open|mkdir|rm|cp|copy|access)/i.test(callee)) {
        check(literal(args[0]), node.getText(), 'either');
      }
    } else if (ts.isNewExpression(node) && node.expression.getText() === 'URL' && node.arguments?.[1]?.getText() === 'import.meta.url') {
      check(literal(node.arguments[0]), node.getText(), 'folder');
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

/** A shell step (CI, a script, an npm script) that reaches out: `cd ../x`, a `../x` argument. They run
 * from the root (CI and the scripts change to it first; npm runs its scripts there). */
function pathsOutsideInShell(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [word] of source.matchAll(/(?<![\w$)/.])\.\.(\/[\w.-]+)*\/?/g)) if (outside(path.resolve(root, word))) found.push(word);
  return found;
}

export function pathsOutside(file: string, source: string): string[] {
  return CODE.test(file) ? pathsOutsideInCode(file, source) : SHELL.test(file) ? pathsOutsideInShell(file, source) : [];
}

function filesRunByTheProject(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => RUN_BY_THE_PROJECT.test(f) && (CODE.test(f) || SHELL.test(f)) && fs.existsSync(path.join(root, f)));
}

describe('nothing the project runs reads outside the checkout', () => {
  it('finds the ways a path can leave it (so the check below can fail)', () => {
    // Spelled from pieces so that this file never matches itself.
    const up = '..';
    const corpus = `'${up}', 'shared', 'security'`;
    expect(pathsOutside('tests/contract/bug/flow.test.ts', `const c = path.resolve(${corpus});`)).toHaveLength(1);
    expect(pathsOutside('common/x.test.ts', `const c = path.resolve(__dirname, '${up}/${up}/shared/security');`)).toHaveLength(1);
    expect(pathsOutside('tests/e2e/a.spec.ts', `fs.readFileSync('${up}/${up}/${up}/shared/spec/portal-spec.md', 'utf8');`)).toHaveLength(1);
    expect(pathsOutside('tests/e2e/a.spec.ts', `import spec from '${up}/${up}/${up}/shared/spec.json';`)).toHaveLength(1);
    expect(pathsOutside('scripts/x.mjs', `const o = path.join(here, '${up}', '${up}', 'other');`)).toHaveLength(1);
    expect(pathsOutside('scripts/x.mjs', `const u = new URL('${up}/${up}/shared/a.txt', import.meta.url);`)).toHaveLength(1);
    expect(pathsOutside('.ci/run', `cd "$(dirname "$0")/${up}"\ncp -r ${up}/shared/security tests/`)).toHaveLength(1);
    expect(pathsOutside('package.json', `"x": "node ${up}/shared/run.mjs"`)).toHaveLength(1);
    // Inside, or not a path the code uses: an import from a test to the server, the root from a
    // script, a folder of the checkout, an attack string, a lint probe's source text.
    expect(pathsOutside('tests/contract/bug/flow.test.ts', `import { x } from '${up}/${up}/${up}/server/src/app';`)).toEqual([]);
    expect(pathsOutside('scripts/build.mjs', `const root = path.resolve(here, '${up}');`)).toEqual([]);
    expect(pathsOutside('tests/e2e/a.spec.ts', `const d = path.resolve('test-results', 'e2e');`)).toEqual([]);
    expect(pathsOutside('tests/contract/fuzz.test.ts', `const bad = ['${up}/${up}/${up}/${up}/etc/passwd'];`)).toEqual([]);
    expect(pathsOutside('tests/repo/x.test.ts', "const probe = `import { x } from '" + `${up}/${up}/${up}/web/src/a` + "';`;")).toEqual([]);
    expect(pathsOutside('.ci/run', `cd "$(dirname "$0")/${up}"`)).toEqual([]);
  });

  it('holds for every test, script, CI step and config of the repository', () => {
    const files = filesRunByTheProject();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) => pathsOutside(f, fs.readFileSync(path.join(root, f), 'utf8')).map((p) => `${f}: ${p}`));
    expect(offenders).toEqual([]);
  });
});
