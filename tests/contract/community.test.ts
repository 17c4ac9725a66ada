// Teams, the message board and test reports on the API: create and staff review, search, apply,
// the leader's approval, 15 members at most, the switch rule, leaving; message threads for owner and
// staff only; test reports with the language rule, time range and review; staff-only operations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../server/src/db/schema';
import { LeaveMessageFormLimits } from '../../generated/limits';
import { anonymousSession, callOp, data, type Data, startTestApp, type TestApp, type Who } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const staff = () => t.newResearcher({ role: 'staff' });
const create = (who: Who, name: string) => callOp(t.app, 'createTeam', { ...who, form: { name, intro: '介绍', contact: 'team@example.com' } });

describe('teams', () => {
  it('creates, is reviewed by staff, takes an applicant the leader approves, and shows the members', async () => {
    const lead = await t.newResearcher({ nickname: 'Leader' });
    const boss = await staff();
    const id = data(await create(lead, '红队')).id as number;
    expect((await create(lead, '又一个')).json.retcode).toBe(1007);
    const pending = data(await callOp(t.app, 'listAdminTeams', { ...boss, query: { status: 0 } })).teams as Data[];
    expect(pending.map((x) => x.name)).toContain('红队');
    const bob = await t.newResearcher({ nickname: 'Bob' });
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(1002);
    expect(data(await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } }))).toEqual({ status: 1 });
    expect((await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } })).json.retcode).toBe(1006);
    expect((data(await callOp(t.app, 'searchTeams', { ...bob, query: { keyword: '红' } })).teams as Data[])[0]).toMatchObject({ id, memberCount: 1, maxMembers: 15 });
    const applicationId = data(await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).applicationId as number;
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(1007);
    expect((await callOp(t.app, 'approveTeamApplication', { ...bob, params: { id: applicationId } })).json.retcode).toBe(4003);
    const mine = data(await callOp(t.app, 'getMyTeam', lead)).team as Data;
    expect(mine).toMatchObject({ isLeader: true, status: 1 });
    expect((mine.applicants as Data[])[0]).toMatchObject({ id: applicationId, nickname: 'Bob', status: 0 });
    expect((await callOp(t.app, 'approveTeamApplication', { ...lead, params: { id: applicationId } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'approveTeamApplication', { ...lead, params: { id: applicationId } })).json.retcode).toBe(1006);
    expect((data(await callOp(t.app, 'searchTeams', { ...bob, query: { keyword: '红队' } })).teams as Data[])[0]).toMatchObject({ memberCount: 2 });
    expect((data(await callOp(t.app, 'listAdminTeams', { ...boss, query: { status: 1 } })).teams as Data[]).find((x) => x.id === id)).toMatchObject({ memberCount: 2 });
    const after = data(await callOp(t.app, 'getMyTeam', bob));
    expect((after.team as Data).members as Data[]).toHaveLength(2);
    expect(after.switchRule).toMatchObject({ nextChangeAt: expect.any(String) });
    // The leader cannot leave while Bob is there; Bob leaves freely but cannot join again for 12 months.
    expect((await callOp(t.app, 'leaveTeam', lead)).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'leaveTeam', bob)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(3002);
    expect((await callOp(t.app, 'leaveTeam', bob)).json.retcode).toBe(1002);
  });

  it('stops at 15 members and refuses a rejected applicant', async () => {
    const lead = await t.newResearcher();
    const boss = await staff();
    const id = data(await create(lead, '满员队')).id as number;
    await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } });
    for (let i = 0; i < 14; i += 1) {
      const u = await t.createUser();
      await t.db.update(users).set({ teamId: id }).where(eq(users.id, u));
    }
    const late = await t.newResearcher();
    expect((await callOp(t.app, 'applyTeam', { ...late, params: { id } })).json.retcode).toBe(3001);
    await t.db.update(users).set({ teamId: null }).where(eq(users.teamId, id));
    await t.db.update(users).set({ teamId: id }).where(eq(users.id, lead.id));
    const appId = data(await callOp(t.app, 'applyTeam', { ...late, params: { id } })).applicationId as number;
    expect((await callOp(t.app, 'refuseTeamApplication', { ...lead, params: { id: appId } })).json.retcode).toBe(0);
    expect(data(await callOp(t.app, 'getMyTeam', late))).toMatchObject({ team: null, pendingApplication: null });
    const rejected = data(await create(await t.newResearcher(), '被拒队')).id as number;
    await callOp(t.app, 'reviewTeam', { ...boss, params: { id: rejected }, form: { approve: false, comment: '名称不合适' } });
    const [row] = await t.db.select().from(teams).where(eq(teams.id, rejected));
    expect(row!.status).toBe(2);
  });
});

