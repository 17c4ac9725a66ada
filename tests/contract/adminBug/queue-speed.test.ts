// What the queue's indexes stand on gives the results the queue gave without them (migration
// queue_speed). The SLA due times it filters and sorts by (bugs.sla_next_due_at, sla_late_at,
// sla_stopped_late, kept by a database trigger; docs/rules.md#sla-clocks) stay what the clocks
// themselves say (sla-clocks.ts, the report page's and the queue row's) as a report is asked for
// information, answers, is rated, paid and closed, and when the targets change: the `missedTarget`
// filter and the "time left" key are compared with slaSummary at several times. The keyword's
// trigram index finds Chinese titles exactly as reading every title does.
import { count, eq, sql } from 'drizzle-orm';
import { BugStatus } from '@generated/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { queueWhere, type QueueFilter } from '../../../server/src/services/bug/queue';
import { breachedSql, factsOf, nextDueSql } from '../../../server/src/services/bug/sla';
import { slaSummary } from '../../../server/src/services/bug/sla-clocks';
import { getSetting, putSetting } from '../../../server/src/services/settings/settings';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

const H = 3600_000;
// The app's clock, the real time at the start (the moves take the real time, the queue this one).
const clockMs = Date.now();
let t: TestApp;
let boss: Who;
let ada: Who;
beforeAll(async () => {
  t = await startTestApp({}, { now: () => clockMs });
  boss = await t.newResearcher({ role: 'staff', nickname: '时限审核员' });
  ada = await t.newResearcher();
});
afterAll(() => t.close());

/** Checks the stored times against the clocks at each of `hours` from now, and answers the breaches. */
async function agree(id: number, hours = [0, 30, 24 * 20, 24 * 200]): Promise<boolean[]> {
  const [row] = await t.db.select().from(bugs).where(eq(bugs.id, id));
  const targets = await getSetting(t.db, 'slaTargets');
  const breaches: boolean[] = [];
  for (const h of hours) {
    const now = new Date(clockMs + h * H);
    const expected = slaSummary(factsOf(row!), targets, now);
    const [got] = await t.db
      .select({ due: sql<string | null>`(${nextDueSql(now)})::text`, breached: sql<boolean>`${breachedSql(now)}` })
      .from(bugs)
      .where(eq(bugs.id, id));
    const label = `report ${id}, ${h} h on`;
    expect(got!.breached, label).toBe(expected.breached);
    if (expected.next) expect(Math.abs(new Date(got!.due!).getTime() - expected.next.dueAt.getTime()), label).toBeLessThan(5);
    else expect(got!.due, label).toBeNull();
    breaches.push(got!.breached);
  }
  return breaches;
}

async function report(level: number, submittedHoursAgo: number): Promise<number> {
  const [row] = await t.db
    .insert(bugs)
    .values({ userId: ada.id, name: '时限测试', level, detail: 'd', mainType: 3, subType: 301, status: 10, submittedAt: new Date(clockMs - submittedHoursAgo * H) })
    .returning({ id: bugs.id });
  return row!.id;
}
const act = async (id: number, form: Record<string, string | number | boolean>) => {
  const res = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
};

