// The re-check with a deadline and a reward on the API (docs/rules.md#re-check-deadline): launching
// it sets the deadline the notice and both detail views show; an answer in time pays the reward once
// (the ledger and the balance), a second answer, another researcher's answer and a late answer are
// refused; the expiry job finishes expired re-checks as fixed once even when run twice at the same
// time, with a log entry, the researcher's notice, a staff-inbox item and the webhook; the settings
// check their bounds.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, ledger, notices, webhookDeliveries, webhookEndpoints } from '../../../server/src/db/schema';
import { expireRechecks } from '../../../server/src/services/bug/recheck-expiry';
import { balanceOf, CoinType } from '../../../server/src/services/coins/ledger';
import { noticeText } from '../../../server/src/messages/index';
import { callOp, type CallOptions, type CallResult, data, type Data, startTestApp, type TestApp, type Who } from '../harness';
import { validatorAt } from '../spec-validator';

let t: TestApp;
let boss: Who;
const CAPTCHA = 'ab12';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
});
afterAll(() => t.close());

const ok = (res: CallResult) => {
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
};
const act = (id: number, form: Record<string, string | number>) => callOp(t.app, 'actOnBug', { ...boss, params: { id }, form });
const answer = (who: Who, id: number, value: 'fixed' | 'not-fixed', language = 'zh') =>
  callOp(t.app, 'answerRecheck', { ...who, params: { id }, query: { language }, form: { answer: value } });
const mine = async (who: Who, id: number) => ok(await callOp(t.app, 'getBug', { ...who, params: { id } })).bug as Data;
const staffView = async (id: number) => ok(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data;
const rewards = (userId: number) =>
  t.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.type, CoinType.RecheckReward)));
const putSettings = (form: CallOptions['form'], language = 'zh') => callOp(t.app, 'updateAdminSettings', { ...boss, query: { language }, form });

/** A report confirmed with 10 coins and sent to re-check: status 40. */
async function awaitingRecheck(who: Who, name = '越权访问'): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/', detail: '<p>步骤</p>', captcha: CAPTCHA };
  const id = ok(await callOp(t.app, 'submitBug', { ...who, form })).id as number;
  ok(await act(id, { action: 'update@start' }));
  ok(await act(id, { action: 'update@confirm', level: 2, baseCoins: 10 }));
  expect(ok(await act(id, { action: 'update@review' }))).toMatchObject({ status: 40 });
  return id;
}
const pastDeadline = (id: number, ms = 60_000) =>
  t.db
    .update(bugs)
    .set({ recheckDueAt: new Date(Date.now() - ms) })
    .where(eq(bugs.id, id));

describe('launching a re-check', () => {
  it('sets the deadline from the setting, shows it to the researcher and to staff, and names it in the notice', async () => {
    const ada = await t.newResearcher();
    const before = Date.now();
    const id = await awaitingRecheck(ada);
    const clock = (await mine(ada, id)).recheck as Data;
    expect(clock).toMatchObject({ expired: false, rewardCoins: 5 });
    const due = Date.parse(clock.dueAt as string);
    expect(due).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(clock.dueTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await staffView(id)).recheck).toEqual(clock);

    const [notice] = await t.db.select().from(notices).where(eq(notices.userId, ada.id)).orderBy(notices.id).limit(1).offset(2);
    expect(notice!.content).toContain(`请在 ${clock.dueTime as string} 前提交复测结果，按时提交可获得 5 安全币`);
    const en = noticeText('en', 'bug.acted', notice!.params as never);
    expect(en.content).toContain(`Please answer the re-check by ${clock.dueTime as string} and earn 5 coins`);
  });

  it('shows no clock before a re-check or after it was answered', async () => {
    const ada = await t.newResearcher();
    const id = await awaitingRecheck(ada);
    ok(await answer(ada, id, 'fixed'));
    expect((await mine(ada, id)).recheck).toBeNull();
    expect((await staffView(id)).recheck).toBeNull();
  });

  it('takes the days and the reward from the settings at launch', async () => {
    ok(await putSettings({ recheckDays: 3, recheckRewardCoins: 8 }));
    try {
      const ada = await t.newResearcher();
      const id = await awaitingRecheck(ada);
      const clock = (await mine(ada, id)).recheck as Data;
      expect(Math.round((Date.parse(clock.dueAt as string) - Date.now()) / DAY)).toBe(3);
      expect(clock.rewardCoins).toBe(8);
      // What was promised at launch is paid, whatever the setting says by the time of the answer.
      ok(await putSettings({ recheckRewardCoins: 1 }));
      expect(ok(await answer(ada, id, 'not-fixed'))).toEqual({ status: 53, rewardCoins: 8 });
    } finally {
      ok(await putSettings({ recheckDays: 7, recheckRewardCoins: 5 }));
    }
  });
});

