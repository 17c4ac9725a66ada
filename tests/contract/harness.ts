// The server contract harness: builds the app, calls operations by operationId with fastify.inject,
// and validates every response against the spec's response schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import crypto from 'node:crypto';
import { openDatabase, type Database, type Db } from '../../server/src/db/index';
import { users } from '../../server/src/db/schema';
import type { StaffRole } from '../../generated/enums';
import { loadDemo } from '../../server/src/demo/index';
import { randomToken } from '../../server/src/plugins/app/session';
import { DbSessionStore } from '../../server/src/infra/stores/session-store';
import { putSetting } from '../../server/src/services/settings/settings';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../setup/database-template';
import { assertResponseMatches, operation } from './spec-validator';

export interface Credentials {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/** A signed-in test user: its id and credentials. */
export type Who = { id: number } & Credentials;
/** An answer's retdata, for tests that read a few fields of it. */
export type Data = Record<string, unknown>;
export const data = (r: { json: { retdata: unknown } }) => r.json.retdata as Data;

export interface NewUser {
  email?: string;
  nickname?: string;
  role?: 'researcher' | 'staff';
  /** A staff member's roles: owner unless given (a researcher holds none). */
  staffRoles?: StaffRole[];
  phone?: string | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** Inserts a user (unique email unless given) and returns its id. */
  createUser(user?: NewUser): Promise<number>;
  /** A signed-in session for a user id (its role and staff roles are the account's), with its CSRF header. */
  sessionAs(userId: number): Promise<Credentials>;
  /** A new user signed in: its id and credentials. */
  newResearcher(user?: NewUser): Promise<{ id: number } & Credentials>;
  close(): Promise<void>;
}

/**
 * The database of a test app: a throw-away PGlite copied from the run's migrated template (with the
 * demo loaded, for `demo`); with TEST_DATABASE_URL, a database of its own on that PostgreSQL copied
 * from the template database (tests/setup/database-template.ts), dropped at the end. Each test file
 * gets its own copy: the same isolation as migrating an empty one, in a fraction of the time.
 */
export async function openTestDatabase({ demo = false }: { demo?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject(demo ? 'pgliteDemoTemplate' : 'pgliteTemplate');
    // The template was migrated when it was built (its key is the migrations' hash), so the copy
    // skips the migrator's check at open: reading and hashing every migration file each time.
    return openDatabase({ pgliteDir: 'memory', pgliteFrom: new Blob([fs.readFileSync(template.dump)]), deferMigrations: true });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set but no template database was built (tests/setup/global.ts)');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), deferMigrations: true });
  const dropped = {
    ...database,
    async close() {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
  // One PostgreSQL template only: the demo is loaded into the copy.
  if (demo) await loadDemo(dropped.db);
  return dropped;
}

/**
 * Gives a data folder its embedded database before a server or an app opens it: a copy of the
 * migrated template (with the demo, for `demo`), so the process starts without initdb, migrations
 * or the demo's load (a start on an empty folder is what the browser tests' server does).
 */
export function seedDataDir(dataDir: string, { demo = false }: { demo?: boolean } = {}): void {
  fs.cpSync(inject(demo ? 'pgliteDemoTemplate' : 'pgliteTemplate').folder, path.join(dataDir, 'db'), { recursive: true });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `staffSecondFactor`: whether staff must have two-factor sign-in, as in production (the setting's
 * default). Off unless asked for: the tests sign staff in with a bare session (`sessionAs`), as the
 * demo's staff signs in by emailed code alone. `now`: the clock of the second-factor checks.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  {
    demo,
    staffSecondFactor = false,
    ...options
  }: Pick<AppOptions, 'noticeStreams' | 'remoteImagePolicy' | 'now' | 'oidc' | 'diskFree'> & { demo?: boolean; staffSecondFactor?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-test-'));
  const database = await openTestDatabase({ demo });
  if (!staffSecondFactor) await putSetting(database.db, 'staffSecondFactorRequired', false);
  const store = new DbSessionStore(database.db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }), db: database.db, sessionStore: store, ...options });
  await app.ready();
  let seq = 0;
  const t: TestApp = {
    app,
    db: database.db,
    dataDir,
    async createUser(user = {}) {
      seq++;
      const [row] = await database.db
        .insert(users)
        .values({
          email: user.email ?? `user${seq}-${crypto.randomBytes(3).toString('hex')}@example.org`,
          nickname: user.nickname ?? `tester${seq}`,
          role: user.role ?? 'researcher',
          staffRoles: user.role === 'staff' ? (user.staffRoles ?? ['owner']) : [],
          phone: user.phone === undefined ? '+8613800000000' : user.phone,
        })
        .returning({ id: users.id });
      return row!.id;
    },
    async sessionAs(userId) {
      const token = randomToken();
      const csrfToken = randomToken();
      await store.set(token, { userId, role: null, staffRoles: [], csrfToken }, 3600);
      return { cookies: { src_sid: token }, headers: { 'x-csrf-token': csrfToken } };
    },
    async newResearcher(user = {}) {
      const id = await t.createUser(user);
      return { id, ...(await t.sessionAs(id)) };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  form?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The client's address (127.0.0.1 unless given): limits per address. */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  json: { retcode: number; retmsg: string; retdata: unknown } & Record<string, unknown>;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string }[];
}

/** Calls an operation and fails the test when the answer is not what the spec documents. */
export async function callOp(app: FastifyInstance, operationId: string, opts: CallOptions = {}): Promise<CallResult> {
  const op = operation(operationId);
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(opts.params?.[name] ?? '')));
  const query: Record<string, string> = { language: 'zh' };
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = String(v);
  let payload = opts.payload;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.form)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
    }
    payload = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await app.inject({ method: op.method as InjectOptions['method'], url, query, payload, headers, cookies: opts.cookies, remoteAddress: opts.remoteAddress });
  const contentType = String(res.headers['content-type'] ?? '');
  const json = contentType.includes('application/json') ? res.json() : undefined;
  assertResponseMatches(operationId, res.statusCode, contentType, json);
  // A personal API token never gets a session: no answer to a bearer request sets a cookie.
  if (/^bearer /i.test(headers.authorization ?? '') && res.headers['set-cookie'] !== undefined) {
    throw new Error(`${operationId}: a bearer answer set a cookie`);
  }
  return { status: res.statusCode, json, body: res.body, headers: res.headers, cookies: res.cookies };
}

/** An anonymous session with its CSRF token, as a browser gets it from getInfo. */
export async function anonymousSession(app: FastifyInstance): Promise<Credentials> {
  const res = await callOp(app, 'getInfo');
  const cookie = res.cookies.find((c) => c.name === 'src_sid');
  const token = (res.json.retdata as { token: string }).token;
  if (!cookie) throw new Error('getInfo set no session cookie');
  return { cookies: { src_sid: cookie.value }, headers: { 'x-csrf-token': token } };
}

/** A multipart/form-data body built by hand (fields, then one part named file), as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----srcportal' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
