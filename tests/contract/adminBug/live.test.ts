// The live console on the API (docs/rules.md#live-console, #presence, #mentions): a committed change
// to a report reaches every staff stream as a `bug` event and no researcher's; presence on a report's
// page, with expiry on an injected clock, open to every role and never audited; @mentions in internal
// notes, an inbox item for the member named alone.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bugPresence, bugs } from '../../../server/src/db/schema';
import type { StaffRole } from '../../../generated/enums';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';
import { openStream, type SseEvent, type SseStream } from '../notice/sse-client';

let t: TestApp;
let clock = Date.parse('2026-11-20T08:00:00Z');
const open: SseStream[] = [];
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' }, { now: () => clock });
  await t.app.noticeHubReady;
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t.close());

async function stream(who: Who) {
  const s = await openStream(t.app, who);
  open.push(s);
  // The first unread event says the stream is registered with the hub.
  await s.next((e) => e.event === 'unread');
  return s;
}

const FORM = { name: '实时测试', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' };
async function newBug(who: Who): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, form: FORM });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
/** A report written straight to the table (no event: the tests after the first need none). */
async function seedBug(who: Who): Promise<number> {
  const [row] = await t.db.insert(bugs).values({ userId: who.id, name: '实时测试', level: 2, detail: '<p>x</p>', mainType: 3, subType: 301 }).returning({ id: bugs.id });
  return row!.id;
}
const staff = (nickname?: string, staffRoles?: StaffRole[]) => t.newResearcher({ role: 'staff', nickname, staffRoles });
const bugEvent = (id: number) => (e: SseEvent) => e.event === 'bug' && (e.data as { id: number }).id === id;
const presenceEvent = (id: number) => (e: SseEvent) => e.event === 'presence' && (e.data as { id: number }).id === id;

describe('bug events', () => {
  it('tell every staff stream of a committed change, once per change, and no researcher', async () => {
    const ada = await t.newResearcher();
    const [boss, other] = [await staff(), await staff()];
    const [s1, s2, mine] = [await stream(boss), await stream(other), await stream(ada)];
    const id = await newBug(ada);
    await Promise.all([s1.next(bugEvent(id)), s2.next(bugEvent(id))]);

    // A move writes a log row and a notice: one event all the same (one transaction, one payload).
    let from = s1.events.length;
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@start', comment: '开始处理' } })).json.retcode).toBe(0);
    await s1.next(bugEvent(id), { from });
    // The researcher's stream hears of the move by its notice only.
    await mine.next((e) => e.event === 'notice');

    from = s2.events.length;
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: other.id } })).json.retcode).toBe(0);
    await s2.next(bugEvent(id), { from });
    from = s2.events.length;
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '内部', internal: true } })).json.retcode).toBe(0);
    await s2.next(bugEvent(id), { from });
    from = s1.events.length;
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '补充' } })).json.retcode).toBe(0);
    await s1.next(bugEvent(id), { from });

    expect(s1.events.filter(bugEvent(id)).length).toBe(5);
    expect(mine.events.some((e) => e.event === 'bug' || e.event === 'presence')).toBe(false);
  });

  it('sends nothing for a refused change', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    const id = await seedBug(ada);
    const s = await stream(boss);
    // An assignee who is not staff is refused inside the assignment's transaction.
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: ada.id } })).json.retcode).toBe(1001);
    const from = s.events.length;
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '之后', internal: true } })).json.retcode).toBe(0);
    await s.next(bugEvent(id), { from });
    expect(s.events.filter(bugEvent(id)).length).toBe(1);
  });
});

describe('presence', () => {
  it('shows the others on the report, announces arrivals and departures, and forgets the silent after 45 s', async () => {
    const ada = await t.newResearcher();
    const id = await seedBug(ada);
    const zhang = await staff('张三');
    const li = await staff('李四', ['viewer']);
    const touch = (who: Who) => callOp(t.app, 'touchBugPresence', { ...who, params: { id } });
    const viewers = async (who: Who) => ((data(await touch(who)).viewers as Data[]) ?? []).map((v) => v.nickname);

    const zs = await stream(zhang);
    expect(await viewers(zhang)).toEqual([]);
    let from = zs.events.length;
    expect(await viewers(li)).toEqual(['张三']);
    await zs.next(presenceEvent(id), { from });
    expect(await viewers(zhang)).toEqual(['李四']);

    // A refresh within the window announces nothing (else each page's answer would start another).
    from = zs.events.length;
    clock += 20_000;
    expect(await viewers(li)).toEqual(['张三']);
    expect(await viewers(zhang)).toEqual(['李四']);
    clock += 30_000;
    // Li's last touch is 30 s old: still there; 20 s more and Li is gone.
    expect(await viewers(zhang)).toEqual(['李四']);
    clock += 20_000;
    expect(await viewers(zhang)).toEqual([]);
    expect(zs.events.slice(from).filter(presenceEvent(id))).toEqual([]);

    // Li comes back (an arrival, announced), then leaves (announced too).
    from = zs.events.length;
    expect(await viewers(li)).toEqual(['张三']);
    await zs.next(presenceEvent(id), { from });
    from = zs.events.length;
    expect((await callOp(t.app, 'leaveBugPresence', { ...li, params: { id } })).json.retcode).toBe(0);
    await zs.next(presenceEvent(id), { from });
    expect(await viewers(zhang)).toEqual([]);
    // Leaving twice is no error.
    expect((await callOp(t.app, 'leaveBugPresence', { ...li, params: { id } })).json.retcode).toBe(0);
  });

  it('is open to every staff role, not to researchers, is never audited and writes no log', async () => {
    const ada = await t.newResearcher();
    const id = await seedBug(ada);
    const logsBefore = data(await callOp(t.app, 'listAdminBugLogs', { ...(await staff()), params: { id } })).total;
    for (const role of ['viewer', 'editor', 'fulfilment', 'triager', 'owner'] as const) {
      const who = await staff(undefined, [role]);
      expect((await callOp(t.app, 'touchBugPresence', { ...who, params: { id } })).json.retcode, role).toBe(0);
      expect((await callOp(t.app, 'leaveBugPresence', { ...who, params: { id } })).json.retcode, role).toBe(0);
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.actorId, who.id));
      expect(audited.map((a) => a.action)).toEqual([]);
    }
    expect((await callOp(t.app, 'touchBugPresence', { ...ada, params: { id } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'touchBugPresence', { ...(await staff()), params: { id: 999_999 } })).json.retcode).toBe(1002);
    expect(data(await callOp(t.app, 'listAdminBugLogs', { ...(await staff()), params: { id } })).total).toBe(logsBefore);
    expect(await t.db.select().from(bugPresence).where(eq(bugPresence.bugId, id))).toEqual([]);
  });
});

