// The database every test file starts from, migrated once instead of once per file (about 2–6 s of
// PGlite's initdb plus the migrations, more on a busy machine): an embedded database's data folder
// dumped to a file and kept as a folder, or on PostgreSQL a template database that CREATE DATABASE
// copies. Keyed by the migrations and PGlite's version, so a changed migration builds a new one.
// The demo's template (the demo loaded once per run) serves the files that need the demo's data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { formatDate } from '../../common/contract-time';
import { openDatabase, type Database } from '../../server/src/db/index';
import { loadDemo } from '../../server/src/demo/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const migrations = path.join(root, 'server/src/db/migrations');
const cacheDir = path.join(root, 'node_modules/.cache/src-portal-tests');

/** A short hash of the files under `dirs` (sorted by path), and of `extra`. */
function hashOf(dirs: string[], extra: string[] = []): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(fs.readFileSync(file));
    }
  };
  dirs.forEach(walk);
  for (const e of extra) hash.update(e);
  return hash.digest('hex').slice(0, 12);
}

/** Every migration and the installed PGlite (its data folder format). */
const templateKey = () => hashOf([migrations], [fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')]);

/** An embedded database's template: its data folder dumped to a file, and the same folder on disk. */
export interface PgliteTemplate {
  /** PGlite's dumpDataDir, for a throw-away in-memory copy (loadDataDir). */
  dump: string;
  /** The data folder itself, for a server process or an app on disk: copied to DATA_DIR/db. */
  folder: string;
}

const DAY = 24 * 3600 * 1000;

/** The template at `base` (a folder with the dump and the data folder), when one is complete there. */
function existing(base: string): PgliteTemplate | undefined {
  const template = { dump: path.join(base, 'dump.tar'), folder: path.join(base, 'data') };
  return fs.existsSync(template.dump) && fs.existsSync(template.folder) ? template : undefined;
}

/**
 * Writes `database`'s data folder to `base` as a dump and as a folder. Built aside and renamed into
 * place in one step: two runs at once (CI's two lanes) never see half a template, and one that
 * loses the race uses the winner's. Templates not used for two days are removed.
 */
async function writeTemplate(database: Database, base: string): Promise<PgliteTemplate> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  const partial = `${base}.${process.pid}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  fs.writeFileSync(path.join(partial, 'dump.tar'), dump);
  // A folder PGlite opens as it is: the dump loaded once into a data folder on disk.
  const onDisk = new PGlite(path.join(partial, 'data'), { loadDataDir: new Blob([dump]) });
  await onDisk.waitReady;
  await onDisk.close();
  try {
    fs.renameSync(partial, base);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!existing(base)) throw err;
  }
  for (const entry of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, entry);
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - mtime > 2 * DAY) fs.rmSync(file, { recursive: true, force: true });
  }
  return existing(base)!;
}

/** The migrated embedded database, kept between runs under node_modules/.cache (rebuilt when a migration changes). */
export async function pgliteTemplate(): Promise<PgliteTemplate> {
  const base = path.join(cacheDir, `pglite-${templateKey()}`);
  const found = existing(base);
  if (found) return touched(base, found);
  const database = await openDatabase({ pgliteDir: 'memory' });
  try {
    return await writeTemplate(database, base);
  } finally {
    await database.close();
  }
}

/** Marks a template used now (the clean-up keeps what was used in the last two days). */
function touched(base: string, template: PgliteTemplate): PgliteTemplate {
  const now = new Date();
  fs.utimesSync(base, now, now);
  return template;
}

/**
 * The migrated database with the demo loaded. Rebuilt when the migrations or the demo change, and
 * each day (UTC+8): the demo's dates follow the clock (this month's ranks, running activities).
 */
export async function pgliteDemoTemplate(migrated: PgliteTemplate): Promise<PgliteTemplate> {
  const day = formatDate(new Date());
  const base = path.join(cacheDir, `pglite-demo-${hashOf([path.join(root, 'server/src/demo')], [migrated.dump, day])}`);
  const found = existing(base);
  if (found) return touched(base, found);
  const database = await openDatabase({ pgliteDir: 'memory', pgliteFrom: new Blob([fs.readFileSync(migrated.dump)]) });
  try {
    if (!(await loadDemo(database.db)).loaded) throw new Error('the demo did not load into the template');
    return await writeTemplate(database, base);
  } finally {
    await database.close();
  }
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
