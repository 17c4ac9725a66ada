// Asking the researcher for more information (askBugInfo, withdrawBugInfo; docs/rules.md#sla-clocks):
// who may ask and when, the question in the thread and the researcher's notice, the paused clocks,
// the researcher's reply that answers it, withdrawing, the same clocks on the staff review, and the
// queue's needsInfo and missedTarget filters judged at the app's injected clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from '../../../common/contract-time';
import { bugs } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

const H = 3600_000;
// The app's clock: starts at the real time (submissions take the database's) and only moves on.
let clockMs = Date.now();
const advance = (hours: number) => (clockMs += hours * H);
let t: TestApp;
let boss: Who;
let triager: Who;
let viewer: Who;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' }, { now: () => clockMs });
  boss = await t.newResearcher({ role: 'staff', nickname: '审核员' });
  triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
  viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
});
afterAll(() => t.close());

const FORM = { name: '补充信息测试', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' };
async function newBug(who: Who): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, form: FORM });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const id = data(res).id as number;
  // Submitted at the app's clock, which earlier tests moved on.
  await t.db
    .update(bugs)
    .set({ submittedAt: new Date(clockMs) })
    .where(eq(bugs.id, id));
  return id;
}
const ask = (who: Who, id: number, question: string) => callOp(t.app, 'askBugInfo', { ...who, params: { id }, form: { question } });
const detail = async (who: Who, id: number) => data(await callOp(t.app, 'getBug', { ...who, params: { id } })).bug as Data;
const clocks = async (who: Who, id: number) => ((await detail(who, id)).sla as { clocks: { clock: string; state: string; dueTime: string }[] }).clocks;
const rating = async (who: Who, id: number) => (await clocks(who, id)).find((c) => c.clock === 'rating')!;
const submitted = async (id: number) => (await t.db.select().from(bugs).where(eq(bugs.id, id)))[0]!.submittedAt.getTime();
async function queue(query: Record<string, string | boolean>): Promise<number[]> {
  const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword: FORM.name, pageSize: 50, ...query } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return (data(res).bugs as Data[]).map((b) => b.id as number);
}

describe('asking', () => {
  it('is for owners and triagers; a viewer or a researcher is refused', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    expect((await ask(viewer, id, '请补充截图')).json.retcode).toBe(4003);
    expect((await ask(ada, id, '请补充截图')).json.retcode).toBe(4003);
    expect((await ask(triager, id, '请补充截图')).json.retcode).toBe(0);
    expect((await callOp(t.app, 'withdrawBugInfo', { ...viewer, params: { id } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'withdrawBugInfo', { ...triager, params: { id } })).json.retcode).toBe(0);
  });

  it('posts the question to the thread, notifies the researcher in their language and pauses the clocks', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    const start = await submitted(id);
    advance(10);
    const res = await ask(boss, id, 'Which browser did you use?');
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const thread = data(await callOp(t.app, 'listBugComments', { ...ada, params: { id } })).comments as Data[];
    expect(thread.map((c) => [c.id, c.content])).toEqual([[data(res).id, 'Which browser did you use?']]);
    expect((await detail(ada, id)).infoRequest).toEqual({ question: 'Which browser did you use?', requestTime: formatDateTime(new Date(clockMs)) });
    const notes = data(await callOp(t.app, 'listNotices', { ...ada, query: { language: 'en' } })).notices as Data[];
    expect(notes[0]).toMatchObject({ title: `The security team asked for more information on "${FORM.name}"`, content: 'Which browser did you use?' });
    const zh = data(await callOp(t.app, 'listNotices', { ...ada, query: { language: 'zh' } })).notices as Data[];
    expect(zh[0]!.title).toContain('安全团队需要你补充');
    const logs = data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id } })).logs as Data[];
    expect(logs[0]).toMatchObject({ action: 'ask-info', text: '请求补充信息。备注：Which browser did you use?', note: 'Which browser did you use?' });
    // 100 h later the rating clock (168 h at level 2) is paused, its due time pushed by the 90 h waited.
    advance(90);
    const paused = await rating(ada, id);
    expect(paused.state).toBe('paused');
    expect(parseDateTime(paused.dueTime)!.getTime()).toBe(Math.floor((start + (168 + 90) * H) / 1000) * 1000);
    advance(5000);
    expect((await detail(boss, id)).sla).toMatchObject({ breached: false });
  });

  it('answers 1006 once the report is finished or ignored, 1001 for a blank question, 1002 for no report', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@ignore', ignoreReason: 'out-of-scope' } })).json.retcode).toBe(0);
    expect((await ask(boss, id, '还在吗？')).json.retcode).toBe(1006);
    const other = await newBug(ada);
    expect((await ask(boss, other, '   ')).json.retcode).toBe(1001);
    expect((await ask(boss, 987654, '还在吗？')).json.retcode).toBe(1002);
  });

  it('ends when a move ends the review', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    expect((await ask(boss, id, '请补充')).json.retcode).toBe(0);
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@ignore', ignoreReason: 'other' } })).json.retcode).toBe(0);
    expect((await detail(boss, id)).infoRequest).toBeNull();
  });
});