describe('mentions', () => {
  const inbox = async (who: Who) => data(await callOp(t.app, 'listStaffInbox', { ...who, query: { kind: 'mention', pageSize: 50 } })).items as Data[];

  it('give the members named, and no one else, an inbox item that opens the note', async () => {
    const ada = await t.newResearcher();
    const id = await seedBug(ada);
    const [author, named, bystander] = [await staff('作者'), await staff('被提到'), await staff('旁人')];
    const s = await stream(named);
    const other = await stream(bystander);
    const from = s.events.length;
    const res = await callOp(t.app, 'replyAdminBug', { ...author, params: { id }, form: { content: '@被提到 请看复现步骤', internal: true, mentions: [named.id, author.id] } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const noteId = data(res).id;
    const mine = await inbox(named);
    expect(mine.map((i) => [i.kind, i.objectId, i.commentId, i.summary, (i.who as Data).nickname])).toEqual([['mention', id, noteId, '@被提到 请看复现步骤', '作者']]);
    expect(await inbox(bystander)).toEqual([]);
    // Naming oneself tells no one.
    expect(await inbox(author)).toEqual([]);
    // The member's stream hears of it: the inbox counts, theirs alone counting the mention.
    const live = await s.next((e) => e.event === 'inbox' && ((e.data as { kinds: { kind: string; unread: number }[] }).kinds.find((k) => k.kind === 'mention')?.unread ?? 0) === 1, { from });
    expect(live).toBeDefined();
    const notice = await s.next((e) => e.event === 'mention', { from });
    expect(notice.data).toEqual({ id, by: { userId: author.id, nickname: '作者', portrait: expect.any(String) } });
    // The bystander's stream heard of the note (a bug event), never of the mention.
    await other.next(bugEvent(id));
    expect(other.events.some((e) => e.event === 'mention')).toBe(false);
    const counts = data(await callOp(t.app, 'countStaffInboxUnread', bystander)).kinds as { kind: string; unread: number }[];
    expect(counts.find((k) => k.kind === 'mention')!.unread).toBe(0);
    // The researcher reads nothing of it.
    const thread = JSON.stringify(data(await callOp(t.app, 'listBugComments', { ...ada, params: { id } })));
    expect(thread).not.toContain('请看复现步骤');
    const notices = JSON.stringify(data(await callOp(t.app, 'listNotices', ada)));
    expect(notices).not.toContain('请看复现步骤');
    // Marking all read as the bystander leaves the member's mention unread.
    expect((await callOp(t.app, 'markStaffInboxRead', { ...bystander, form: { all: true } })).json.retcode).toBe(0);
    expect((await inbox(named))[0]!.read).toBe(false);
  });

  it('refuse an id that is not staff, and mentions outside an internal note', async () => {
    const ada = await t.newResearcher();
    const id = await seedBug(ada);
    const author = await staff();
    const named = await staff();
    const refused = await callOp(t.app, 'replyAdminBug', { ...author, params: { id }, query: { language: 'en' }, form: { content: '@ada look', internal: true, mentions: [ada.id] } });
    expect(refused.json.retcode).toBe(1001);
    expect(refused.json.retmsg).toContain('mentions');
    const unknown = await callOp(t.app, 'replyAdminBug', { ...author, params: { id }, form: { content: '@x', internal: true, mentions: [999_999] } });
    expect(unknown.json.retcode).toBe(1001);
    const publicReply = await callOp(t.app, 'replyAdminBug', { ...author, params: { id }, form: { content: '@x 看看', mentions: [named.id] } });
    expect(publicReply.json.retcode).toBe(1001);
    // Nothing was written by the refused calls.
    expect(data(await callOp(t.app, 'listAdminBugComments', { ...author, params: { id } })).total).toBe(0);
    expect(await inbox(named)).toEqual([]);
  });
});
