// The staff console's report review on the API: internal notes that no researcher read
// ever holds, assignment to staff accounts, the queue's filters and sorts (the CSV in the same
// order, its cells quoted and neutralised), ignore reasons and duplicates as the researcher sees
// them, saved replies, and the dashboard's figures in UTC+8.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMonth, monthOf, monthStart, weekStart } from '../../../common/contract-time';
import { activities, bugComments, bugLogs, bugs, notices } from '../../../server/src/db/schema';
import { listOperations } from '../../../server/src/contract';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';
import { STREAMED } from '../../../server/src/plugins/external/compression';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const FORM = { name: '搜索 SQL 注入', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' };
async function newBug(who: Who, form: Record<string, string | number> = {}, language = 'zh'): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, query: { language }, form: { ...FORM, ...form } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
let seq = 0;
/** A researcher whose nickname starts with a prefix unique to the test, so queue filters isolate its reports. */
const researcher = (nickname = `r${++seq}x${Date.now() % 1e6}`) => t.newResearcher({ nickname, phone: '+8613800000000' });
const staff = (nickname?: string) => t.newResearcher({ role: 'staff', nickname });
const act = (who: Credentials, id: number, form: Record<string, string | number | boolean>) => callOp(t.app, 'actOnBug', { ...who, params: { id }, form });
const queue = async (who: Credentials, query: Record<string, string | number | boolean>) =>
  data(await callOp(t.app, 'listAdminBugs', { ...who, query: { pageSize: 50, ...query } })).bugs as Data[];
const ids = (rows: Data[]) => rows.map((r) => r.id);

describe('internal notes', () => {
  it('shows notes to staff, marked, and in no read of the researcher', async () => {
    const ada = await researcher();
    const boss = await staff('审核员甲');
    const id = await newBug(ada);
    const SECRET = 'INTERNAL-7f3a 与 #9 同根因';
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '补充说明' } })).json.retcode).toBe(0);
    const noticesBefore = (await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length;
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: SECRET, internal: true } })).json.retcode).toBe(0);
    expect((await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length).toBe(noticesBefore);
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '已收到' } })).json.retcode).toBe(0);
    // Also in a move's log and notice the note must not travel: the comment of a move is separate.
    expect((await act(boss, id, { action: 'update@start', comment: '开始处理' })).json.retcode).toBe(0);

    const thread = data(await callOp(t.app, 'listAdminBugComments', { ...boss, params: { id } }));
    expect(thread.total).toBe(3);
    expect((thread.comments as Data[]).map((c) => [c.content, c.internal, (c.author as Data).nickname])).toEqual([
      ['补充说明', false, expect.any(String)],
      [SECRET, true, '审核员甲'],
      ['已收到', false, '审核员甲'],
    ]);

    // Every GET the researcher API offers, with this bug's id wherever an id goes, as the owner.
    // A stream never ends under inject (notice/stream.test.ts reads it over a socket, for leaks too).
    const reads = listOperations().filter((op) => op.method === 'GET' && !op.path.startsWith('/v2/admin/') && !STREAMED.has(op.operationId));
    expect(reads.length).toBeGreaterThan(40);
    let sawBug = 0;
    for (const op of reads) {
      const url = op.path.replace(/\{(\w+)\}/g, String(id));
      const res = await t.app.inject({ method: 'GET', url, query: { language: 'zh', bugId: String(id) }, cookies: ada.cookies, headers: ada.headers });
      expect(res.body, `${op.operationId} leaks the note`).not.toContain('INTERNAL-7f3a');
      if (res.body.includes('补充说明') || res.body.includes('开始处理')) sawBug++;
    }
    // The sweep really read the thread and the log (it could have failed to find the bug at all).
    expect(sawBug).toBeGreaterThanOrEqual(2);
    const researcherThread = data(await callOp(t.app, 'listBugComments', { ...ada, params: { id } }));
    expect([researcherThread.total, (researcherThread.comments as Data[]).map((c) => c.content)]).toEqual([2, ['补充说明', '已收到']]);
    // Staff reading the researcher's route see what the researcher sees.
    expect(JSON.stringify(data(await callOp(t.app, 'listBugComments', { ...boss, params: { id } })))).not.toContain('INTERNAL-7f3a');
    const csv = await callOp(t.app, 'exportMyBugs', ada);
    expect(csv.body).toContain('搜索 SQL 注入');
    expect(csv.body).not.toContain('INTERNAL-7f3a');
  });

  it('does not count a note as a staff reply to the researcher', async () => {
    const ada = await researcher();
    const boss = await staff();
    const id = await newBug(ada);
    await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '有新进展吗？' } });
    await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '仅内部', internal: true } });
    expect(ids(await queue(boss, { userId: ada.id, unreadReply: true }))).toEqual([id]);
    await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '正在复现' } });
    expect(ids(await queue(boss, { userId: ada.id, unreadReply: true }))).toEqual([]);
    expect(ids(await queue(boss, { userId: ada.id, unreadReply: false }))).toEqual([id]);
  });
});

