// Bulk actions on the triage queue (docs/rules.md#bulk-actions): each report handled by its single
// action, refusals listed beside what was done, the 500 limit, the filter mode, one log entry per
// report, and the roles that may act.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugLogs, bugs, notices, staffInbox } from '../../../server/src/db/schema';
import { callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
beforeAll(async () => {
  t = await startTestApp();
  boss = await t.newResearcher({ role: 'staff', nickname: '批量审核员' });
});
afterAll(() => t.close());

async function reports(userId: number, statuses: number[]): Promise<number[]> {
  const rows = await t.db
    .insert(bugs)
    .values(statuses.map((status, i) => ({ userId, name: `批量 ${i}`, level: 2, detail: 'd', mainType: 3, subType: 301, status })))
    .returning({ id: bugs.id });
  return rows.map((r) => r.id);
}
const bulk = (who: Credentials, form: Record<string, string | number | boolean | (string | number)[] | undefined>) => callOp(t.app, 'bulkActOnBugs', { ...who, form });
const logsOf = (ids: number[], action: string) =>
  t.db
    .select()
    .from(bugLogs)
    .where(and(inArray(bugLogs.bugId, ids), eq(bugLogs.action, action)));

/**
 * Watches the statements that write rows of the reports (updates) and of their logs (inserts):
 * `statements` answers the tables written since the last call, one name per statement.
 */
async function watchWrites() {
  await t.db.execute(sql.raw('create table bulk_statements (tbl text)'));
  await t.db.execute(
    sql.raw(
      `create function count_bulk_statement() returns trigger language plpgsql as $$ begin insert into bulk_statements select tg_table_name where exists (select 1 from changed); return null; end $$`,
    ),
  );
  await t.db.execute(sql.raw('create trigger count_bug_updates after update on bugs referencing new table as changed for each statement execute function count_bulk_statement()'));
  await t.db.execute(sql.raw('create trigger count_log_inserts after insert on bug_logs referencing new table as changed for each statement execute function count_bulk_statement()'));
  return {
    // Statements that wrote rows (the log trigger's own update of the report finds the stops set and writes none).
    statements: async () => {
      const rows = (await t.db.execute(sql.raw('select tbl from bulk_statements order by tbl'))) as unknown as { rows: { tbl: string }[] };
      await t.db.execute(sql.raw('delete from bulk_statements'));
      return rows.rows.map((r) => r.tbl);
    },
    stop: async () => {
      await t.db.execute(sql.raw('drop trigger count_bug_updates on bugs'));
      await t.db.execute(sql.raw('drop trigger count_log_inserts on bug_logs'));
      await t.db.execute(sql.raw('drop function count_bulk_statement()'));
      await t.db.execute(sql.raw('drop table bulk_statements'));
    },
  };
}

describe('bulkActOnBugs', () => {
  it('starts what the state machine allows and lists the rest, one log entry per report', async () => {
    const ada = await t.newResearcher();
    const [a, b, c, confirmed] = await reports(ada.id, [10, 10, 10, 30]);
    const res = await bulk(boss, { action: 'start', ids: [a!, confirmed!, b!, c!, 2_000_000_000] });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const out = data(res);
    expect(out.done).toEqual([
      { id: a, status: 20 },
      { id: b, status: 20 },
      { id: c, status: 20 },
    ]);
    expect((out.refused as Data[]).map((r) => [r.id, r.retcode])).toEqual([
      [confirmed, 1006],
      [2_000_000_000, 1002],
    ]);
    expect((out.refused as Data[])[0]!.message).toContain('已确认');
    expect((await logsOf([a!, b!, c!, confirmed!], 'start')).map((l) => l.bugId).sort()).toEqual([a, b, c].sort());
    const [still] = await t.db.select().from(bugs).where(eq(bugs.id, confirmed!));
    expect(still!.status).toBe(30);
  });

  it('undoes only the report that fails in the middle of a batch and keeps the ones done before it', async () => {
    const [ada, bob] = [await t.newResearcher(), await t.newResearcher()];
    const [a] = await reports(ada.id, [10]);
    const [b] = await reports(bob.id, [10]);
    const [c] = await reports(ada.id, [10]);
    // b's log entry cannot be written: b fails after its move was written.
    await t.db.execute(sql.raw(`create function test_no_log() returns trigger language plpgsql as $$ begin raise exception 'no log'; end $$`));
    await t.db.execute(sql.raw(`create trigger test_no_log before insert on bug_logs for each row when (new.bug_id = ${b}) execute function test_no_log()`));
    try {
      // A server error (the harness refuses its undocumented 500), not a refusal listed with the others.
      await expect(bulk(boss, { action: 'ignore', ids: [a!, b!, c!], ignoreReason: 'other' })).rejects.toThrow(/HTTP 500/);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_no_log on bug_logs'));
      await t.db.execute(sql.raw('drop function test_no_log()'));
    }
    const rows = await t.db
      .select({ id: bugs.id, status: bugs.status })
      .from(bugs)
      .where(inArray(bugs.id, [a!, b!, c!]))
      .orderBy(bugs.id);
    expect(rows.map((r) => r.status)).toEqual([52, 10, 10]);
    expect((await logsOf([a!, b!, c!], 'ignore')).map((l) => l.bugId)).toEqual([a]);
    const told = await t.db
      .select({ userId: notices.userId })
      .from(notices)
      .where(and(inArray(notices.userId, [ada.id, bob.id]), eq(notices.key, 'bug.acted')));
    // a's notice, written with the batch's others at its end; none for b, refused, or c, never reached.
    expect(told.map((n) => n.userId)).toEqual([ada.id]);
  });

  it('ignores every report a filter matches, with the reason and the explanation', async () => {
    const ada = await t.newResearcher();
    const ids = await reports(ada.id, [10, 20, 30]);
    const res = await callOp(t.app, 'bulkActOnBugs', {
      ...boss,
      query: { language: 'en' },
      form: { action: 'ignore', filter: `userId=${ada.id}&status=10`, ignoreReason: 'out-of-scope', comment: '不在范围内' },
    });
    expect(data(res)).toEqual({ done: [{ id: ids[0], status: 52 }], refused: [] });
    const [row] = await t.db.select().from(bugs).where(eq(bugs.id, ids[0]!));
    expect([row!.ignoreReason, row!.closeNote]).toEqual(['out-of-scope', '不在范围内']);
    // Without a status the filter takes all three: the confirmed one is refused, the ignored one too.
    const again = data(await bulk(boss, { action: 'ignore', filter: `userId=${ada.id}`, ignoreReason: 'other' }));
    expect((again.done as Data[]).map((d) => d.id)).toEqual([ids[1]]);
    expect((again.refused as Data[]).map((r) => [r.id, r.retcode])).toEqual([
      [ids[0], 1006],
      [ids[2], 1006],
    ]);
    expect(await logsOf(ids, 'ignore')).toHaveLength(2);
  });

  it('writes a batch of moves together: one update of the reports and one insert of their log entries, each comment filled for its own report', async () => {
    const ada = await t.newResearcher();
    const [a, b, confirmed, c, d] = await reports(ada.id, [10, 20, 30, 10, 10]);
    const { statements, stop } = await watchWrites();
    try {
      const same = data(await bulk(boss, { action: 'ignore', ids: [a!, confirmed!, b!], ignoreReason: 'out-of-scope', comment: 'Out of scope' }));
      expect(same).toEqual({
        done: [
          { id: a, status: 52 },
          { id: b, status: 52 },
        ],
        refused: [{ id: confirmed, retcode: 1006, message: expect.any(String) }],
      });
      expect(await statements()).toEqual(['bug_logs', 'bugs']);
      // The comment's placeholders differ by report: one update each, the entries still one insert.
      const own = data(await bulk(boss, { action: 'ignore', ids: [c!, d!], ignoreReason: 'other', comment: 'Report #{id}' }));
      expect((own.done as Data[]).map((x) => x.id)).toEqual([c, d]);
      expect(await statements()).toEqual(['bug_logs', 'bugs', 'bugs']);
    } finally {
      await stop();
    }
    const rows = await t.db
      .select({ id: bugs.id, closeNote: bugs.closeNote, firstResponseAt: bugs.firstResponseAt, resolvedAt: bugs.resolvedAt })
      .from(bugs)
      .where(inArray(bugs.id, [a!, b!, c!, d!]))
      .orderBy(bugs.id);
    expect(rows.map((r) => r.closeNote)).toEqual(['Out of scope', 'Out of scope', `Report #${c}`, `Report #${d}`]);
    // The SLA stops are set by the shared update, at the log entries' time.
    const logs = await logsOf([a!, b!, c!, d!], 'ignore');
    expect(logs.map((l) => l.note).sort()).toEqual(['Out of scope', 'Out of scope', `Report #${c}`, `Report #${d}`].sort());
    for (const row of rows) {
      const entry = logs.find((l) => l.bugId === row.id)!;
      expect([row.firstResponseAt?.getTime(), row.resolvedAt?.getTime()]).toEqual([entry.createdAt.getTime(), entry.createdAt.getTime()]);
    }
  });

  it('refuses a filter matching more than 500 reports, both or neither of ids and filter, and a bad filter', async () => {
    const ada = await t.newResearcher();
    await reports(
      ada.id,
      Array.from({ length: 501 }, () => 10),
    );
    const tooMany = await bulk(boss, { action: 'start', filter: `userId=${ada.id}` });
    expect([tooMany.json.retcode, tooMany.json.retmsg]).toEqual([1001, expect.stringContaining('filter')]);
    const [one] = await t.db.select({ id: bugs.id, status: bugs.status }).from(bugs).where(eq(bugs.userId, ada.id)).limit(1);
    expect(one!.status).toBe(10);
    expect((await bulk(boss, { action: 'start' })).json.retcode).toBe(1001);
    expect((await bulk(boss, { action: 'start', ids: [one!.id], filter: 'status=10' })).json.retcode).toBe(1001);
    expect((await bulk(boss, { action: 'start', filter: 'status=99' })).json.retcode).toBe(1001);
    expect((await bulk(boss, { action: 'start', filter: 'colour=red' })).json.retmsg).toContain('colour');
    const over = await bulk(boss, { action: 'start', ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(over.json.retcode).toBe(1001);
  });

  it('assigns or clears, checking the assignee once', async () => {
    const ada = await t.newResearcher();
    const lin = await t.newResearcher({ role: 'staff', staffRoles: ['triager'], nickname: '林' });
    const ids = await reports(ada.id, [10, 52]);
    expect(data(await bulk(boss, { action: 'assign', ids, assigneeId: String(lin.id) }))).toEqual({
      done: [
        { id: ids[0], status: 10 },
        { id: ids[1], status: 52 },
      ],
      refused: [],
    });
    expect((await t.db.select().from(bugs).where(inArray(bugs.id, ids))).map((b) => b.assigneeId)).toEqual([lin.id, lin.id]);
    expect(await logsOf(ids, 'assign')).toHaveLength(2);
    const notStaff = await bulk(boss, { action: 'assign', ids, assigneeId: String(ada.id) });
    expect([notStaff.json.retcode, notStaff.json.retmsg]).toEqual([1001, expect.stringContaining('assigneeId')]);
    expect(data(await bulk(lin, { action: 'assign', ids, assigneeId: '' })).done).toHaveLength(2);
    expect((await t.db.select().from(bugs).where(inArray(bugs.id, ids))).map((b) => b.assigneeId)).toEqual([null, null]);
  });

  it('writes a batch of assignments together and lists a report not found', async () => {
    const ada = await t.newResearcher();
    const [a, b, c] = await reports(ada.id, [10, 20, 30]);
    const { statements, stop } = await watchWrites();
    try {
      const out = data(await bulk(boss, { action: 'assign', ids: [a!, 2_000_000_000, b!, c!], assigneeId: String(boss.id) }));
      expect(out).toEqual({
        done: [
          { id: a, status: 10 },
          { id: b, status: 20 },
          { id: c, status: 30 },
        ],
        refused: [{ id: 2_000_000_000, retcode: 1002, message: expect.any(String) }],
      });
      expect(await statements()).toEqual(['bug_logs', 'bugs']);
    } finally {
      await stop();
    }
    expect((await logsOf([a!, b!, c!], 'assign')).map((l) => [l.bugId, l.staffOnly]).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual([
      [a, true],
      [b, true],
      [c, true],
    ]);
  });

  it('marks the reports’ inbox items read for the caller only', async () => {
    const ada = await t.newResearcher();
    const [id] = await reports(ada.id, [10]);
    await t.db.insert(staffInbox).values([
      { kind: 'bug', objectId: id!, title: 'x', actorId: ada.id },
      { kind: 'urge', objectId: id!, title: 'x', actorId: ada.id },
    ]);
    const unread = async (who: Credentials) => data(await callOp(t.app, 'countStaffInboxUnread', who)).total as number;
    const other = await t.newResearcher({ role: 'staff' });
    const [mine, theirs] = [await unread(boss), await unread(other)];
    const out = data(await bulk(boss, { action: 'mark-read', ids: [id!, 2_000_000_000] }));
    expect(out.done).toEqual([{ id, status: 10 }]);
    expect((out.refused as Data[]).map((r) => [r.id, r.retcode])).toEqual([[2_000_000_000, 1002]]);
    expect([await unread(boss), await unread(other)]).toEqual([mine - 2, theirs]);
  });

  it('asks each open report’s researcher for more information, refuses a finished one, and needs the question', async () => {
    const ada = await t.newResearcher();
    const ids = await reports(ada.id, [10, 20, 51]);
    expect((await bulk(boss, { action: 'ask-info', ids })).json.retcode).toBe(1001);
    const out = data(await bulk(boss, { action: 'ask-info', ids, question: '请提供复现视频' }));
    expect(out.done).toEqual([
      { id: ids[0], status: 10 },
      { id: ids[1], status: 20 },
    ]);
    expect((out.refused as Data[]).map((r) => [r.id, r.retcode])).toEqual([[ids[2], 1006]]);
    const rows = await t.db.select().from(bugs).where(inArray(bugs.id, ids)).orderBy(bugs.id);
    expect(rows.map((b) => [b.id, b.infoRequestedAt !== null])).toEqual([
      [ids[0], true],
      [ids[1], true],
      [ids[2], false],
    ]);
    expect(await logsOf(ids, 'ask-info')).toHaveLength(2);
  });

  it('is for owners and triagers only', async () => {
    const ada = await t.newResearcher();
    const ids = await reports(ada.id, [10]);
    for (const role of ['editor', 'fulfilment', 'viewer'] as const) {
      const who = await t.newResearcher({ role: 'staff', staffRoles: [role] });
      expect((await bulk(who, { action: 'start', ids })).json.retcode, role).toBe(4003);
    }
    expect((await bulk(ada, { action: 'start', ids })).json.retcode).toBe(4003);
    const triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    expect(data(await bulk(triager, { action: 'start', ids })).done).toEqual([{ id: ids[0], status: 20 }]);
  });
});
