// Two guards against errors the pages would log: every browser spec takes `test` from
// tests/e2e/fixtures.ts (which fails a test on any console.error or uncaught exception of its
// pages), and no style of the site uses a selector Emotion warns about on every load
// (`:first-child`, `:nth-child`, `:nth-last-child`: it asks for their `-of-type` forms).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((e) => (e.isFile() && pattern.test(e.name) ? [path.join(e.parentPath, e.name)] : []));
}

describe('errors the pages log', () => {
  it('every browser spec uses the fixture that fails on a page error', () => {
    const specs = files(path.join(root, 'tests/e2e'), /\.spec\.ts$/);
    expect(specs.length).toBeGreaterThan(10);
    const direct = specs.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return !/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures'/.test(text) || /import \{[^}]*(?<!type )\btest\b[^}]*\} from '@playwright\/test'/.test(text);
    });
    expect(direct.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('no style of the site uses a selector Emotion warns about', () => {
    const unsafe = files(path.join(root, 'web/src'), /\.tsx?$/)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /(:first|:nth|:nth-last)-child/.test(fs.readFileSync(file, 'utf8')));
    expect(unsafe.map((file) => path.relative(root, file))).toEqual([]);
  });
});
