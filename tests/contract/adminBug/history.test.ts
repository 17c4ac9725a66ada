// The operation log as a faithful history (docs/rules.md#report-states): every entry names its action,
// carries its facts (level, coins and the difference, CVSS, reason, duplicate, deadline, outcome) and
// the staff note, worded as one sentence in the reader's language; the researcher's log shows the
// same facts and note without staff-only entries. Also: finishing a report awaiting re-check.
import { formatDateTime } from '@common/contract-time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, ledger, notices } from '../../../server/src/db/schema';
import { CoinType } from '../../../server/src/services/coins/ledger';
import { callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
let ada: Who;
const CAPTCHA = 'ab12';
const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
  ada = await t.newResearcher({ nickname: 'Ada' });
});
afterAll(() => t.close());

async function newBug(name = '越权读取订单'): Promise<number> {
  await callOp(t.app, 'getCaptcha', ada);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/o?id=1', detail: '<p>步骤</p>', captcha: CAPTCHA };
  const res = await callOp(t.app, 'submitBug', { ...ada, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
const act = (id: number, form: Record<string, string | number>, language = 'zh') => callOp(t.app, 'actOnBug', { ...boss, params: { id }, query: { language }, form });
async function ok(id: number, form: Record<string, string | number>) {
  const res = await act(id, form);
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
}
const staffLog = async (id: number, language = 'zh') => data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id }, query: { language } })).logs as Data[];
const researcherLog = async (who: Credentials, id: number, language = 'zh') => data(await callOp(t.app, 'listLogs', { ...who, query: { bugId: id, language } })).logs as Data[];