describe('the answer', () => {
  it("is the researcher's next reply: the mark clears, info-provided is logged, staff hear of it, the clocks run again", async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    const start = await submitted(id);
    advance(1);
    expect((await ask(boss, id, '请补充请求包')).json.retcode).toBe(0);
    expect(await queue({ needsInfo: true })).toContain(id);
    advance(30);
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '已附上' } })).json.retcode).toBe(0);
    expect((await detail(ada, id)).infoRequest).toBeNull();
    const logs = data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id } })).logs as Data[];
    expect(logs[0]).toMatchObject({ action: 'info-provided' });
    const inbox = data(await callOp(t.app, 'listStaffInbox', { ...boss, query: { pageSize: 50 } })) as Data;
    expect(JSON.stringify(inbox)).toContain('已附上');
    const running = await rating(ada, id);
    expect(running.state).toBe('running');
    expect(parseDateTime(running.dueTime)!.getTime()).toBe(Math.floor((start + (168 + 30) * H) / 1000) * 1000);
    expect(await queue({ needsInfo: true })).not.toContain(id);
    expect(await queue({ needsInfo: false })).toContain(id);
  });

  it('can be given up by staff: withdrawing ends the pause, keeps the time waited, and is harmless twice', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    const start = await submitted(id);
    advance(2);
    expect((await ask(boss, id, '请补充')).json.retcode).toBe(0);
    advance(20);
    expect((await callOp(t.app, 'withdrawBugInfo', { ...boss, params: { id } })).json.retcode).toBe(0);
    expect((await detail(ada, id)).infoRequest).toBeNull();
    const running = await rating(ada, id);
    expect(running.state).toBe('running');
    expect(parseDateTime(running.dueTime)!.getTime()).toBe(Math.floor((start + (168 + 20) * H) / 1000) * 1000);
    expect((await callOp(t.app, 'withdrawBugInfo', { ...boss, params: { id } })).json.retcode).toBe(0);
    // A later reply by the researcher is then an ordinary reply: nothing logged.
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '补充' } })).json.retcode).toBe(0);
    const logs = data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id } })).logs as Data[];
    // One withdrawal logged (the second had nothing to withdraw), seen by the researcher too.
    expect(logs.map((l) => String(l.action)).filter((a) => a.startsWith('info-'))).toEqual(['info-withdrawn']);
    const theirs = data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).logs as Data[];
    expect(theirs.map((l) => l.action)).toContain('info-withdrawn');
  });
});

describe("the staff review's clocks", () => {
  it("are the researcher's own: one breached, one paused, the same due times and elapsed hours", async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    // Level 2: the first response (48 h) comes late, as the question asked at 60 h; the rating (168 h) then waits.
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(clockMs - 60 * H) })
      .where(eq(bugs.id, id));
    expect((await ask(boss, id, '请补充请求包')).json.retcode).toBe(0);
    advance(10);
    const staffRead = await callOp(t.app, 'getAdminBug', { ...boss, params: { id } });
    expect(staffRead.json.retcode, staffRead.json.retmsg).toBe(0);
    const staffSla = (data(staffRead).bug as Data).sla as { clocks: { clock: string; state: string }[] };
    expect(staffSla).toEqual((await detail(ada, id)).sla);
    expect(staffSla.clocks.map((c) => [c.clock, c.state])).toEqual([
      ['firstResponse', 'breached'],
      ['rating', 'paused'],
      ['reward', 'paused'],
      ['resolution', 'paused'],
    ]);
  });
});

describe('the missedTarget filter', () => {
  it('holds exactly the rows the queue marks breached at the same time, a paused report included only if late before', async () => {
    const ada = await t.newResearcher();
    const fresh = await newBug(ada);
    const late = await newBug(ada);
    const waiting = await newBug(ada);
    const lateThenAsked = await newBug(ada);
    const now = clockMs;
    // Level 2: first response within 48 h, rating within 168 h.
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(now - 60 * H) })
      .where(eq(bugs.id, late));
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(now - 160 * H) })
      .where(eq(bugs.id, lateThenAsked));
    expect((await ask(boss, waiting, '请补充')).json.retcode).toBe(0);
    expect((await ask(boss, lateThenAsked, '请补充')).json.retcode).toBe(0);
    // 10 h on: waiting's rating is paused; lateThenAsked's first response came late (at 160 h).
    advance(10);
    const mine = [fresh, late, waiting, lateThenAsked];
    const listed = await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword: FORM.name, pageSize: 50 } });
    expect(listed.json.retcode, listed.json.retmsg).toBe(0);
    const all = data(listed).bugs as Data[];
    const breached = all.filter((b) => mine.includes(b.id as number) && b.slaBreached).map((b) => b.id);
    expect(breached.sort()).toEqual([late, lateThenAsked].sort());
    expect((await queue({ missedTarget: true })).filter((id) => mine.includes(id)).sort()).toEqual([late, lateThenAsked].sort());
    expect((await queue({ missedTarget: false })).filter((id) => mine.includes(id)).sort()).toEqual([fresh, waiting].sort());
    expect(all.find((b) => b.id === waiting)).toMatchObject({ needsInfo: true });
    // Long after, the paused report still has not breached; the fresh one has.
    advance(1000);
    expect((await queue({ missedTarget: true })).filter((id) => mine.includes(id)).sort()).toEqual([fresh, late, lateThenAsked].sort());
  });
});