describe('assignment', () => {
  it('assigns to staff only, shows the assignee, logs it for staff only and tells the researcher nothing', async () => {
    const ada = await researcher('研究员丙');
    const boss = await staff('分配者');
    const handler = await staff('处理人乙');
    const id = await newBug(ada);
    const noticesBefore = (await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length;

    const notStaff = await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(ada.id) } });
    expect([notStaff.json.retcode, notStaff.json.retmsg]).toEqual([1001, 'assigneeId：只能分配给工作人员账号']);
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: '99999999' } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id: 99999999 }, form: { assigneeId: String(handler.id) } })).json.retcode).toBe(1002);

    const assigned = data(await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(handler.id) } }));
    expect(assigned.assignee).toMatchObject({ userId: handler.id, nickname: '处理人乙' });
    expect((data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data).assignee).toMatchObject({ userId: handler.id });
    expect((await queue(boss, { userId: ada.id }))[0]).toMatchObject({ id, assignee: { userId: handler.id, nickname: '处理人乙' } });
    expect(ids(await queue(handler, { userId: ada.id, assigned: 'me' }))).toEqual([id]);
    expect(ids(await queue(boss, { userId: ada.id, assigned: 'me' }))).toEqual([]);
    expect(ids(await queue(boss, { userId: ada.id, assigned: String(handler.id) }))).toEqual([id]);
    expect(ids(await queue(boss, { userId: ada.id, assigned: 'none' }))).toEqual([]);

    const staffLog = data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id } })).logs as Data[];
    expect(staffLog[0]).toMatchObject({ action: 'assign', text: '分配给 处理人乙', operator: '分配者', staffOnly: true });
    const researcherLog = data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).logs as Data[];
    expect(researcherLog.map((l) => l.action)).toEqual(['submit']);
    expect((await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length).toBe(noticesBefore);
    expect((data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data).status).toBe(10);

    const picker = data(await callOp(t.app, 'listBugAssignees', { ...boss, query: { keyword: '处理人乙' } }));
    expect(picker.staff).toEqual([expect.objectContaining({ userId: handler.id, openAssigned: 1 })]);
    const all = data(await callOp(t.app, 'listBugAssignees', { ...boss, query: { pageSize: 50 } }));
    expect((all.staff as Data[]).map((s) => s.userId)).not.toContain(ada.id);
    expect((await callOp(t.app, 'listBugAssignees', { ...boss, query: { keyword: '研究员丙' } })).json.retdata).toEqual({ total: 0, staff: [] });

    const cleared = data(await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: '' } }));
    expect(cleared.assignee).toBeNull();
    expect(ids(await queue(boss, { userId: ada.id, assigned: 'none' }))).toEqual([id]);
    const en = data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id }, query: { language: 'en' } })).logs as Data[];
    expect(en[0]).toMatchObject({ action: 'assign', text: 'Assignment cleared' });
  });
});

