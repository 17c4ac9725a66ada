/** @module-tag postgres */
// Two servers on one PostgreSQL (docs/operations.md, "Deploying"), in CI's PostgreSQL lane: two
// apps built from the same configuration (DATABASE_URL, and one DATA_DIR: the shared volume the
// uploads live on without S3_URL), each with its own connection pool and change feed, listening on
// 127.0.0.1 and called over real HTTP. A session, an upload, the sign-in rate limit and the monthly
// prize are shared; a write on A reaches B's in-memory caches (public reads, rank pages, signed-in reads, sessions)
// through LISTEN/NOTIFY within a second, while B still answers from memory until told.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/index';
import { putSetting } from '../../server/src/services/settings/settings';
import { announcements, ledger, monthlyPrizes, rateLimits, sessions, users, verificationCodes } from '../../server/src/db/schema';
import { randomToken } from '../../server/src/plugins/app/session';
import { RATE_LIMITS } from '../../server/src/plugins/external/hardening';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { startPrizeSchedule } from '../../server/src/jobs/monthly-prize';
import { LISTENER_NAME } from '../../server/src/infra/change-feed/pg-change-transport';
import { DbSessionStore, sessionKey } from '../../server/src/infra/stores/session-store';
import { multipart } from '../contract/harness';
import { assertResponseMatches, operation } from '../contract/spec-validator';

const url = process.env.TEST_DATABASE_URL;

interface Server {
  app: FastifyInstance;
  database: Database;
  base: string;
}

/** A browser: its session cookie and the latest CSRF token it was given. */
interface Browser {
  cookie?: string;
  csrf?: string;
}

interface Answer {
  status: number;
  json: { retcode: number; retmsg: string; retdata: unknown };
  headers: Headers;
  bytes: Buffer;
}

type Data = Record<string, unknown>;
const data = (a: Answer) => a.json.retdata as Data;