describe('the message board', () => {
  it('leaves a message with the captcha, keeps the thread to its owner and staff', async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const boss = await staff();
    await callOp(t.app, 'getCaptcha', ada);
    const id = data(await callOp(t.app, 'createLeaveMessage', { ...ada, form: { title: '建议', content: '<p>希望增加<script>x</script>导出</p>', captcha: 'ab12' } })).id as number;
    expect((await callOp(t.app, 'createLeaveMessage', { ...ada, form: { title: '再来', content: 'x', captcha: 'ab12' } })).json.retcode).toBe(1004);
    expect((await callOp(t.app, 'getLeaveMessage', { ...eve, params: { id } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'replyLeaveMessage', { ...eve, params: { id }, form: { content: 'x' } })).json.retcode).toBe(1002);
    await callOp(t.app, 'replyAdminLeaveMessage', { ...boss, params: { id }, form: { content: '收到，谢谢' } });
    await callOp(t.app, 'replyLeaveMessage', { ...ada, params: { id }, form: { content: '好的' } });
    const detail = data(await callOp(t.app, 'getLeaveMessage', { ...ada, params: { id } }));
    expect((detail.message as Data).content).toBe('<p>希望增加导出</p>');
    expect((detail.thread as Data[]).map((r) => [(r.author as Data).nickname, r.content])).toEqual([
      ['安全团队', '收到，谢谢'],
      [expect.any(String), '好的'],
    ]);
    expect((data(await callOp(t.app, 'listMyLeaveMessages', ada)).messages as Data[])[0]).toMatchObject({ id, replyCount: 2, status: 1 });
    expect((data(await callOp(t.app, 'listAdminLeaveMessages', boss)).messages as Data[]).map((m) => m.id)).toContain(id);
  });
});

describe('a leave message that sanitising lengthens', () => {
  it('is refused with 1001 naming content once past the contract limit', async () => {
    const ada = await t.newResearcher();
    const max = LeaveMessageFormLimits.content.maxLength;
    // The payload scaled to this field: within its limit as sent, five times past it cleaned.
    const content = `<p title="${'&'.repeat(max - 1000)}">x</p>`;
    expect(content.length).toBeLessThanOrEqual(max);
    await callOp(t.app, 'getCaptcha', ada);
    const res = await callOp(t.app, 'createLeaveMessage', { ...ada, query: { language: 'en' }, form: { title: 't', content, captcha: 'ab12' } });
    expect([res.json.retcode, res.json.retmsg]).toEqual([1001, `content: longer than ${max} characters once cleaned`]);
  });
});

describe('test reports', () => {
  it('needs the name in Chinese and the email in English, an ip, and a sane time range; staff review once', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    const base = { ip: '203.0.113.7', startTime: '2026-11-01 09:00:00', endTime: '2026-11-02 18:00:00' };
    expect((await callOp(t.app, 'submitTestReport', { ...ada, form: base })).json.retmsg).toContain('userName');
    expect((await callOp(t.app, 'submitTestReport', { ...ada, query: { language: 'en' }, form: { ...base, userName: 'Ada' } })).json.retmsg).toContain('email');
    const reversed = await callOp(t.app, 'submitTestReport', { ...ada, form: { ...base, userName: '张三', startTime: '2026-11-03 00:00:00' } });
    expect([reversed.json.retcode, reversed.json.retmsg]).toEqual([1001, 'endTime：结束时间不能早于开始时间']);
    const id = data(await callOp(t.app, 'submitTestReport', { ...ada, form: { ...base, userName: '张三', host: 'www.example.com' } })).id as number;
    expect((data(await callOp(t.app, 'listMyTestReports', ada)).reports as Data[])[0]).toMatchObject({ id, result: 0, startTime: '2026-11-01 09:00:00' });
    expect(data(await callOp(t.app, 'reviewTestReport', { ...boss, params: { id }, form: { result: 1 } }))).toEqual({ result: 1 });
    expect((await callOp(t.app, 'reviewTestReport', { ...boss, params: { id }, form: { result: 2 } })).json.retcode).toBe(1006);
    expect((data(await callOp(t.app, 'listAdminTestReports', { ...boss, query: { result: 1 } })).reports as Data[]).map((r) => r.id)).toContain(id);
  });

  it('keeps the staff operations from researchers (4003) and visitors (4006)', async () => {
    const ada = await t.newResearcher();
    for (const [op, opts] of [
      ['listAdminTeams', {}],
      ['reviewTeam', { params: { id: 1 }, form: { approve: true } }],
      ['listAdminTestReports', {}],
      ['reviewTestReport', { params: { id: 1 }, form: { result: 1 } }],
      ['listAdminLeaveMessages', {}],
      ['replyAdminLeaveMessage', { params: { id: 1 }, form: { content: 'x' } }],
    ] as const) {
      expect((await callOp(t.app, op, { ...ada, ...opts })).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op, { ...(await anonymousSession(t.app)), ...opts })).json.retcode, op).toBe(4006);
    }
  });
});
