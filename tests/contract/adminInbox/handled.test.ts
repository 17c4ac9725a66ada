// Handled means read (docs/rules.md#staff-inbox): staff acting on a report (a move, a reply the
// researcher reads, taking it on) marks that report's inbox items read for every staff member, naming
// who handled them and when; an internal note, assigning someone else or another report's action does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOp, type CallOptions, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let ada: Who;
let boss: Who;
let kim: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  ada = await t.newResearcher({ nickname: 'Ada' });
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
  kim = await t.newResearcher({ role: 'staff', nickname: 'Kim' });
});
afterAll(() => t.close());

async function submitBug(name: string): Promise<number> {
  await callOp(t.app, 'getCaptcha', ada);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: CAPTCHA };
  const res = await callOp(t.app, 'submitBug', { ...ada, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
const call = async (op: string, args: CallOptions) => {
  const res = await callOp(t.app, op, args);
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
};
const itemsOf = async (who: Credentials, id: number, query: Record<string, number> = {}) =>
  ((await call('listStaffInbox', { ...who, query: { pageSize: 50, ...query } })).items as Data[]).filter((i) => i.objectId === id && i.kind !== 'trade');
const unread = async (who: Credentials) => (await call('countStaffInboxUnread', { ...who })).total as number;

describe('handled means read', () => {
  it('a move on the report reads its items for all staff, naming who handled them and when', async () => {
    const id = await submitBug('越权查看订单');
    await call('replyBug', { ...ada, params: { id }, form: { content: '补充了测试账号' } });
    const other = await submitBug('另一个报告');
    expect((await itemsOf(kim, id)).map((i) => [i.kind, i.read, i.handledBy, i.handledTime])).toEqual([
      ['bug-reply', false, null, null],
      ['bug', false, null, null],
    ]);
    const kimBefore = await unread(kim);
    const bossBefore = await unread(boss);

    await call('actOnBug', { ...boss, params: { id }, form: { action: 'update@start' } });
    for (const who of [boss, kim]) {
      const items = await itemsOf(who, id);
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(item).toMatchObject({ read: true, handledBy: { userId: boss.id, nickname: 'Boss' } });
        expect(item.handledTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
    }
    expect(await unread(kim)).toBe(kimBefore - 2);
    expect(await unread(boss)).toBe(bossBefore - 2);
    // The readStatus filter agrees; the other report's item is still unread.
    expect(await itemsOf(kim, id, { readStatus: 0 })).toEqual([]);
    expect(await itemsOf(kim, id, { readStatus: 1 })).toHaveLength(2);
    expect(await itemsOf(kim, other, { readStatus: 0 })).toEqual([expect.objectContaining({ kind: 'bug', read: false, handledBy: null })]);

    // A later researcher action is a new item, unread again; the first handler stays on the old ones.
    await call('replyBug', { ...ada, params: { id }, form: { content: '还有一个参数' } });
    const [fresh] = await itemsOf(kim, id);
    expect(fresh).toMatchObject({ kind: 'bug-reply', read: false, handledBy: null });
    // Kim's reply the researcher reads handles it.
    await call('replyAdminBug', { ...kim, params: { id }, form: { content: '收到，正在复现' } });
    const after = await itemsOf(boss, id);
    expect(after[0]).toMatchObject({ id: fresh!.id, read: true, handledBy: { userId: kim.id } });
    expect(after[1]).toMatchObject({ handledBy: { userId: boss.id } });
  });

  it('an internal note or assigning someone else does not handle; taking the report on does', async () => {
    const id = await submitBug('存储型 XSS');
    await call('replyAdminBug', { ...boss, params: { id }, form: { content: '先看看', internal: true } });
    await call('assignAdminBug', { ...boss, params: { id }, form: { assigneeId: String(kim.id) } });
    expect(await itemsOf(kim, id)).toEqual([expect.objectContaining({ kind: 'bug', read: false, handledBy: null })]);
    await call('assignAdminBug', { ...kim, params: { id }, form: { assigneeId: String(kim.id) } });
    expect(await itemsOf(boss, id)).toEqual([expect.objectContaining({ read: true, handledBy: expect.objectContaining({ userId: kim.id }) })]);
  });

  it('a refused move handles nothing', async () => {
    const id = await submitBug('反射型 XSS');
    const refused = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@review' } });
    expect(refused.json.retcode).toBe(1006);
    expect(await itemsOf(kim, id)).toEqual([expect.objectContaining({ read: false, handledBy: null })]);
  });
});
