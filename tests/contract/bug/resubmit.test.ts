// Resubmission (docs/rules.md#report-states): a report finished as not fixed (53) is no longer a dead end. Its owner resubmits
// it once with a note (53 → 20, logged, in the staff inbox); staff re-rate it (re-confirm in 20 →
// 30, the difference to the earlier rating posted to the ledger) or ignore it. Nobody else may
// resubmit, nothing but 53 may be resubmitted, and a second resubmission is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../../server/src/services/coins/ledger';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff' });
});
afterAll(() => t.close());

async function newBug(who: Who): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name: '越权读取订单', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/o?id=1', detail: '<p>步骤</p>', captcha: CAPTCHA };
  const res = await callOp(t.app, 'submitBug', { ...who, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
async function act(id: number, form: Record<string, string | number>) {
  const res = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
}
const resubmit = (who: Who, id: number, note: string, language = 'zh') => callOp(t.app, 'resubmitBug', { ...who, params: { id }, query: { language }, form: { note } });
const mine = async (who: Who, id: number) => data(await callOp(t.app, 'getBug', { ...who, params: { id } })).bug as Data;
const staffView = async (id: number) => data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data;

/** Confirmed at level 2 with 10 base coins, sent to re-check, answered not fixed: status 53. */
async function notFixed(who: Who): Promise<number> {
  const id = await newBug(who);
  await act(id, { action: 'update@start' });
  await act(id, { action: 'update@confirm', level: 2, baseCoins: 10 });
  await act(id, { action: 'update@review' });
  expect(data(await callOp(t.app, 'answerRecheck', { ...who, params: { id }, form: { answer: 'not-fixed' } }))).toEqual({ status: 53, rewardCoins: 5 });
  return id;
}

describe('resubmitting a report finished as not fixed', () => {
  it('sends it back to review with the note, logged and in the staff inbox; staff re-rate it and the difference is posted', async () => {
    const ada = await t.newResearcher();
    const id = await notFixed(ada);
    expect(await mine(ada, id)).toMatchObject({ status: 53, canResubmit: true });
    expect((await staffView(id)).allowedActions).toEqual([]);

    const res = await resubmit(ada, id, '  修复后换个参数仍可越权：id=2  ');
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    expect(data(res)).toEqual({ status: 20 });
    expect(await mine(ada, id)).toMatchObject({ status: 20, canResubmit: false });

    const logs = data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id, language: 'en' } })).logs as Data[];
    expect(logs[0]).toMatchObject({ action: 'resubmit', text: 'Resubmitted. Note: 修复后换个参数仍可越权：id=2', note: '修复后换个参数仍可越权：id=2', details: {} });
    const inbox = data(await callOp(t.app, 'listStaffInbox', { ...boss, query: { kind: 'resubmit', pageSize: 10 } })).items as Data[];
    expect(inbox[0]).toMatchObject({ kind: 'resubmit', objectId: id, summary: '修复后换个参数仍可越权：id=2' });

    // A report rated before is re-rated, not confirmed afresh.
    expect((await staffView(id)).allowedActions).toEqual(['update@re-confirm', 'update@ignore']);
    const confirm = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@confirm', level: 3, baseCoins: 20 } });
    expect(confirm.json.retcode).toBe(1006);
    // 10 for the rating and 5 for answering the re-check in time.
    expect((await balanceOf(t.db, ada.id)).balance).toBe(15);
    expect(await act(id, { action: 'update@re-confirm', level: 3, baseCoins: 20 })).toMatchObject({ status: 30, rewardCoins: 20, ledgerDelta: 10 });
    expect((await balanceOf(t.db, ada.id)).balance).toBe(25);
    expect(await mine(ada, id)).toMatchObject({ status: 30, auditLevel: 3, canResubmit: false });
  });

  it('is allowed once per report: not fixed again, a second resubmission is refused', async () => {
    const ada = await t.newResearcher();
    const id = await notFixed(ada);
    expect((await resubmit(ada, id, '仍存在')).json.retcode).toBe(0);
    await act(id, { action: 'update@re-confirm', level: 2, baseCoins: 10 });
    await act(id, { action: 'update@review' });
    await callOp(t.app, 'answerRecheck', { ...ada, params: { id }, form: { answer: 'not-fixed' } });
    expect(await mine(ada, id)).toMatchObject({ status: 53, canResubmit: false });
    const again = await resubmit(ada, id, '还是存在', 'en');
    expect([again.json.retcode, again.json.retmsg]).toEqual([1006, 'This report was resubmitted once already; please submit a new report']);
    expect((await mine(ada, id)).status).toBe(53);
  });

  it('only from 53, only by the owner, only with a note', async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const fresh = await newBug(ada);
    expect((await resubmit(ada, fresh, '重新看看')).json.retcode).toBe(1006);
    const id = await notFixed(ada);
    expect((await resubmit(eve, id, '我也能')).json.retcode).toBe(1002);
    expect((await resubmit(boss, id, '代为提交')).json.retcode).toBe(1002);
    expect((await resubmit(ada, id, '   ')).json.retcode).toBe(1001);
    expect((await resubmit(ada, id, '')).json.retcode).toBe(1001);
    expect((await resubmit(ada, id, 'x'.repeat(501))).json.retcode).toBe(1001);
    expect(await mine(ada, id)).toMatchObject({ status: 53, canResubmit: true });
  });

  it('lets staff ignore a resubmission instead (coins awarded before stay)', async () => {
    const ada = await t.newResearcher();
    const id = await notFixed(ada);
    await resubmit(ada, id, '仍存在');
    expect(await act(id, { action: 'update@ignore', ignoreReason: 'other', comment: '已修复，无法复现' })).toMatchObject({ status: 52, rewardCoins: 10, ledgerDelta: 0 });
  });
});
