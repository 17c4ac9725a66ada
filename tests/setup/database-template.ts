// The database every test file starts from, migrated once per run instead of once per file (about
// 2–6 s of PGlite's initdb plus the migrations, more on a busy machine): an embedded database's
// data folder dumped to a file, or on PostgreSQL a template database that CREATE DATABASE copies.
// Keyed by the migrations and PGlite's version, so a changed migration builds a new template.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(root, 'server/src/db/migrations');
const cacheDir = path.join(root, 'node_modules/.cache/src-portal-tests');

/** A short hash of every migration file and the installed PGlite (its data folder format). */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  walk(migrations);
  hash.update(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 12);
}

/** The dump of a migrated embedded database (built when missing), as a file path. */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ pgliteDir: 'memory' });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: a second run starting at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** The address of `database` on the server of `url`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The name of a migrated template database on the PostgreSQL of `url` (created when missing). */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `portal_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    // Built under another name and renamed when complete, so a template is never half migrated.
    const building = `${name}_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, building) });
    await database.close();
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (err) {
      // Another run finished the same template first: theirs is as good as ours.
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      if ((err as { code?: string }).code !== '42P04') throw err;
    }
    return name;
  } finally {
    await admin.end();
  }
}
