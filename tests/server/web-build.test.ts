// `npm start` builds a part of dist/ only when its output is missing or older than its sources; the
// bundle carries the contract as the YAML the reference serves and as JSON the server reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import YAML from 'yaml';
// @ts-expect-error plain ES module script without type declarations
import { copyContract, PARTS, staleReason } from '../../scripts/build.mjs';

interface Part {
  output: string;
  sources: string[];
}
const reason = staleReason as (part: Part, base: string) => string | null;
const parts = PARTS as Record<'web' | 'server', Part>;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tree() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-build-'));
  dirs.push(base);
  fs.mkdirSync(path.join(base, 'web/src/pages'), { recursive: true });
  fs.writeFileSync(path.join(base, 'web/src/pages/home.tsx'), 'export {}');
  fs.writeFileSync(path.join(base, 'web/index.html'), '<html></html>');
  fs.mkdirSync(path.join(base, 'server/src/db'), { recursive: true });
  fs.writeFileSync(path.join(base, 'server/src/db/schema.ts'), 'export {}');
  return base;
}
const setTime = (p: string, seconds: number) => fs.utimesSync(p, seconds, seconds);

it('builds the web app when dist/web is missing, is stale after any source change, and is current otherwise', () => {
  const base = tree();
  const web = parts.web;
  expect(reason(web, base)).toBe('dist/web/index.html is missing');
  fs.mkdirSync(path.join(base, 'dist/web'), { recursive: true });
  fs.writeFileSync(path.join(base, 'dist/web/index.html'), 'built');
  for (const p of ['web/src/pages/home.tsx', 'web/src/pages', 'web/src', 'web/index.html']) setTime(path.join(base, p), 1_000);
  setTime(path.join(base, 'dist/web/index.html'), 2_000);
  expect(reason(web, base)).toBeNull();
  setTime(path.join(base, 'web/src/pages/home.tsx'), 3_000);
  expect(reason(web, base)).toBe('dist/web/index.html is older than its sources');
  setTime(path.join(base, 'web/src/pages/home.tsx'), 1_000);
  setTime(path.join(base, 'web/index.html'), 3_000);
  expect(reason(web, base)).toBe('dist/web/index.html is older than its sources');
});

it('rebuilds the server bundle when a server source changes, and not for a web change', () => {
  const base = tree();
  const server = parts.server;
  expect(reason(server, base)).toBe('dist/server/main.mjs is missing');
  fs.mkdirSync(path.join(base, 'dist/server'), { recursive: true });
  fs.writeFileSync(path.join(base, 'dist/server/main.mjs'), 'built');
  for (const p of ['server/src/db/schema.ts', 'server/src/db', 'server/src', 'web/src/pages/home.tsx']) setTime(path.join(base, p), 1_000);
  setTime(path.join(base, 'dist/server/main.mjs'), 2_000);
  expect(reason(server, base)).toBeNull();
  setTime(path.join(base, 'web/src/pages/home.tsx'), 3_000);
  expect(reason(server, base)).toBeNull();
  setTime(path.join(base, 'server/src/db/schema.ts'), 3_000);
  expect(reason(server, base)).toBe('dist/server/main.mjs is older than its sources');
});

it('puts the contract beside the bundle as the same YAML and as JSON holding the same document', async () => {
  const base = tree();
  const root = path.resolve(import.meta.dirname, '../..');
  await (copyContract as (fromRoot: string, toDist: string) => Promise<void>)(root, path.join(base, 'dist'));
  const yaml = fs.readFileSync(path.join(root, 'generated/openapi.yaml'), 'utf8');
  expect(fs.readFileSync(path.join(base, 'dist/openapi/openapi.yaml'), 'utf8')).toBe(yaml);
  expect(JSON.parse(fs.readFileSync(path.join(base, 'dist/openapi/openapi.json'), 'utf8'))).toEqual(YAML.parse(yaml));
});