describe('the stored SLA due times', () => {
  it('follow a report through a pause, its answer, the rating, the reward and the close', async () => {
    // Level 3: a first answer within 24 hours; submitted 10 hours ago, so still in time.
    const id = await report(3, 10);
    expect(await agree(id)).toEqual([false, true, true, true]);
    // Asking is the first answer (in time); the pause then holds every other clock.
    expect((await callOp(t.app, 'askBugInfo', { ...boss, params: { id }, form: { question: '请补充复现步骤' } })).json.retcode).toBe(0);
    const paused = await agree(id);
    expect(paused).toEqual([false, false, false, false]);
    // The question is three days old when the researcher answers: the wait joins the paused hours.
    await t.db
      .update(bugs)
      .set({ infoRequestedAt: new Date(clockMs - 72 * H) })
      .where(eq(bugs.id, id));
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '已补充' } })).json.retcode).toBe(0);
    const [answered] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect([answered!.infoRequestedAt, Number(answered!.ratingPausedHours)]).toEqual([null, expect.closeTo(72, 1)]);
    await agree(id);
    await act(id, { action: 'update@start' });
    await act(id, { action: 'update@confirm', level: 1, baseCoins: 1 });
    // Rated and paid: only the resolution runs, now at the audit level's target.
    await agree(id);
    // Asked again while confirmed, then closed by a fix: the pause ends with the review.
    expect((await callOp(t.app, 'askBugInfo', { ...boss, params: { id }, form: { question: '修复了吗' } })).json.retcode).toBe(0);
    await agree(id);
    await act(id, { action: 'update@finish' });
    const [closed] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect([closed!.resolvedAt !== null, closed!.infoRequestedAt, closed!.slaNextDueAt]).toEqual([true, null, null]);
    expect(await agree(id)).toEqual([false, false, false, false]);
  });

  it('keep a late stop late, and skip what an ignored unrated report can no longer do', async () => {
    // Level 0 (72 hours for a first answer), submitted five days ago: already late.
    const id = await report(0, 120);
    expect(await agree(id)).toEqual([true, true, true, true]);
    await act(id, { action: 'update@ignore', ignoreReason: 'other', comment: '不予处理' });
    const [ignored] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect([ignored!.slaStoppedLate, ignored!.slaLateAt, ignored!.slaNextDueAt]).toEqual([true, null, null]);
    expect(await agree(id)).toEqual([true, true, true, true]);
  });

  it('move with the targets when they change, and back when the setting goes', async () => {
    const id = await report(2, 30);
    const before = await agree(id);
    expect(before[0]).toBe(false);
    const targets = await getSetting(t.db, 'slaTargets');
    await putSetting(t.db, 'slaTargets', { ...targets, firstResponse: [1, 1, 1, 1, 1] });
    expect(await agree(id)).toEqual([true, true, true, true]);
    // Saving the same targets again leaves the reports alone (and still agrees).
    await putSetting(t.db, 'slaTargets', { ...targets, firstResponse: [1, 1, 1, 1, 1] });
    await t.db.execute(sql`delete from settings where key = 'slaTargets'`);
    // The defaults again: the migration's copy of them agrees with settings.ts's.
    expect(await agree(id)).toEqual(before);
  });

  it('put the queue’s overdue reports first by time left, paused ones by their moved due time', async () => {
    const name = '时限排序';
    const make = async (level: number, hoursAgo: number) => {
      const id = await report(level, hoursAgo);
      await t.db.update(bugs).set({ name }).where(eq(bugs.id, id));
      return id;
    };
    const late = await make(3, 48);
    const soon = await make(3, 20);
    const later = await make(0, 1);
    const waiting = await make(3, 23);
    // Waiting since 30 hours before its first answer was due: its due time moved on with the pause.
    await t.db
      .update(bugs)
      .set({ firstResponseAt: new Date(clockMs - 22 * H), infoRequestedAt: new Date(clockMs - 22 * H) })
      .where(eq(bugs.id, waiting));
    const list = async (query: Record<string, string | number | boolean>) => {
      const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword: name, ...query } });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
      return (data(res).bugs as Data[]).map((b) => b.id);
    };
    expect(await list({ sort: 'time-left' })).toEqual([late, soon, later, waiting]);
    expect(await list({ sort: 'time-left', pageSize: 2, page: 2 })).toEqual([later, waiting]);
    expect(await list({ missedTarget: true })).toEqual([late]);
    expect(await list({ missedTarget: false })).toEqual([later, soon, waiting]);
    for (const id of [late, soon, later, waiting]) await agree(id);
  });

  it('count the broad filters’ totals by their complement exactly as counting their rows does', async () => {
    // Reports of every kind from the tests above: late, in time, stopped late, waiting for the researcher.
    const now = new Date(clockMs);
    const filters: QueueFilter[] = [{ needsInfo: false }, { missedTarget: true }, { needsInfo: false, missedTarget: true }, { missedTarget: false }];
    const narrows: QueueFilter[] = [{}, { keyword: '时限' }, { status: BugStatus.Unreviewed }];
    const seen = new Set<number>();
    for (const broad of filters) {
      for (const narrow of narrows) {
        const filter = { ...broad, ...narrow };
        const [direct] = await t.db
          .select({ n: count() })
          .from(bugs)
          .where(queueWhere(filter, 'zh', boss.id, now));
        const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { ...filter, pageSize: 1 } });
        expect(res.json.retcode, res.json.retmsg).toBe(0);
        expect(data(res).total, JSON.stringify(filter)).toBe(direct!.n);
        seen.add(direct!.n);
      }
    }
    // The filters drop some reports and keep others (else the complement would not be tried).
    const [all] = await t.db.select({ n: count() }).from(bugs);
    expect([...seen].some((n) => n > 0 && n < all!.n)).toBe(true);
  });
});