describe('the queue', () => {
  it('filters by every staff filter and sorts waiting longest, urged first and latest reply', async () => {
    const boss = await staff();
    // Letters only: a numeric reporter filter also matches digits in nicknames and emails.
    const prefix = `q${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const ada = await t.newResearcher({ nickname: `${prefix}ada`, email: `${prefix}-ada@example.org` });
    const bob = await t.newResearcher({ nickname: `${prefix}bob` });
    const day = 86_400_000;
    const now = Date.now();
    const insert = async (userId: number, name: string, status: number, ageDays: number, extra: Partial<typeof bugs.$inferInsert> = {}) => {
      const [row] = await t.db
        .insert(bugs)
        .values({
          userId,
          name,
          level: 2,
          detail: '<p>x</p>',
          mainType: 3,
          subType: 301,
          status,
          submittedAt: new Date(now - ageDays * day),
          updatedAt: new Date(now - ageDays * day),
          ...extra,
        })
        .returning();
      return row!.id;
    };
    const oldOpen = await insert(ada.id, '旧的待审核', 10, 30);
    const urged = await insert(ada.id, '被催审的', 20, 10, { lastUrgedAt: new Date(now - day) });
    const done = await insert(bob.id, '早已完成', 51, 60, { auditLevel: 3, lastReporterReplyAt: new Date(now - 2 * day) });
    const fresh = await insert(bob.id, '刚提交的', 10, 1, { lastReporterReplyAt: new Date(now - 3 * day), mainType: 4, subType: 401 });
    const mine = [oldOpen, urged, done, fresh];

    expect(ids(await queue(boss, { reporter: prefix }))).toEqual([fresh, urged, oldOpen, done]);
    expect(ids(await queue(boss, { reporter: prefix, sort: 'waiting' }))).toEqual([oldOpen, urged, fresh, done]);
    expect(ids(await queue(boss, { reporter: prefix, sort: 'urged' }))).toEqual([urged, fresh, oldOpen, done]);
    expect(ids(await queue(boss, { reporter: prefix, sort: 'latest-reply' }))).toEqual([done, fresh, urged, oldOpen]);
    expect(ids(await queue(boss, { reporter: prefix, urged: true }))).toEqual([urged]);
    expect(ids(await queue(boss, { reporter: prefix, urged: false })).sort()).toEqual([oldOpen, done, fresh].sort());
    expect(ids(await queue(boss, { reporter: prefix, unreadReply: true })).sort()).toEqual([done, fresh].sort());
    expect(ids(await queue(boss, { reporter: `${prefix}-ada@example` })).sort()).toEqual([oldOpen, urged].sort());
    const byId = ids(await queue(boss, { reporter: String(bob.id) }));
    expect(byId).toEqual(expect.arrayContaining([done, fresh]));
    expect(byId).not.toContain(oldOpen);
    expect(ids(await queue(boss, { reporter: prefix, status: 10 })).sort()).toEqual([oldOpen, fresh].sort());
    expect(ids(await queue(boss, { reporter: prefix, level: 3 }))).toEqual([done]);
    expect(ids(await queue(boss, { reporter: prefix, mainType: 4 }))).toEqual([fresh]);
    expect(ids(await queue(boss, { keyword: String(done) }))).toEqual([done]);
    expect(ids(await queue(boss, { reporter: prefix, keyword: '催审' }))).toEqual([urged]);
    const date = (ms: number) => formatDate(new Date(ms));
    expect(ids(await queue(boss, { reporter: prefix, startTime: date(now - 31 * day), endTime: date(now - 9 * day) })).sort()).toEqual([oldOpen, urged].sort());
    expect((await queue(boss, { reporter: prefix, sort: 'urged' })).map((r) => r.urged)).toEqual([true, false, false, false]);
    expect((await queue(boss, { reporter: prefix, sort: 'latest-reply' }))[0]).toMatchObject({ unreadReply: true, lastReporterReplyTime: expect.any(String), assignee: null });

    const invalid = await callOp(t.app, 'listAdminBugs', { ...boss, query: { assigned: 'someone' } });
    expect(invalid.json.retcode).toBe(1001);
    expect(mine).toHaveLength(4);

    // The CSV holds the same rows in the same order.
    const csv = await callOp(t.app, 'exportAdminBugs', { ...boss, query: { reporter: prefix, sort: 'waiting' } });
    const csvIds = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(csvIds).toEqual([oldOpen, urged, fresh, done]);
    const urgedCsv = await callOp(t.app, 'exportAdminBugs', { ...boss, query: { reporter: prefix, urged: true } });
    expect(urgedCsv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('quotes and neutralises in the CSV what researchers typed: a nickname, report titles', async () => {
    const boss = await staff();
    const nickname = `x;=1+1 ${++seq}`;
    const ada = await researcher(nickname);
    for (const name of ['=HYPERLINK("http://x","y")', '-2+3 在搜索', 'a,b']) await t.db.insert(bugs).values({ userId: ada.id, name, level: 1, detail: 'x', mainType: 3, subType: 301 });
    const csv = await callOp(t.app, 'exportAdminBugs', { ...boss, query: { reporter: nickname } });
    // Newest first; the reporter is the last column.
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\d+,"a,b",/);
    expect(rows[1]).toMatch(/^\d+,'-2\+3 在搜索,/);
    expect(rows[2]).toMatch(/^\d+,"'=HYPERLINK\(""http:\/\/x"",""y""\)",/);
    for (const row of rows) expect(row.endsWith(`,"${nickname}"`), row).toBe(true);
  });

  it('filters by activity', async () => {
    const boss = await staff();
    const ada = await researcher();
    const [activity] = await t.db.insert(activities).values({ title: '筛选用', startAt: new Date(), endAt: new Date() }).returning();
    const [a] = await t.db.insert(bugs).values({ userId: ada.id, name: '活动内', level: 1, detail: 'x', mainType: 3, subType: 301, activityId: activity!.id }).returning();
    await t.db.insert(bugs).values({ userId: ada.id, name: '活动外', level: 1, detail: 'x', mainType: 3, subType: 301 });
    expect(ids(await queue(boss, { activityId: activity!.id }))).toEqual([a!.id]);
  });
});

describe('ignore reasons and duplicates', () => {
  it('marks a duplicate of an existing other report; the researcher sees its id and submit time only', async () => {
    const first = await researcher('先到者');
    const ada = await researcher();
    const boss = await staff();
    const original = await newBug(first, { name: '原始报告的标题' });
    const id = await newBug(ada);
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date('2026-10-01T01:02:03Z') })
      .where(eq(bugs.id, original));

    expect((await act(boss, id, { action: 'update@ignore' })).json.retcode).toBe(1001);
    expect((await act(boss, id, { action: 'update@ignore', ignoreReason: 'duplicate' })).json.retcode).toBe(1001);
    const self = await act(boss, id, { action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: id });
    expect([self.json.retcode, self.json.retmsg]).toEqual([1001, 'duplicateOf：不能标记为与自身重复']);
    expect((await act(boss, id, { action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: 99999999 })).json.retcode).toBe(1002);
    expect((data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data).status).toBe(10);

    const done = data(await act(boss, id, { action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: original, comment: '与已有报告重复' }));
    expect(done).toMatchObject({ status: 52 });
    const detail = await callOp(t.app, 'getBug', { ...ada, params: { id } });
    expect((data(detail).bug as Data).closure).toEqual({
      reason: 'duplicate',
      reasonText: '重复提交',
      note: '与已有报告重复',
      duplicateOf: { id: original, submitTime: '2026-10-01 09:02:03' },
    });
    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, ada.id));
    expect(notice!.content).toContain(`忽略原因：重复提交（漏洞 #${original}，提交于 2026-10-01 09:02:03）`);
    expect(notice!.content).toContain('与已有报告重复');
    // Nothing of the other report but its id and time: not its title, not its reporter.
    for (const body of [
      detail.body,
      JSON.stringify(await t.db.select().from(notices).where(eq(notices.userId, ada.id))),
      (await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).body,
    ]) {
      expect(body).not.toContain('原始报告的标题');
      expect(body).not.toContain('先到者');
    }
    expect((data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data).closure).toMatchObject({ duplicateOf: { id: original } });
    // Ignored is final: no second ignore.
    expect((await act(boss, id, { action: 'update@ignore', ignoreReason: 'other' })).json.retcode).toBe(1006);
  });

  it('ignores as not a vulnerability only where ignore is allowed, with the reason in the detail and the notice', async () => {
    const ada = await researcher();
    const boss = await staff();
    const id = await newBug(ada, {}, 'en');
    await act(boss, id, { action: 'update@start' });
    await act(boss, id, { action: 'update@confirm', level: 1, baseCoins: 1 });
    expect((await act(boss, id, { action: 'update@ignore', ignoreReason: 'not-vulnerability' })).json.retcode).toBe(1006);

    const other = await newBug(ada, {}, 'en');
    expect(data(await act(boss, other, { action: 'update@ignore', ignoreReason: 'not-vulnerability', comment: 'Expected behaviour of the search page' }))).toMatchObject({ status: 52 });
    const bug = data(await callOp(t.app, 'getBug', { ...ada, params: { id: other }, query: { language: 'en' } })).bug as Data;
    expect(bug.closure).toEqual({ reason: 'not-vulnerability', reasonText: 'Not a vulnerability', note: 'Expected behaviour of the search page', duplicateOf: null });
    // Worded in the reader's language when read (the stored row keeps a Chinese text of last resort).
    const notes = data(await callOp(t.app, 'listNotices', { ...ada, query: { language: 'en' } })).notices as Data[];
    expect(notes[0]!.content).toBe('Status: Ignored. Reason: Not a vulnerability. Expected behaviour of the search page');
    expect((data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data).closure).toBeNull();
  });
});

