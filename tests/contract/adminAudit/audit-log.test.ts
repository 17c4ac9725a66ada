// The staff audit log: one generic writer (plugins/app/audit.ts) appends exactly one entry per staff
// write that succeeded or was refused (4003), with the actor as the account was, the action, the
// target, the client's address and the request's fields with secrets redacted; reads, researchers'
// writes and failed writes append nothing; staff sign-in and sign-out append. Then the list's
// filters and its CSV export, every answer checked against the contract, and the append-only rule
// at the database (on PostgreSQL too: the lane runs this file's tagged tests).
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bugs, users } from '../../../server/src/db/schema';
import { anonymousSession, callOp, type CallOptions, type Credentials, data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
let other: Who;
let researcher: Who;

beforeAll(async () => {
  t = await startTestApp();
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss', email: 'boss@src.example.org' });
  other = await t.newResearcher({ role: 'staff', nickname: 'Other', email: 'other@src.example.org' });
  researcher = await t.newResearcher({ nickname: 'Ada' });
});
afterAll(() => t.close());

const entries = () => t.db.select().from(auditLog).orderBy(desc(auditLog.id));
const count = async () => (await entries()).length;
type Entry = {
  id: number;
  actor: { userId: number; email: string; nickname: string };
  action: string;
  targetKind: string | null;
  targetId: number | null;
  outcome: string;
  summary: string;
  ip: string;
  via: string;
  tokenId: number | null;
};
const list = async (query: CallOptions['query'] = {}, who: Credentials = boss) => {
  const res = await callOp(t.app, 'listAuditLog', { ...who, query: { pageSize: 50, ...query } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as { total: number; entries: Entry[] };
};

async function newBug(name = '越权'): Promise<number> {
  const [row] = await t.db.insert(bugs).values({ userId: researcher.id, name, level: 2, detail: '<p>x</p>', mainType: 3, subType: 301 }).returning({ id: bugs.id });
  return row!.id;
}

/** Runs a call and answers the entries it appended. */
async function appended(call: () => Promise<unknown>) {
  const before = (await entries())[0]?.id ?? 0;
  await call();
  return (await entries()).filter((e) => e.id > before);
}

describe('recording', () => {
  it('appends exactly one entry for a staff write, with actor, action, target, address, fields and before/after', async () => {
    const id = await newBug();
    const rows = await appended(async () => {
      const res = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@start', comment: '开始处理' } });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: boss.id,
      actorEmail: 'boss@src.example.org',
      actorNickname: 'Boss',
      action: 'actOnBug',
      targetKind: 'bug',
      targetId: id,
      outcome: 'ok',
      ip: '127.0.0.1',
      via: 'session',
      tokenId: null,
    });
    expect(rows[0]!.summary).toEqual({ fields: { action: 'update@start', comment: '开始处理' }, before: { status: 10 }, after: { status: 20, rewardCoins: 0 } });
  });

  it('names a created object by the id its answer gives, and cuts long texts', async () => {
    const long = '很长的回复'.repeat(100);
    const rows = await appended(async () => {
      const res = await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: '常用', content: long, language: 'zh' } });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
    });
    expect(rows).toHaveLength(1);
    const [created] = await t.db.execute(sql`select max(id)::int as id from common_responses`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    expect(rows[0]).toMatchObject({ action: 'createCommonResponse', targetKind: 'common-response', targetId: created!.id });
    const content = (rows[0]!.summary as { fields: { content: string } }).fields.content;
    expect(content).toBe(`${long.slice(0, 200)}…`);
  });

  it('appends nothing for a read, a failed write, a researcher’s write or a researcher refused a staff write', async () => {
    const id = await newBug();
    const rows = await appended(async () => {
      expect((await callOp(t.app, 'listAdminBugs', boss)).json.retcode).toBe(0);
      expect((await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).json.retcode).toBe(0);
      // A move the report's status does not allow: refused as a business error, not recorded.
      expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@finish' } })).json.retcode).not.toBe(0);
      expect((await callOp(t.app, 'urgeBug', { ...researcher, params: { id } })).json.retcode).not.toBe(4003);
      expect((await callOp(t.app, 'createAddress', { ...researcher, form: { realname: 'Ada', tel: '13800138000', address: '北京市海淀区 1 号' } })).json.retcode).toBe(0);
      expect((await callOp(t.app, 'actOnBug', { ...researcher, params: { id }, form: { action: 'update@start' } })).json.retcode).toBe(4003);
    });
    expect(rows).toEqual([]);
  });

  it('records a staff token refused a write its scope does not hold, as refused, via the token', async () => {
    const id = await newBug();
    const made = await callOp(t.app, 'createApiToken', { ...boss, form: { name: 'read only', scopes: ['staff:bugs:read'], expiresInDays: 1 } });
    const secret = (data(made) as { token: string }).token;
    const [token] = await t.db.execute(sql`select max(id)::int as id from api_tokens`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const rows = await appended(async () => {
      const res = await callOp(t.app, 'actOnBug', { headers: { authorization: `Bearer ${secret}` }, params: { id }, form: { action: 'update@start' } });
      expect(res.json.retcode).toBe(4003);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: boss.id, action: 'actOnBug', targetKind: 'bug', targetId: id, outcome: 'refused', via: 'token', tokenId: token!.id });
    // The bug did not move.
    expect((await t.db.select({ status: bugs.status }).from(bugs).where(eq(bugs.id, id)))[0]!.status).toBe(10);
  });

  it('records a staff member’s sign-in (code redacted) and sign-out, never a researcher’s', async () => {
    const signIn = async (email: string) => {
      const anon = await anonymousSession(t.app);
      expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } })).json.retcode).toBe(0);
      const text = fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8');
      const code = /\b(\d{6})\b/.exec(text.split(email).at(-1) ?? '')![1]!;
      const res = await callOp(t.app, 'emailLogin', { ...anon, form: { email, code } });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
      const cookie = res.cookies.find((c) => c.name === 'src_sid')!;
      return { code, creds: { cookies: { src_sid: cookie.value }, headers: { 'x-csrf-token': (data(res) as { token: string }).token } } };
    };
    const staffIn = await appended(async () => {
      const { code, creds } = await signIn('boss@src.example.org');
      expect(JSON.stringify(await entries())).not.toContain(code);
      expect((await callOp(t.app, 'logout', creds)).json.retcode).toBe(0);
    });
    expect(staffIn.map((e) => [e.action, e.actorId, e.targetKind, e.outcome]).reverse()).toEqual([
      ['auth.signIn', boss.id, 'session', 'ok'],
      ['auth.signOut', boss.id, 'session', 'ok'],
    ]);
    expect((staffIn.at(-1)!.summary as { fields: Record<string, string> }).fields).toEqual({ email: 'boss@src.example.org', code: '[redacted]' });
    const researcherIn = await appended(async () => {
      const { creds } = await signIn('ada.audit@example.org');
      await callOp(t.app, 'logout', creds);
    });
    expect(researcherIn).toEqual([]);
  });

  it('keeps who acted after the account is renamed', async () => {
    const id = await newBug();
    await callOp(t.app, 'replyAdminBug', { ...other, params: { id }, form: { content: '收到' } });
    await t.db.update(users).set({ nickname: 'Renamed' }).where(eq(users.id, other.id));
    const { entries: got } = await list({ actorId: other.id });
    expect(got[0]!.actor).toEqual({ userId: other.id, email: 'other@src.example.org', nickname: 'Other' });
  });
});

