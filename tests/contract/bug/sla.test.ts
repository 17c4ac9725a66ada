// SLA clocks on the API (docs/rules.md#sla-clocks): the report page's `sla` object and
// the events that stop each clock (and those that do not), the queue's time-left sort and breach
// mark, the console's monthly figures (staff only) and the public statistics (no report's identity,
// medians only from 3 clocks on, fresh after a write though answered from the public cache).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatMonth } from '../../../common/contract-time';
import { bugLogs, bugs } from '../../../server/src/db/schema';
import { slaDashboard } from '../../../server/src/services/bug/sla';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
  boss = await t.newResearcher({ role: 'staff', nickname: '审核员' });
});
afterAll(() => t.close());

const H = 3600_000;
const FORM = { name: 'SLA 测试漏洞', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' };
async function newBug(who: Who, form: Record<string, string | number> = {}): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, form: { ...FORM, ...form } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
const act = async (id: number, form: Record<string, string | number | boolean>) => {
  const res = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
};
interface Clock {
  clock: string;
  state: string;
  level: number;
  targetHours: number;
  dueTime: string;
  stopTime: string | null;
  elapsedHours: number;
}
interface Sla {
  clocks: Clock[];
  nextClock: string | null;
  nextDueTime: string | null;
  breached: boolean;
}
const slaOf = async (who: Credentials, id: number) => (data(await callOp(t.app, 'getBug', { ...who, params: { id } })).bug as Data).sla as Sla;
const clock = (sla: Sla, name: string) => sla.clocks.find((c) => c.clock === name)!;
/** Moves a report's submission (and the clocks' stops with it) back in time. */
const age = (id: number, hours: number) =>
  t.db
    .update(bugs)
    .set({ submittedAt: new Date(Date.now() - hours * H) })
    .where(eq(bugs.id, id));

describe("the report page's clocks", () => {
  it('runs all four from submission against the self-assessed level', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada, { level: 3 });
    const sla = await slaOf(ada, id);
    expect(sla.clocks.map((c) => [c.clock, c.state, c.level, c.targetHours, c.stopTime])).toEqual([
      ['firstResponse', 'running', 3, 24, null],
      ['rating', 'running', 3, 120, null],
      ['reward', 'running', 3, 168, null],
      ['resolution', 'running', 3, 720, null],
    ]);
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    const due = formatDateTime(new Date(bug!.submittedAt.getTime() + 24 * H));
    expect([sla.nextClock, sla.nextDueTime, sla.breached]).toEqual(['firstResponse', due, false]);
  });

  it('is not stopped by an assignment or an internal note, and is by a reply the researcher sees', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(boss.id) } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '仅内部', internal: true } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '研究员补充' } })).json.retcode).toBe(0);
    expect(clock(await slaOf(ada, id), 'firstResponse')).toMatchObject({ state: 'running', stopTime: null });
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '已收到' } })).json.retcode).toBe(0);
    const first = clock(await slaOf(ada, id), 'firstResponse');
    expect(first.state).toBe('met');
    expect(first.stopTime).not.toBeNull();
  });

  it("leaves the report's row alone for a log entry that stops no clock", async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    // xmin: the transaction that wrote the row's current version (any update writes a new one).
    const version = async () => ((await t.db.execute(sql`select xmin::text as "v" from bugs where id = ${id}`)) as unknown as { rows: { v: string }[] }).rows[0]!.v;
    await act(id, { action: 'update@start' });
    const started = await version();
    // An assignment logs an entry for staff only: it stops no clock, so the report is not rewritten.
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(boss.id) } })).json.retcode).toBe(0);
    const [row] = await t.db.select({ assigneeId: bugs.assigneeId }).from(bugs).where(eq(bugs.id, id));
    expect(row!.assigneeId).toBe(boss.id);
    const assigned = await version();
    await t.db.insert(bugLogs).values({ bugId: id, action: 'assign', operatorId: boss.id, isStaff: true, staffOnly: true });
    expect(await version()).toBe(assigned);
    expect(assigned).not.toBe(started);
  });

  it("writes the report's row once for a staff move that stops clocks, with the stops at the log entry's time", async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    // Counts the row versions written to this report from here on (this file's own database).
    for (const statement of [
      'create table report_writes (bug_id integer)',
      'create function count_report_write() returns trigger language plpgsql as $$ begin insert into report_writes values (new.id); return null; end $$',
      'create trigger count_report_writes after update on bugs for each row execute function count_report_write()',
    ]) {
      await t.db.execute(sql.raw(statement));
    }
    const writes = async () => ((await t.db.execute(sql`select count(*)::int as "n" from report_writes where bug_id = ${id}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    // Ignoring a report nobody answered stops the first response and the resolution together.
    await act(id, { action: 'update@ignore', ignoreReason: 'out-of-scope', comment: '超出范围' });
    expect(await writes()).toBe(1);
    const [row] = await t.db.select({ firstResponseAt: bugs.firstResponseAt, resolvedAt: bugs.resolvedAt, ratedAt: bugs.ratedAt }).from(bugs).where(eq(bugs.id, id));
    const [entry] = await t.db
      .select({ createdAt: bugLogs.createdAt })
      .from(bugLogs)
      .where(and(eq(bugLogs.bugId, id), eq(bugLogs.action, 'ignore')));
    expect(row!.firstResponseAt).toEqual(entry!.createdAt);
    expect(row!.resolvedAt).toEqual(entry!.createdAt);
    expect(row!.ratedAt).toBeNull();
    // A later entry by another writer still stops nothing it should not, and rewrites nothing.
    await t.db.insert(bugLogs).values({ bugId: id, action: 'finish', operatorId: boss.id, isStaff: true });
    expect(await writes()).toBe(1);
    await t.db.execute(sql.raw('drop trigger count_report_writes on bugs'));
  });

  it('is breached when the due time passed, and stays breached once the event comes late', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    await age(id, 50); // level 2: first response within 48 h
    const late = await slaOf(ada, id);
    expect(clock(late, 'firstResponse')).toMatchObject({ state: 'breached', stopTime: null });
    expect(clock(late, 'firstResponse').elapsedHours).toBeGreaterThanOrEqual(50);
    expect(late.breached).toBe(true);
    await act(id, { action: 'update@start' });
    expect(clock(await slaOf(ada, id), 'firstResponse')).toMatchObject({ state: 'breached' });
    expect(clock(await slaOf(ada, id), 'firstResponse').stopTime).not.toBeNull();
  });

  it('stops rating and reward at the confirmation and moves running clocks to the audit level', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada, { level: 1 });
    await act(id, { action: 'update@start' });
    await act(id, { action: 'update@confirm', level: 4, baseCoins: 40 });
    const sla = await slaOf(ada, id);
    expect(clock(sla, 'firstResponse')).toMatchObject({ state: 'met', level: 1, targetHours: 72 });
    expect(clock(sla, 'rating')).toMatchObject({ state: 'met', level: 1, targetHours: 240 });
    expect(clock(sla, 'reward')).toMatchObject({ state: 'met', level: 1 });
    expect(clock(sla, 'resolution')).toMatchObject({ state: 'running', level: 4, targetHours: 360 });
    expect(sla.nextClock).toBe('resolution');
    await act(id, { action: 'update@finish' });
    const done = await slaOf(ada, id);
    expect(clock(done, 'resolution')).toMatchObject({ state: 'met', level: 4 });
    expect([done.nextClock, done.nextDueTime, done.breached]).toEqual([null, null, false]);
  });

  it('skips rating and reward of a report ignored unrated, and the reward of one rated at 0 coins', async () => {
    const ada = await t.newResearcher();
    const ignored = await newBug(ada);
    await act(ignored, { action: 'update@ignore', ignoreReason: 'out-of-scope' });
    expect((await slaOf(ada, ignored)).clocks.map((c) => c.state)).toEqual(['met', 'skipped', 'skipped', 'met']);
    const noHarm = await newBug(ada, { level: 0 });
    await act(noHarm, { action: 'update@start' });
    await act(noHarm, { action: 'update@confirm', level: 0, baseCoins: 0 });
    expect(clock(await slaOf(ada, noHarm), 'reward').state).toBe('skipped');
  });

  it('is not shown to another researcher (the report is not theirs)', async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const id = await newBug(ada);
    expect((await callOp(t.app, 'getBug', { ...eve, params: { id } })).json.retcode).toBe(1002);
  });
});

describe("the staff queue's time-left sort", () => {
  it('puts the overdue report first, then the nearest due, reports with no open clock last, and marks breaches', async () => {
    const ada = await t.newResearcher({ nickname: `slaq${Date.now() % 1e6}` });
    const fresh = await newBug(ada, { level: 1 }); // first response due in 72 h
    const urgent = await newBug(ada, { level: 4 }); // due in 24 h
    const overdue = await newBug(ada, { level: 2 });
    await age(overdue, 60); // 12 h past its 48 h
    const closed = await newBug(ada);
    await act(closed, { action: 'update@ignore', ignoreReason: 'out-of-scope' });
    const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { userId: ada.id, sort: 'time-left', pageSize: 50 } });
    const rows = data(res).bugs as Data[];
    expect(rows.map((r) => r.id)).toEqual([overdue, urgent, fresh, closed]);
    expect(rows.map((r) => [r.slaNextClock, r.slaBreached])).toEqual([
      ['firstResponse', true],
      ['firstResponse', false],
      ['firstResponse', false],
      [null, false],
    ]);
    expect(rows[3]!.slaDueTime).toBeNull();
    // The CSV follows the same order.
    const csv = await callOp(t.app, 'exportAdminBugs', { ...boss, query: { userId: ada.id, sort: 'time-left' } });
    // The id is each line's first field; a bare indexOf would also match a time's seconds (":12,").
    const ids = csv.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line: string) => Number(line.split(',')[0]));
    expect(ids).toEqual([overdue, urgent, fresh, closed]);
  });

  it('is refused to researchers and visitors', async () => {
    const ada = await t.newResearcher();
    expect((await callOp(t.app, 'listAdminBugs', { ...ada, query: { sort: 'time-left' } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'listAdminBugs', { ...(await anonymousSession(t.app)), query: { sort: 'time-left' } })).json.retcode).toBe(4006);
  });
});

describe("the console's monthly SLA figures", () => {
  it('counts this month’s reports with each clock’s median and share within target', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    await act(id, { action: 'update@start' });
    const months = data(await callOp(t.app, 'getAdminSlaDashboard', boss)).months as Data[];
    expect(months).toHaveLength(12);
    const now = months.at(-1)!;
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect(now.month).toBe(formatMonth(bug!.submittedAt));
    expect(now.reports).toBeGreaterThan(0);
    const first = (now.clocks as Data[])[0]!;
    expect(first.clock).toBe('firstResponse');
    expect(first.judged as number).toBeGreaterThan(0);
    expect(first.share).toBe(Math.round(((first.within as number) / (first.judged as number)) * 1000) / 1000);
    expect(first.medianHours).not.toBeNull();
  });

  it('tallies the same figures read in batches as read at once', async () => {
    const ada = await t.newResearcher();
    const started = await newBug(ada);
    await act(started, { action: 'update@start' });
    await newBug(ada);
    const now = new Date();
    const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(bugs);
    const count = row!.count;
    expect(count).toBeGreaterThan(2);
    // One report a batch: every report is read in a batch of its own, the last one short.
    expect(await slaDashboard(t.db, now, 1)).toEqual(await slaDashboard(t.db, now, count + 1));
    expect(await slaDashboard(t.db, now, 2)).toEqual(await slaDashboard(t.db, now));
  });

  it('is refused to researchers (4003) and visitors (4006)', async () => {
    const ada = await t.newResearcher();
    expect((await callOp(t.app, 'getAdminSlaDashboard', ada)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'getAdminSlaDashboard', await anonymousSession(t.app))).json.retcode).toBe(4006);
  });
});

describe('the public response statistics', () => {
  it('shows medians only from 3 clocks on, counts reports rated, names no report, and is fresh after a write', async () => {
    // A database of its own: the other tests' reports would blur the counts.
    const own = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
    try {
      const staffer = await own.newResearcher({ role: 'staff' });
      const ada = await own.newResearcher({ nickname: 'PublicAda' });
      const stats = async () => data(await callOp(own.app, 'getResponseStats'));
      const submit = async () => {
        await callOp(own.app, 'getCaptcha', ada);
        return data(await callOp(own.app, 'submitBug', { ...ada, form: { ...FORM, name: 'SECRET-NAME-42' } })).id as number;
      };
      const rate = async (id: number) => {
        for (const form of [{ action: 'update@start' }, { action: 'update@confirm', level: 2, baseCoins: 10 }]) {
          expect((await callOp(own.app, 'actOnBug', { ...staffer, params: { id }, form })).json.retcode).toBe(0);
        }
      };
      expect(await stats()).toEqual({ days: 90, firstResponseHours: null, ratingHours: null, rewardHours: null, reportsRated: 0 });
      const ids = [await submit(), await submit(), await submit()];
      await rate(ids[0]!);
      await rate(ids[1]!);
      // Two rated: counted, but no median yet (it would be one report's own times).
      expect(await stats()).toEqual({ days: 90, firstResponseHours: null, ratingHours: null, rewardHours: null, reportsRated: 2 });
      // Submitted 10, 20 and 30 hours before their rating: the median is 20 h.
      await own.db
        .update(bugs)
        .set({ submittedAt: new Date(Date.now() - 30 * H) })
        .where(eq(bugs.id, ids[2]!));
      await own.db
        .update(bugs)
        .set({ submittedAt: new Date(Date.now() - 10 * H) })
        .where(eq(bugs.id, ids[0]!));
      await own.db
        .update(bugs)
        .set({ submittedAt: new Date(Date.now() - 20 * H) })
        .where(eq(bugs.id, ids[1]!));
      // The clocks' stops of the first two are "now" too: move them with their submission.
      await own.db
        .update(bugs)
        .set({ firstResponseAt: new Date(), ratedAt: new Date(), rewardedAt: new Date() })
        .where(inArray(bugs.id, [ids[0]!, ids[1]!]));
      await rate(ids[2]!); // a write: the cached answer must not outlive it
      const shown = await stats();
      expect(shown.reportsRated).toBe(3);
      for (const key of ['firstResponseHours', 'ratingHours', 'rewardHours']) expect(Math.abs((shown[key] as number) - 20)).toBeLessThan(0.2);
      const res = await callOp(own.app, 'getResponseStats', await anonymousSession(own.app));
      expect(Object.keys(res.json.retdata as Data).sort()).toEqual(['days', 'firstResponseHours', 'ratingHours', 'reportsRated', 'rewardHours']);
      for (const secret of ['SECRET-NAME-42', 'PublicAda', ...ids.map((id) => `"id":${id}`)]) expect(res.body).not.toContain(secret);
      expect(res.headers['cache-control']).toMatch(/^public/);
    } finally {
      await own.close();
    }
  });
});