describe('common responses', () => {
  it('creates, lists by language, changes and deletes saved replies within the thread limits', async () => {
    const boss = await staff();
    const zh = data(await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: '请补充请求包', content: '请在附件中补充完整的请求包。', language: 'zh' } })).id as number;
    const en = data(await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 'Attach the request', content: 'Please attach the full request.', language: 'en' } })).id as number;
    const blank = await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: '   ', content: 'x', language: 'zh' } });
    expect([blank.json.retcode, blank.json.retmsg]).toEqual([1001, 'title：标题为 1–50 个字']);
    expect((await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 'x'.repeat(51), content: 'x', language: 'zh' } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 't', content: '字'.repeat(501), language: 'zh' } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 't', content: '字'.repeat(500), language: 'fr' } })).json.retcode).toBe(1001);

    const onlyEn = data(await callOp(t.app, 'listCommonResponses', { ...boss, query: { responseLanguage: 'en' } }));
    expect((onlyEn.responses as Data[]).map((r) => r.id)).toEqual([en]);
    const both = data(await callOp(t.app, 'listCommonResponses', boss));
    expect((both.responses as Data[]).map((r) => r.id)).toEqual([en, zh]);
    expect(data(await callOp(t.app, 'listCommonResponses', { ...boss, query: { responseLanguage: 'all', language: 'en' } })).total).toBe(2);
    expect((data(await callOp(t.app, 'listCommonResponses', { ...boss, query: { responseLanguage: 'zh', language: 'en' } })).responses as Data[]).map((r) => r.id)).toEqual([zh]);

    expect((await callOp(t.app, 'updateCommonResponse', { ...boss, params: { id: zh }, form: { title: '补充材料', content: '请补充复现视频。', language: 'en' } })).json.retcode).toBe(0);
    const changed = data(await callOp(t.app, 'listCommonResponses', { ...boss, query: { responseLanguage: 'en' } })).responses as Data[];
    expect(changed.find((r) => r.id === zh)).toMatchObject({ title: '补充材料', content: '请补充复现视频。', language: 'en' });
    expect((await callOp(t.app, 'updateCommonResponse', { ...boss, params: { id: 99999999 }, form: { title: 't', content: 'c', language: 'zh' } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'deleteCommonResponse', { ...boss, params: { id: zh } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'deleteCommonResponse', { ...boss, params: { id: zh } })).json.retcode).toBe(1002);
    expect(data(await callOp(t.app, 'listCommonResponses', boss)).total).toBe(1);
  });
});