describe('reading', () => {
  it('filters by actor, action, target, outcome and day, newest first, in pages', async () => {
    const id = await newBug('筛选');
    await callOp(t.app, 'actOnBug', { ...other, params: { id }, form: { action: 'update@start' } });
    await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '已复现' } });
    const onBug = await list({ targetKind: 'bug', targetId: id });
    expect(onBug.entries.map((e) => [e.action, e.actor.userId])).toEqual([
      ['replyAdminBug', boss.id],
      ['actOnBug', other.id],
    ]);
    expect((await list({ targetKind: 'bug', targetId: id, actorId: other.id })).entries.map((e) => e.action)).toEqual(['actOnBug']);
    expect((await list({ action: 'replyAdminBug', targetId: id })).total).toBe(1);
    expect((await list({ outcome: 'refused' })).entries.every((e) => e.outcome === 'refused')).toBe(true);
    const paged = await list({ pageSize: 1, page: 2, targetKind: 'bug', targetId: id });
    expect(paged).toMatchObject({ total: 2, entries: [{ action: 'actOnBug' }] });
    // Days in UTC+8: an entry written now is within today, not within yesterday.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 16 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ targetId: id, startTime: today, endTime: today })).total).toBe(2);
    expect((await list({ targetId: id, startTime: today, endTime: yesterday })).total).toBe(2);
    expect((await list({ targetId: id, endTime: yesterday })).total).toBe(0);
    expect((await callOp(t.app, 'listAuditLog', { ...boss, query: { startTime: '2026-02-30' } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'listAuditLog', { ...boss, query: { action: 'DROP TABLE' } })).json.retcode).toBe(1001);
  });

  it('refuses researchers and visitors', async () => {
    expect((await callOp(t.app, 'listAuditLog', researcher)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'exportAuditLog', researcher)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'listAuditLog')).json.retcode).toBe(4006);
  });

  it('exports the filtered entries as CSV with formula cells neutralised', async () => {
    const mallory = await t.newResearcher({ role: 'staff', nickname: '=HYPERLINK("http://evil")', email: 'mallory@src.example.org' });
    await callOp(t.app, 'replyAdminBug', { ...mallory, params: { id: await newBug() }, form: { content: '@SUM(1)' } });
    await callOp(t.app, 'replyAdminBug', { ...mallory, params: { id: await newBug() }, form: { content: '收到' } });
    const res = await callOp(t.app, 'exportAuditLog', { ...boss, query: { actorId: mallory.id, language: 'en' } });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename=.*audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Id,Time,Actor id,Actor email,Actor,Action,Target kind,Target id,Outcome,Client address,Via,Token id,Summary');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((l) => l.includes(`,${mallory.id},mallory@src.example.org,"'=HYPERLINK(""http://evil"")",replyAdminBug,bug,`))).toBe(true);
    expect(lines[1]).toContain(',Succeeded,127.0.0.1,Session,,');
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the log at the database', { tags: ['postgres'] }, async () => {
    const id = await newBug();
    await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '收到' } });
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [t.db.update(auditLog).set({ action: 'forged' }), t.db.delete(auditLog), t.db.execute(sql`truncate audit_log`)]) {
      const refusal = await Promise.resolve(statement).then(
        () => null,
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
      expect(refusal).toMatch(/audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    expect(await count()).toBe(before);
    expect((await entries()).some((e) => e.action === 'forged')).toBe(false);
  });
});
