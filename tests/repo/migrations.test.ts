// Migrations run in whatever schema the database's search path names (the PostgreSQL suites give
// each test a schema of its own): a reference drizzle-kit writes as "public"."users" would point
// outside it, so generated foreign keys are edited to name the table alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/src/db/migrations');

describe('the migrations', () => {
  it('never name the public schema in a reference', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(15);
    expect(files.filter((f) => /REFERENCES "public"\./.test(fs.readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
  });
});