describe('staff only', () => {
  it('refuses every new staff operation to a researcher (4003) and to a visitor (4006)', async () => {
    const ada = await researcher();
    const id = await newBug(ada);
    for (const [op, opts] of [
      ['listAdminBugComments', { params: { id } }],
      ['listAdminBugLogs', { params: { id } }],
      ['replyAdminBug', { params: { id }, form: { content: 'x', internal: true } }],
      ['assignAdminBug', { params: { id }, form: { assigneeId: String(ada.id) } }],
      ['listBugAssignees', {}],
      ['listCommonResponses', {}],
      ['createCommonResponse', { form: { title: 't', content: 'c', language: 'zh' } }],
      ['updateCommonResponse', { params: { id: 1 }, form: { title: 't', content: 'c', language: 'zh' } }],
      ['deleteCommonResponse', { params: { id: 1 } }],
      ['getAdminDashboard', {}],
    ] as const) {
      expect((await callOp(t.app, op, { ...ada, ...opts })).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op, { ...(await anonymousSession(t.app)), ...opts })).json.retcode, op).toBe(4006);
    }
    expect(await t.db.select().from(bugComments).where(eq(bugComments.bugId, id))).toEqual([]);
    expect((await t.db.select().from(bugs).where(eq(bugs.id, id)))[0]!.assigneeId).toBeNull();
    expect((await t.db.select().from(bugLogs).where(eq(bugLogs.bugId, id))).map((l) => l.action)).toEqual(['submit']);
  });
});

