// Test reports on the API: the language rule, the time range and the staff review; the staff
// operations of teams, test reports and the message board refused to researchers and visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const staff = () => t.newResearcher({ role: 'staff' });

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