describe('the operation log', () => {
  it('keeps a confirmation with a note: the level, the coins, the CVSS and the note, in both languages', async () => {
    const id = await newBug();
    await ok(id, { action: 'update@start' });
    await ok(id, { action: 'update@confirm', level: 2, baseCoins: 10, cvssVector: VECTOR, comment: '  感谢，已确认  ' });
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    const score = Number(bug!.auditCvssScore);
    const [confirm] = await staffLog(id);
    expect(confirm).toMatchObject({
      action: 'confirm',
      details: { level: 2, coins: 10, coinsDelta: 10, cvssVector: VECTOR, cvssScore: score },
      note: '感谢，已确认',
      operator: 'Boss',
      staffOnly: false,
      text: `确认：等级 中危；安全币 10（+10）；CVSS ${score}（${VECTOR}）。备注：感谢，已确认`,
    });
    const [en] = await staffLog(id, 'en');
    expect(en!.text).toBe(`Confirmed: level Medium; coins 10 (+10); CVSS ${score} (${VECTOR}). Note: 感谢，已确认`);
    // An action without a note or facts reads as its label alone.
    expect((await staffLog(id))[1]).toMatchObject({ action: 'start', text: '开始审核', details: {}, note: null });
  });

  it('keeps a re-rating’s new coins and the difference posted', async () => {
    const id = await newBug();
    await ok(id, { action: 'update@start' });
    await ok(id, { action: 'update@confirm', level: 3, baseCoins: 20 });
    await ok(id, { action: 'update@re-confirm', level: 2, baseCoins: 8, comment: '影响面较小' });
    const [again] = await staffLog(id, 'en');
    expect(again).toMatchObject({ action: 're-confirm', details: { level: 2, coins: 8, coinsDelta: -12 }, note: '影响面较小' });
    expect(again!.text).toBe('Re-rated: level Medium; coins 8 (-12). Note: 影响面较小');
    expect((again!.details as Data).cvssVector).toBeUndefined();
  });

  it('keeps an ignored duplicate’s reason and the earlier report', async () => {
    const first = await newBug('存储型 XSS');
    const id = await newBug('存储型 XSS（重复）');
    await ok(id, { action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: first, comment: '与已有报告相同' });
    const [ignored] = await staffLog(id);
    // The earlier report's id and submit time: all the researcher learns of it.
    const [original] = await t.db.select().from(bugs).where(eq(bugs.id, first));
    const submitted = formatDateTime(original!.submittedAt);
    expect(ignored).toMatchObject({ action: 'ignore', details: { ignoreReason: 'duplicate', duplicateOf: first, duplicateSubmitTime: submitted }, note: '与已有报告相同' });
    expect(ignored!.text).toBe(`忽略：原因 重复提交；与 #${first} 重复（提交于 ${submitted}）。备注：与已有报告相同`);
  });

  it('keeps a launched re-check’s deadline and reward', async () => {
    const id = await newBug();
    await ok(id, { action: 'update@start' });
    await ok(id, { action: 'update@confirm', level: 2 });
    await ok(id, { action: 'update@review' });
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    const [review] = await staffLog(id);
    const due = (data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data).recheck as Data;
    expect(bug!.recheckDueAt).not.toBeNull();
    expect(review).toMatchObject({ action: 'review', details: { recheckDue: due.dueTime, recheckRewardCoins: 5 }, note: null });
    expect(review!.text).toBe(`发起用户复测：复测截止 ${due.dueTime as string}，按时复测奖励 5 安全币`);
  });

  it('shows the researcher the same facts and note, never a staff-only entry', async () => {
    const id = await newBug();
    expect((await callOp(t.app, 'assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(boss.id) } })).json.retcode).toBe(0);
    await ok(id, { action: 'update@start', comment: '开始处理' });
    await ok(id, { action: 'update@confirm', level: 2, baseCoins: 10, comment: '已确认' });
    const mine = await researcherLog(ada, id);
    expect(mine.map((l) => l.action)).toEqual(['confirm', 'start', 'submit']);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      time: expect.any(String),
      action: 'confirm',
      text: '确认：等级 中危；安全币 10（+10）。备注：已确认',
      operator: '安全团队',
      details: { level: 2, coins: 10, coinsDelta: 10 },
      note: '已确认',
    });
    expect(mine[1]).toMatchObject({ action: 'start', note: '开始处理', text: '开始审核。备注：开始处理' });
    const staff = await staffLog(id);
    expect(staff.find((l) => l.action === 'assign')).toMatchObject({ staffOnly: true, details: { assignee: 'Boss' }, text: '分配给 Boss' });
  });

  it('reads an entry written before details were kept as its stored text', async () => {
    const id = await newBug();
    const { bugLogs } = await import('../../../server/src/db/schema');
    await t.db.insert(bugLogs).values({ bugId: id, action: 'ignore', text: '原因：重复提交。旧备注', operatorId: boss.id, isStaff: true });
    expect((await researcherLog(ada, id))[0]).toMatchObject({ action: 'ignore', text: '原因：重复提交。旧备注', details: {}, note: null });
  });
});

describe('finishing a report awaiting re-check', () => {
  async function awaiting(): Promise<number> {
    const id = await newBug();
    await ok(id, { action: 'update@start' });
    await ok(id, { action: 'update@confirm', level: 2, baseCoins: 10 });
    await ok(id, { action: 'update@review' });
    return id;
  }
  const recheckRewards = async (id: number) =>
    t.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.bugId, id), eq(ledger.type, CoinType.RecheckReward)));

  it('refuses without an outcome or without a reason (1001, naming the field)', async () => {
    const id = await awaiting();
    const noOutcome = await act(id, { action: 'update@finish', comment: '已线下确认' });
    expect([noOutcome.json.retcode, noOutcome.json.retmsg]).toEqual([1001, expect.stringContaining('finishOutcome')]);
    const noReason = await act(id, { action: 'update@finish', finishOutcome: 'fixed', comment: '   ' }, 'en');
    expect([noReason.json.retcode, noReason.json.retmsg]).toEqual([1001, 'comment: give the reason for finishing a report awaiting re-check']);
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect(bug!.status).toBe(40);
  });

  it.each([
    ['fixed', 51, '已修复'],
    ['not-fixed', 53, '未修复'],
  ])('finishes as %s (%i) with the reason, closes the re-check unpaid and tells the researcher', async (outcome, status, label) => {
    const id = await awaiting();
    expect((await staffLog(id))[0]!.action).toBe('review');
    const before = (await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length;
    expect(await ok(id, { action: 'update@finish', finishOutcome: outcome, comment: '厂商已确认处理结果' })).toMatchObject({ status, ledgerDelta: 0 });
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect([bug!.status, bug!.recheckDueAt]).toEqual([status, null]);
    expect(await recheckRewards(id)).toEqual([]);
    // The re-check is over: the researcher can no longer answer it.
    expect((await callOp(t.app, 'answerRecheck', { ...ada, params: { id }, form: { answer: 'fixed' } })).json.retcode).toBe(1006);
    expect(await recheckRewards(id)).toEqual([]);
    const [finish] = await researcherLog(ada, id);
    expect(finish).toMatchObject({ action: 'finish', details: { outcome }, note: '厂商已确认处理结果', text: `结束流程：结果 ${label}。备注：厂商已确认处理结果` });
    const told = await t.db.select().from(notices).where(eq(notices.userId, ada.id));
    expect(told.length).toBe(before + 1);
  });

  it('still finishes a confirmed report (30 → 51) without an outcome', async () => {
    const id = await newBug();
    await ok(id, { action: 'update@start' });
    await ok(id, { action: 'update@confirm', level: 2 });
    expect(await ok(id, { action: 'update@finish' })).toMatchObject({ status: 51 });
  });
});