describe('the dashboard', () => {
  // Its own database: the figures count every report.
  let d: TestApp;
  beforeAll(async () => {
    d = await startTestApp();
  });
  afterAll(() => d.close());

  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;
  /** Monday 00:00 UTC+8 of the week holding `at` (common/contract-time.ts, tested at its edges there). */
  const monday = (at: number) => weekStart(new Date(at)).getTime();
  /** The UTC+8 month `back` months before the one holding `at`: its start and 'YYYY-MM'. */
  const monthBack = (at: number, back: number) => {
    const { year, month } = monthOf(new Date(at));
    const start = monthStart(year, month - back);
    return { start: start.getTime(), key: formatMonth(start) };
  };

  it('counts by status and week, lists the five waiting longest, and gives monthly medians and coins', async () => {
    const now = Date.now();
    const r = await d.newResearcher();
    const s = await d.newResearcher({ role: 'staff', nickname: '值班' });
    const made: { id: number; status: number; at: number }[] = [];
    const bug = async (status: number, at: number) => {
      const [row] = await d.db
        .insert(bugs)
        .values({ userId: r.id, name: `报告${made.length}`, level: 1, detail: 'x', mainType: 3, subType: 301, status, submittedAt: new Date(at) })
        .returning();
      made.push({ id: row!.id, status, at });
      return row!.id;
    };
    const open = [];
    for (const age of [60, 50, 40, 30, 20, 10]) open.push(await bug(age % 20 === 0 ? 20 : 10, now - age * DAY));
    const firstWeek = monday(now) - 11 * 7 * DAY;
    await bug(52, firstWeek + 60_000);
    await bug(53, firstWeek - 60_000);
    await bug(30, monday(now) + HOUR);

    // First responses this month: 2 h, 4 h (a reply; the earlier internal note does not count),
    // 6 h (the earlier assignment does not count): median 4. Ratings 24 h and 48 h: median 36.
    const cur = monthBack(now, 0);
    const prev = monthBack(now, 1);
    const m1 = await bug(40, cur.start + HOUR);
    const m2 = await bug(40, cur.start + HOUR);
    const m3 = await bug(30, cur.start + HOUR);
    const p1 = await bug(30, prev.start + HOUR);
    const at = (h: number) => new Date(cur.start + HOUR + h * HOUR);
    await d.db.insert(bugLogs).values([
      { bugId: m1, action: 'start', operatorId: s.id, isStaff: true, createdAt: at(2) },
      { bugId: m1, action: 'confirm', operatorId: s.id, isStaff: true, createdAt: at(24) },
      { bugId: m2, action: 'start', operatorId: s.id, isStaff: true, createdAt: at(8) },
      { bugId: m2, action: 'confirm', operatorId: s.id, isStaff: true, createdAt: at(48) },
      { bugId: m3, action: 'assign', operatorId: s.id, isStaff: true, staffOnly: true, createdAt: at(0.25) },
      { bugId: m3, action: 'start', operatorId: s.id, isStaff: true, createdAt: at(6) },
      { bugId: p1, action: 'start', operatorId: s.id, isStaff: true, createdAt: new Date(prev.start + 11 * HOUR) },
      { bugId: m1, action: 'submit', operatorId: r.id, createdAt: at(0) },
    ]);
    await d.db.insert(bugComments).values([
      { bugId: m2, userId: s.id, isStaff: true, internal: true, content: '内部', createdAt: at(0.5) },
      { bugId: m2, userId: s.id, isStaff: true, content: '请补充', createdAt: at(4) },
    ]);
    const { CoinType, postLedger } = await import('../../../server/src/services/coins/ledger');
    await d.db.transaction(async (tx) => {
      await postLedger(tx, { userId: r.id, type: CoinType.BugRating, amount: 12, earned: true, at: new Date(prev.start + 2 * HOUR) });
      await postLedger(tx, { userId: r.id, type: CoinType.BugRating, amount: 30, earned: true, at: new Date(cur.start + 2 * HOUR) });
      await postLedger(tx, { userId: r.id, type: CoinType.BugRating, amount: -5, earned: true, at: new Date(cur.start + 3 * HOUR) });
      await postLedger(tx, { userId: r.id, type: CoinType.GiftPayment, amount: -3, earned: false, at: new Date(cur.start + 4 * HOUR) });
    });

    const res = await callOp(d.app, 'getAdminDashboard', s);
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const dash = data(res);

    const statuses = [10, 20, 30, 40, 51, 52, 53];
    expect(dash.statusCounts).toEqual(statuses.map((status) => ({ status, statusText: expect.any(String), count: made.filter((b) => b.status === status).length })));
    const waiting = dash.waitingLongest as Data[];
    expect(waiting.map((w) => w.id)).toEqual(open.slice(0, 5));
    expect(waiting[0]).toMatchObject({ status: 20, waitingHours: 60 * 24, assignee: null });

    const weeks = dash.weeks as Data[];
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.weekStart)).toEqual(Array.from({ length: 12 }, (_, i) => formatDate(new Date(firstWeek + i * 7 * DAY))));
    for (const [i, w] of weeks.entries()) {
      const from = firstWeek + i * 7 * DAY;
      const inWeek = made.filter((b) => b.at >= from && b.at < from + 7 * DAY);
      expect(w.counts, `week ${w.weekStart}`).toEqual(statuses.map((st) => inWeek.filter((b) => b.status === st).length));
      expect(w.total).toBe(inWeek.length);
    }
    expect((weeks[0]!.counts as number[])[5]).toBe(1);
    expect(weeks.reduce((n, w) => n + (w.total as number), 0)).toBe(made.filter((b) => b.at >= firstWeek).length);

    const months = dash.months as Data[];
    expect(months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => monthBack(now, 11 - i).key));
    expect(months[11]).toEqual({ month: cur.key, firstResponseHours: 4, ratingHours: 36, coinsAwarded: 25 });
    expect(months[10]).toEqual({ month: prev.key, firstResponseHours: 10, ratingHours: null, coinsAwarded: 12 });
    expect(months[0]).toMatchObject({ firstResponseHours: null, ratingHours: null, coinsAwarded: 0 });
  });
});
