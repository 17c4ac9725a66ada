// `npm start` builds the web app only when web/dist is missing or older than its sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
// @ts-expect-error plain ES module script without type declarations
import { webBuildReason } from '../../scripts/web-build.mjs';

const reason = webBuildReason as (web: string) => string | null;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function webFolder() {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-web-'));
  dirs.push(web);
  fs.mkdirSync(path.join(web, 'src/pages'), { recursive: true });
  fs.writeFileSync(path.join(web, 'src/pages/home.tsx'), 'export {}');
  fs.writeFileSync(path.join(web, 'index.html'), '<html></html>');
  return web;
}
const setTime = (p: string, seconds: number) => fs.utimesSync(p, seconds, seconds);

it('builds when dist is missing, is stale after any source change, and is current otherwise', () => {
  const web = webFolder();
  expect(reason(web)).toBe('web/dist is missing');
  fs.mkdirSync(path.join(web, 'dist'));
  fs.writeFileSync(path.join(web, 'dist/index.html'), 'built');
  for (const p of ['src/pages/home.tsx', 'src/pages', 'src', 'index.html']) setTime(path.join(web, p), 1_000);
  setTime(path.join(web, 'dist/index.html'), 2_000);
  expect(reason(web)).toBeNull();
  setTime(path.join(web, 'src/pages/home.tsx'), 3_000);
  expect(reason(web)).toBe('web/dist is older than its sources');
  setTime(path.join(web, 'src/pages/home.tsx'), 1_000);
  setTime(path.join(web, 'index.html'), 3_000);
  expect(reason(web)).toBe('web/dist is older than its sources');
});
