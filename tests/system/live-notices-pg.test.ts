/** @module-tag postgres */
// Live notices across servers, in CI's PostgreSQL lane: two apps on one database, each
// listening on the notice channel with its own connection. A notice written through server A (a
// staff action over HTTP) reaches a stream opened on server B within a second; a write on A that
// rolls back reaches nobody; a sign-out on A ends the session's stream on B.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/index';
import { putSetting } from '../../server/src/services/settings/settings';
import { bugs, users } from '../../server/src/db/schema';
import { randomToken } from '../../server/src/plugins/app/session';
import { notify } from '../../server/src/services/notice/notices';
import { DbSessionStore } from '../../server/src/infra/stores/session-store';
import type { Who } from '../contract/harness';
import { openStream, type SseEvent, type SseStream } from '../contract/notice/sse-client';
import { eventually } from '../eventually';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('live notices on two servers sharing one PostgreSQL', () => {
  const pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-live-'));
  const servers: { app: FastifyInstance; database: Database }[] = [];
  const streams: SseStream[] = [];

  async function start() {
    const database = await openDatabase({ databaseUrl: url!, pgSchema });
    // Staff act through bare sessions here, as in every test app (tests/contract/harness.ts).
    await putSetting(database.db, 'staffSecondFactorRequired', false);
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url! }), db: database.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.noticeHubReady;
    servers.push({ app, database });
    return app;
  }

  async function person(db: Database['db'], role: 'researcher' | 'staff'): Promise<Who> {
    const [row] = await db
      .insert(users)
      .values({ email: `${crypto.randomBytes(4).toString('hex')}@example.org`, nickname: role, role, staffRoles: role === 'staff' ? ['owner'] : [] })
      .returning({ id: users.id });
    const token = randomToken();
    const csrfToken = randomToken();
    await new DbSessionStore(db).set(token, { userId: row!.id, role, staffRoles: [], csrfToken }, 3600);
    return { id: row!.id, cookies: { src_sid: token }, headers: { 'x-csrf-token': csrfToken } };
  }

  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await start(); // migrates the schema first
    b = await start();
  }, 120_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    for (const s of servers) await s.app.close();
    await servers[0]?.database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`));
    for (const s of servers) await s.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const isNotice = (e: SseEvent) => e.event === 'notice';

  it('a notice written through A arrives on a stream opened on B within a second; a rolled-back one never', async () => {
    const db = servers[0]!.database.db;
    const ada = await person(db, 'researcher');
    const boss = await person(db, 'staff');
    const onB = await openStream(b, ada, { language: 'en' });
    streams.push(onB);
    await onB.next((e) => e.event === 'unread');

    await expect(
      db.transaction(async (tx) => {
        await notify(tx, ada.id, { type: 'user', key: 'coins.changed', params: { amount: 1, reason: 'rolled back' }, link: null });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');

    const res = await a.inject({
      method: 'POST',
      url: `/v2/admin/api/user/${ada.id}/coins?language=zh`,
      cookies: boss.cookies,
      headers: { ...boss.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=5&reason=thanks',
    });
    expect(res.json().retcode, res.body).toBe(0);
    // Timed from A's answer: the write's own time on a busy machine is not the trip through NOTIFY.
    const started = Date.now();
    const arrived = await onB.next(isNotice, { timeoutMs: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((arrived.data as { title: string }).title).not.toMatch(/[\u4e00-\u9fff]/);
    await onB.next((e) => e.event === 'unread' && (e.data as { unread: number }).unread === 1);
    expect(onB.events.filter(isNotice)).toHaveLength(1);
    // An open, idle stream holds none of B's pooled connections (the listener has its own).
    const pool = (servers[1]!.database.db as unknown as { $client: pg.Pool }).$client;
    await eventually(() => pool.totalCount - pool.idleCount === 0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
    expect(b.noticeHub.streamsOf(ada.id)).toBe(1);
  });

  it('a change to a report and an arrival on its page through A reach staff streams on B, not researchers’', async () => {
    const db = servers[0]!.database.db;
    const ada = await person(db, 'researcher');
    const boss = await person(db, 'staff');
    const [report] = await db.insert(bugs).values({ userId: ada.id, name: 'live', level: 2, detail: '<p>x</p>', mainType: 3, subType: 301 }).returning({ id: bugs.id });
    const id = report!.id;
    const staffOnB = await openStream(b, boss);
    const adaOnB = await openStream(b, ada);
    streams.push(staffOnB, adaOnB);
    await Promise.all([staffOnB.next((e) => e.event === 'unread'), adaOnB.next((e) => e.event === 'unread')]);
    const about = (name: string) => (e: SseEvent) => e.event === name && (e.data as { id: number }).id === id;

    const note = await a.inject({
      method: 'POST',
      url: `/v2/admin/api/bug/${id}/comment?language=zh`,
      cookies: boss.cookies,
      headers: { ...boss.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=live&internal=true',
    });
    expect(note.json().retcode, note.body).toBe(0);
    await staffOnB.next(about('bug'), { timeoutMs: 1_000 });
    const touch = await a.inject({ method: 'PUT', url: `/v2/admin/api/bug/${id}/presence?language=zh`, cookies: boss.cookies, headers: boss.headers });
    expect(touch.json().retcode, touch.body).toBe(0);
    await staffOnB.next(about('presence'), { timeoutMs: 1_000 });
    expect(adaOnB.events.some((e) => e.event === 'bug' || e.event === 'presence')).toBe(false);
  });

  it('a sign-out on A ends the session’s stream on B', async () => {
    const ada = await person(servers[0]!.database.db, 'researcher');
    const onB = await openStream(b, ada);
    streams.push(onB);
    await onB.next((e) => e.event === 'unread');
    const out = await a.inject({ method: 'POST', url: '/v2/api/logout?language=zh', cookies: ada.cookies, headers: ada.headers });
    expect(out.json().retcode, out.body).toBe(0);
    await onB.ended;
    expect(b.noticeHub.streamsOf(ada.id)).toBe(0);
  });
});