describe.runIf(url)('two servers on one PostgreSQL', () => {
  const pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-two-'));
  let a: Server;
  let b: Server;
  // The monthly prize's schedule starts with each server (before it listens, as in main.ts); its
  // start-up catch-up waits for the test's data. 1 April 2025 00:30 UTC+8: March is due.
  let prizeData!: () => void;
  const prizeGate = new Promise<void>((resolve) => (prizeData = resolve));
  const prizeRuns: Promise<void>[] = [];
  const prizeClock = { now: () => new Date('2025-03-31T16:30:00Z'), setTimer: () => undefined, clearTimer: () => undefined, after: prizeGate };

  async function start(): Promise<Server> {
    const database = await openDatabase({ databaseUrl: url!, pgSchema });
    // Staff act through bare sessions here, as in every test app (tests/contract/harness.ts).
    await putSetting(database.db, 'staffSecondFactorRequired', false);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url! });
    const app = await buildApp({ config, db: database.db });
    await app.changes.ready;
    const prize = startPrizeSchedule({ db: database.db, log: app.log, changes: app.changes }, prizeClock);
    app.addHook('onClose', () => prize.stop());
    prizeRuns.push(prize.first);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, database, base: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    a = await start(); // migrates the schema first
    b = await start();
  }, 120_000);

  afterAll(async () => {
    prizeData(); // when a test failed before the prize's
    for (const s of [a, b]) await s?.app.close();
    await a?.database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`));
    for (const s of [a, b]) await s?.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Calls an operation over HTTP as `who` (keeping its cookie and token) and checks the answer against the contract. */
  async function call(
    server: Server,
    operationId: string,
    who: Browser,
    opts: { params?: Record<string, string | number>; query?: Record<string, string | number>; form?: Record<string, string | number>; body?: { payload: Buffer; contentType: string } } = {},
  ): Promise<Answer> {
    const op = operation(operationId);
    const address = new URL(server.base + op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(opts.params?.[name] ?? ''))));
    address.searchParams.set('language', 'zh');
    for (const [k, v] of Object.entries(opts.query ?? {})) address.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    if (who.cookie) headers.cookie = `src_sid=${who.cookie}`;
    if (who.csrf) headers['x-csrf-token'] = who.csrf;
    let body: string | Blob | undefined;
    if (opts.form) {
      body = new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)])).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.body) {
      body = new Blob([new Uint8Array(opts.body.payload)]);
      headers['content-type'] = opts.body.contentType;
    }
    const res = await fetch(address, { method: op.method, headers, body });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('src_sid='));
    if (set) who.cookie = set.split(';')[0]!.slice('src_sid='.length);
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    const json = type.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : { retcode: 0, retmsg: '', retdata: null };
    if (type.startsWith('application/json')) assertResponseMatches(operationId, res.status, type, json);
    const token = (json.retdata as { token?: unknown } | null)?.token;
    if (typeof token === 'string') who.csrf = token;
    return { status: res.status, json, headers: res.headers, bytes };
  }

  /** Polls until `seen` holds; the time it took in ms. */
  async function timeUntil(seen: () => Promise<boolean>, limitMs = 1_000): Promise<number> {
    const started = performance.now();
    while (!(await seen())) {
      if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return performance.now() - started;
  }

  function lastCode(email: string): string {
    const text = fs.readFileSync(path.join(dataDir, 'outbox.log'), 'utf8');
    const code = /code=(\d{6})/.exec(text.split(`to=${email}`).at(-1) ?? '')?.[1];
    if (!code) throw new Error(`no code for ${email}`);
    return code;
  }

  async function signIn(server: Server, email: string): Promise<Browser> {
    const browser: Browser = {};
    await call(server, 'getInfo', browser);
    expect((await call(server, 'sendLoginCode', browser, { form: { email } })).json.retcode).toBe(0);
    expect((await call(server, 'emailLogin', browser, { form: { email, code: lastCode(email) } })).json.retcode).toBe(0);
    return browser;
  }

  async function staffBrowser(): Promise<Browser> {
    const [staff] = await a.database.db
      .insert(users)
      .values({ email: `staff-${randomToken().slice(0, 8)}@example.org`, role: 'staff', staffRoles: ['owner'] })
      .returning({ id: users.id });
    const token = randomToken();
    const csrf = randomToken();
    await new DbSessionStore(a.database.db).set(token, { userId: staff!.id, role: 'staff', staffRoles: [], csrfToken: csrf }, 3600);
    return { cookie: token, csrf };
  }

  const signedIn = async (server: Server, who: Browser) => (await call(server, 'getInfo', { ...who })).json.retcode === 0;

  it('signs in on A and is signed in on B; signing out on A ends the session on B within 1 s', async () => {
    const ada = await signIn(a, 'ada@example.org');
    const info = await call(b, 'getInfo', { ...ada });
    expect(info.json.retcode).toBe(0);
    const [row] = await b.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ada@example.org'));
    expect(data(info).info).toMatchObject({ userId: row!.id });

    // B keeps the session in memory: a row deleted behind the servers' backs is still honoured there.
    const hidden = await signIn(a, 'hidden@example.org');
    expect(await signedIn(b, hidden)).toBe(true);
    await a.database.db.delete(sessions).where(eq(sessions.tokenHash, sessionKey(hidden.cookie!)));
    expect(await signedIn(b, hidden)).toBe(true);

    // A sign-out through A is announced: B refuses the old cookie as soon as the NOTIFY reaches it.
    // It travels beside the answer, not before it (a busy test run took a few ms), hence a bound.
    expect(await signedIn(b, ada)).toBe(true);
    const before = { ...ada };
    expect((await call(a, 'logout', ada)).json.retcode).toBe(0);
    const ms = await timeUntil(async () => !(await signedIn(b, before)));
    process.stdout.write(`B refused the signed-out cookie after ${ms.toFixed(1)} ms\n`);
  });

  it('sees a role change made on A on B within 1 s', async () => {
    const bob = await signIn(a, 'bob@example.org');
    expect((await call(b, 'listAdminUsers', { ...bob })).json.retcode).toBe(4003); // B caches bob's session as a researcher
    const staff = await staffBrowser();
    const [user] = await a.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'bob@example.org'));
    expect((await call(a, 'setUserRole', staff, { params: { id: user!.id }, form: { role: 'staff' } })).json.retcode).toBe(0);
    await timeUntil(async () => (await call(b, 'listAdminUsers', { ...bob })).json.retcode === 0);
  });

  it('downloads through B a file uploaded through A (one DATA_DIR shared by both)', async () => {
    const cy = await signIn(a, 'cy@example.org');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(2_000, 0x20)]);
    const up = await call(a, 'uploadFile', cy, { body: multipart({ fileType: 'image' }, { name: 'a.png', content: png }) });
    expect(up.json.retcode).toBe(0);
    const down = await call(b, 'downloadFile', { ...cy }, { params: { key: String(data(up).key) } });
    expect(down.status).toBe(200);
    expect(down.bytes.equals(png)).toBe(true);
  });

  it('changes a public read cached on B within 1 s of a staff write on A', async () => {
    const titles = async () => (data(await call(b, 'listAnnouncements', {}, { query: { page: 1, pageSize: 10 } })).announcements as Data[]).map((x) => x.title);
    const first = await titles();
    // B answers from memory: a row written behind the servers' backs is not seen there yet.
    await a.database.db.insert(announcements).values({ title: 'unannounced', type: 1, content: '<p>x</p>', language: 'zh' });
    expect(await titles()).toEqual(first);
    const staff = await staffBrowser();
    expect((await call(a, 'createAnnouncement', staff, { form: { title: 'from A', type: 1, content: '<p>hello</p>' } })).json.retcode).toBe(0);
    const ms = await timeUntil(async () => (await titles()).includes('from A'));
    process.stdout.write(`B saw A's announcement after ${ms.toFixed(1)} ms\n`);
  });

  it('drops what it kept when its feed connection is lost, and hears A again once it is back', async () => {
    const titles = async () => (data(await call(b, 'listAnnouncements', {}, { query: { page: 1, pageSize: 10 } })).announcements as Data[]).map((x) => x.title);
    await titles();
    await a.database.db.insert(announcements).values({ title: 'while away', type: 1, content: '<p>x</p>', language: 'zh' });
    expect(await titles()).not.toContain('while away'); // from memory
    // The database ends both servers' listening connections (a restart, a failover, a pooler).
    await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`);
    // Whatever was missed meanwhile is unknown: B reads through while away and drops everything when back.
    const ms = await timeUntil(async () => (await titles()).includes('while away'), 3_000);
    process.stdout.write(`B dropped its cache ${ms.toFixed(1)} ms after losing its feed\n`);
    await timeUntil(async () => a.app.changes.live && b.app.changes.live, 5_000);
    await titles();
    const staff = await staffBrowser();
    expect((await call(a, 'createAnnouncement', staff, { form: { title: 'after the reconnect', type: 1, content: '<p>x</p>' } })).json.retcode).toBe(0);
    await timeUntil(async () => (await titles()).includes('after the reconnect'));
  });

  it("shows a staff award made on A in B's rank within 1 s", async () => {
    await signIn(a, 'dee@example.org');
    const [user] = await a.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'dee@example.org'));
    const top = async () => (data(await call(b, 'listUserRank', {}, { query: { page: 1, pageSize: 10 } })).rank as Data[]).find((r) => r.userId === user!.id)?.score;
    expect(await top()).toBeUndefined(); // and now cached on B
    const staff = await staffBrowser();
    expect((await call(a, 'changeUserCoins', staff, { params: { id: user!.id }, form: { amount: 5_000, reason: 'award' } })).json.retcode).toBe(0);
    const ms = await timeUntil(async () => (await top()) === 5_000);
    process.stdout.write(`B's rank showed A's award after ${ms.toFixed(1)} ms\n`);
  });

  it("shows a staff award made on A in the researcher's centre on B within 1 s", async () => {
    const eve = await signIn(a, 'eve@example.org');
    const [user] = await a.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'eve@example.org'));
    const coins = async () => (data(await call(b, 'getCenterSummary', { ...eve })).summary as Data).coins;
    expect(await coins()).toBe(0); // and now cached on B for eve
    // B answers eve from memory: a ledger record written behind the servers' backs is not seen there yet.
    await a.database.db.transaction((tx) => postLedger(tx, { userId: user!.id, type: CoinType.BugRating, amount: 3, earned: true }));
    expect(await coins()).toBe(0);
    const staff = await staffBrowser();
    expect((await call(a, 'changeUserCoins', staff, { params: { id: user!.id }, form: { amount: 700, reason: 'award' } })).json.retcode).toBe(0);
    const ms = await timeUntil(async () => (await coins()) === 703);
    process.stdout.write(`B's centre showed A's award after ${ms.toFixed(1)} ms\n`);
  });

  it('counts the sign-in code limit across both servers', async () => {
    // Earlier tests sent codes from 127.0.0.1: start this address's windows afresh.
    await a.database.db.delete(rateLimits);
    await a.database.db.update(verificationCodes).set({ ip: 'earlier-test' });
    const max = RATE_LIMITS.sendLoginCode!;
    const browser: Browser = {};
    await call(a, 'getInfo', browser);
    const send = (server: Server, i: number) => call(server, 'sendLoginCode', browser, { form: { email: `limit-${i}@example.org` } });
    const onA = Math.floor(max / 2) + 1;
    for (let i = 0; i < onA; i++) expect((await send(a, i)).json.retcode).toBe(0);
    const firstOnB = await send(b, onA);
    expect(firstOnB.json.retcode).toBe(0);
    expect(firstOnB.headers.get('x-ratelimit-remaining')).toBe(String(max - onA - 1)); // B counts A's requests
    for (let i = onA + 1; i < max; i++) expect((await send(b, i)).json.retcode).toBe(0);
    const refused = await send(b, max);
    expect(refused.json.retcode).toBe(1003);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0); // the rate limit's refusal, not the code table's
  });

  it('pays the monthly prize once when both servers catch up at the same instant, and both ranks show it', async () => {
    const [winner] = await a.database.db.insert(users).values({ email: 'winner@example.org', nickname: 'winner' }).returning({ id: users.id });
    await a.database.db.transaction((tx) => postLedger(tx, { userId: winner!.id, type: CoinType.BugRating, amount: 1_500, earned: true, at: new Date('2025-03-10T00:00:00Z') }));
    prizeData();
    await Promise.all(prizeRuns);
    expect(prizeRuns).toHaveLength(2);
    const [n] = await a.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(monthlyPrizes)
      .where(eq(monthlyPrizes.month, '2025-03'));
    expect(n!.n).toBe(1);
    const prizes = await a.database.db
      .select({ amount: ledger.amount })
      .from(ledger)
      .where(sql`${ledger.userId} = ${winner!.id} and ${ledger.reason} = 2`);
    expect(prizes).toHaveLength(1);
    for (const server of [a, b]) {
      const march = data(await call(server, 'listUserRank', {}, { query: { startTime: '2025-03-01', endTime: '2025-03-31' } })).rank as Data[];
      expect(march.find((r) => r.userId === winner!.id)?.score).toBe(1_500 + prizes[0]!.amount);
    }
  });
});