describe('answering a re-check', () => {
  it('pays the reward once for an answer in time, and refuses a second answer', async () => {
    const ada = await t.newResearcher();
    const id = await awaitingRecheck(ada);
    expect((await balanceOf(t.db, ada.id)).balance).toBe(10);
    expect(ok(await answer(ada, id, 'fixed'))).toEqual({ status: 51, rewardCoins: 5 });
    const again = await answer(ada, id, 'not-fixed');
    expect([again.json.retcode, again.json.retmsg]).toEqual([1006, '漏洞不在待复测状态']);
    const paid = await rewards(ada.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 5, earned: true, bugId: id });
    expect((await balanceOf(t.db, ada.id)).balance).toBe(15);
    expect((await mine(ada, id)).status).toBe(51);

    // The coin records name it in the reader's language.
    const records = ok(await callOp(t.app, 'listCoinRecords', { ...ada, query: { language: 'en' } })).records as Data[];
    expect(records.find((r) => r.type === CoinType.RecheckReward)).toMatchObject({ typeText: 'Re-check reward', amount: 5 });
  });

  it('pays once when two answers race', { tags: ['postgres'] }, async () => {
    const ada = await t.newResearcher();
    const id = await awaitingRecheck(ada);
    const results = await Promise.all([answer(ada, id, 'fixed'), answer(ada, id, 'not-fixed')]);
    expect(results.map((r) => r.json.retcode).sort()).toEqual([0, 1006]);
    expect(await rewards(ada.id)).toHaveLength(1);
    expect((await balanceOf(t.db, ada.id)).balance).toBe(15);
  });

  it("refuses another researcher's answer (not found) and pays nobody", async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const id = await awaitingRecheck(ada);
    expect((await answer(eve, id, 'fixed')).json.retcode).toBe(1002);
    expect((await answer(boss, id, 'fixed')).json.retcode).toBe(1002);
    expect(await rewards(eve.id)).toHaveLength(0);
    expect((await mine(ada, id)).status).toBe(40);
  });

  it('refuses an answer after the deadline, in both languages, and pays nothing', async () => {
    const ada = await t.newResearcher();
    const id = await awaitingRecheck(ada);
    await pastDeadline(id);
    const clock = (await mine(ada, id)).recheck as Data;
    expect(clock.expired).toBe(true);
    const zh = await answer(ada, id, 'fixed');
    expect([zh.json.retcode, zh.json.retmsg]).toEqual([1006, `复测已于 ${clock.dueTime as string} 截止，无法再提交复测结果`]);
    const en = await answer(ada, id, 'not-fixed', 'en');
    expect([en.json.retcode, en.json.retmsg]).toEqual([1006, `The re-check deadline (${clock.dueTime as string}) has passed`]);
    expect(await rewards(ada.id)).toHaveLength(0);
    expect((await mine(ada, id)).status).toBe(40);
  });
});

