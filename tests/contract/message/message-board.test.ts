// The message board on the API: the captcha, threads for the owner and staff only, a message that
// sanitising lengthens past the contract's limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaveMessageFormLimits } from '../../../generated/limits';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const staff = () => t.newResearcher({ role: 'staff' });

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
    // The report detail's inflating payload (tests/contract/bug/flow.test.ts) scaled to this field: within its limit as sent, five times past it cleaned.
    const content = `<p title="${'&'.repeat(max - 1000)}">x</p>`;
    expect(content.length).toBeLessThanOrEqual(max);
    await callOp(t.app, 'getCaptcha', ada);
    const res = await callOp(t.app, 'createLeaveMessage', { ...ada, query: { language: 'en' }, form: { title: 't', content, captcha: 'ab12' } });
    expect([res.json.retcode, res.json.retmsg]).toEqual([1001, `content: longer than ${max} characters once cleaned`]);
  });
});