/** A raw statement's rows. */
const rows = async <R>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;

/** The plans the planner may pick: the index (a GIN index is read by bitmap), every row, or any. */
async function only(plans: 'bitmap' | 'seq' | 'any') {
  for (const [setting, off] of [
    ['enable_seqscan', plans === 'bitmap'],
    ['enable_indexscan', plans === 'bitmap'],
    ['enable_bitmapscan', plans === 'seq'],
  ] as const) {
    await t.db.execute(sql.raw(`set ${setting} = ${off ? 'off' : 'on'}`));
  }
}

describe('the level and type indexes', () => {
  it('serve the totals of the level filter (the staff level once rated) and the type filter', async () => {
    const plans: string[] = [];
    // Rows read one by one would be cheaper in a table this small: the planner is told to use an index.
    await t.db.execute(sql.raw('set enable_seqscan = off'));
    await t.db.execute(sql.raw('set enable_bitmapscan = off'));
    try {
      for (const filter of [{ level: 3 }, { mainType: 4 }] satisfies QueueFilter[]) {
        const where = queueWhere(filter, 'zh', boss.id, new Date(clockMs));
        plans.push((await rows<Record<string, string>>(sql`explain select count(*) from ${bugs} where ${where}`)).map((r) => Object.values(r).join('')).join('\n'));
      }
    } finally {
      await only('any');
    }
    expect(plans[0]).toMatch(/bugs_effective_level_idx/);
    expect(plans[1]).toMatch(/bugs_main_type_idx/);
  });
});

describe('the keyword index', () => {
  it('finds Chinese and mixed titles as reading every title does', async () => {
    const names = ['SQL注入漏洞 登录页', '登录页存在sql注入', '越权访问订单详情', 'Report XSS 注入点', '订单接口越权'];
    await t.db.insert(bugs).values(names.map((name) => ({ userId: ada.id, name, level: 2, detail: 'd', mainType: 3, subType: 301, status: 10 })));
    // Chinese characters make trigrams here (PGlite's C.UTF-8; PostgreSQL in a UTF-8 locale).
    const [grams] = await rows<{ n: number }>(sql`select array_length(show_trgm('注入漏洞'), 1) as n`);
    expect(grams!.n).toBeGreaterThan(0);
    await only('bitmap');
    const plan = (await rows<Record<string, string>>(sql`explain select id from bugs where name ilike '%注入漏洞%'`)).map((r) => Object.values(r).join(''));
    await only('any');
    // Either trigram index serves ILIKE (the hint's GiST beside the keyword's GIN).
    expect(plan.join('\n')).toMatch(/bugs_name_trgm(_gist)?_idx/);
    const ids = async (keyword: string) => {
      const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword, pageSize: 50 } });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
      return (data(res).bugs as Data[]).map((b) => b.name as string).sort();
    };
    for (const keyword of ['注入漏洞', 'SQL注入', '注入', '登录页', '越权访问', 'xss 注入']) {
      const expected = names.filter((n) => n.toLowerCase().includes(keyword.toLowerCase())).sort();
      // Through the index (the embedded database's one connection is the app's), then row by row.
      await only('bitmap');
      const indexed = await ids(keyword);
      await only('any');
      await only('seq');
      const scanned = await ids(keyword);
      await only('any');
      expect([indexed, scanned], keyword).toEqual([expected, expected]);
    }
  });
});