describe('the expiry job', () => {
  it('finishes an expired re-check as fixed exactly once, even run twice at once, with both notices and the webhook', { tags: ['postgres'] }, async () => {
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/in', events: ['report.state_changed'], secret: 'x'.repeat(32) })
      .returning();
    const ada = await t.newResearcher({ nickname: 'Ada' });
    const expired = await awaitingRecheck(ada, '过期复测');
    const fresh = await awaitingRecheck(ada, '未过期复测');
    await pastDeadline(expired);
    const dueTime = ((await mine(ada, expired)).recheck as Data).dueTime as string;
    const noticesBefore = (await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length;

    const [first, second] = await Promise.all([expireRechecks(t.db), expireRechecks(t.db)]);
    // Other tests' expired re-checks move too: each id once, this one among them, the fresh one not.
    const moved = [...first!, ...second!];
    expect(moved.filter((m) => m === expired)).toHaveLength(1);
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved).not.toContain(fresh);
    expect(await expireRechecks(t.db)).toEqual([]);

    expect((await mine(ada, expired)).status).toBe(51);
    expect((await mine(ada, fresh)).status).toBe(40);
    expect(await rewards(ada.id)).toHaveLength(0);

    const logs = ok(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: expired } })).logs as Data[];
    expect(logs.filter((l) => l.action === 'recheck-expired')).toEqual([expect.objectContaining({ text: '复测逾期，视为已修复', operator: '系统' })]);
    const staffLogs = ok(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id: expired }, query: { language: 'en' } })).logs as Data[];
    expect(staffLogs[0]).toMatchObject({ action: 'recheck-expired', operator: 'System', text: 'Re-check expired, taken as fixed' });

    const sent = await t.db.select().from(notices).where(eq(notices.userId, ada.id)).orderBy(notices.id);
    expect(sent).toHaveLength(noticesBefore + 1);
    expect(sent.at(-1)).toMatchObject({ key: 'bug.recheckExpired', title: '漏洞“过期复测”的复测已逾期', link: `/user/bug/${expired}` });
    expect(noticeText('en', 'bug.recheckExpired', sent.at(-1)!.params as never).content).toBe(`No answer came before the deadline (${dueTime}): the report is finished as fixed.`);

    for (const [language, summary] of [
      ['zh', '复测逾期未答复，已自动结束（已修复）'],
      ['en', 'No answer before the deadline: finished (fixed) automatically'],
    ]) {
      const items = ok(await callOp(t.app, 'listStaffInbox', { ...boss, query: { kind: 'recheck', language, pageSize: 50 } })).items as Data[];
      expect(items.filter((i) => i.objectId === expired)).toEqual([expect.objectContaining({ title: '过期复测', summary, who: expect.objectContaining({ userId: ada.id }) })]);
    }

    const deliveries = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    const moves = deliveries.map((d) => JSON.parse(d.body) as { data: Data & { report: Data } }).filter((b) => b.data.action === 'recheck-expired' && b.data.report.id === expired);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.data).toMatchObject({ fromStatus: 40, toStatus: 51, by: 'system', report: expect.objectContaining({ id: expired }) });
    const validate = validatorAt(['components', 'schemas', 'WebhookReportStateChanged']);
    expect(validate(moves[0]), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the re-check settings', () => {
  it('reads and saves days and reward, logging the change', async () => {
    expect((ok(await callOp(t.app, 'getAdminSettings', boss)).settings as Data).recheck).toEqual({ days: 7, rewardCoins: 5 });
    const saved = ok(await putSettings({ recheckDays: 14 }));
    expect(saved).toMatchObject({ changed: ['recheck'], settings: { recheck: { days: 14, rewardCoins: 5 } } });
    const changes = ok(await callOp(t.app, 'listSettingChanges', { ...boss, query: { key: 'recheck' } })).changes as Data[];
    expect(changes[0]).toMatchObject({ key: 'recheck', oldValue: '{"days":7,"rewardCoins":5}', newValue: '{"days":14,"rewardCoins":5}' });
    ok(await putSettings({ recheckDays: 7 }));
  });

  it.each([
    [{ recheckDays: 0 }, 'recheckDays'],
    [{ recheckDays: 91 }, 'recheckDays'],
    [{ recheckDays: 'soon' }, 'recheckDays'],
    [{ recheckRewardCoins: -1 }, 'recheckRewardCoins'],
    [{ recheckRewardCoins: 10_001 }, 'recheckRewardCoins'],
  ])('refuses %o naming %s, and saves nothing', async (form, field) => {
    const res = await putSettings(form as CallOptions['form']);
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain(field);
    expect((ok(await callOp(t.app, 'getAdminSettings', boss)).settings as Data).recheck).toEqual({ days: 7, rewardCoins: 5 });
  });

  it('is for staff only', async () => {
    const ada = await t.newResearcher();
    expect((await callOp(t.app, 'updateAdminSettings', { ...ada, form: { recheckRewardCoins: 1000 } })).json.retcode).toBe(4003);
  });
});
