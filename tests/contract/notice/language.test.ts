// Notices read in the reader's language: every source of a message-centre notice,
// triggered by someone using the other language, reads in English for an English reader and in
// Chinese for a Chinese one. All names and free texts here are ASCII, so any Chinese character in
// an English reading is the server's own text in the wrong language. Rows written before notices
// had keys keep their stored text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, rewards } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

type Lang = 'zh' | 'en';
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const staff = () => t.newResearcher({ role: 'staff' });
const inLang = (who: Credentials, language: Lang) => ({ ...who, query: { language } });

async function newest(who: Who, language: Lang): Promise<{ title: string; content: string }> {
  const list = data(await callOp(t.app, 'listNotices', inLang(who, language))).notices as Data[];
  expect(list.length).toBeGreaterThan(0);
  return { title: String(list[0]!.title), content: String(list[0]!.content) };
}

/** The newest notice reads wholly in English for `en` and has Chinese in its title for `zh`. */
async function expectReadsInReaderLanguage(who: Who, hint: string) {
  const en = await newest(who, 'en');
  const zh = await newest(who, 'zh');
  expect(`${en.title} | ${en.content}`, `${hint} read in English`).not.toMatch(CJK);
  expect(zh.title, `${hint} read in Chinese`).toMatch(CJK);
  return { en, zh };
}

async function ok(res: Promise<{ json: { retcode: number; retmsg: string } }>) {
  const { json } = await res;
  expect(json.retcode, json.retmsg).toBe(0);
  return json;
}

describe('order notices', () => {
  it('ship, issue coins, close and reject read in the reader’s language', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 500, earned: true }));
    const [keyboard] = await t.db.insert(rewards).values({ name: 'Keyboard', price: 10, num: 9, type: 'custom', area: 'custom' }).returning();
    const [sticker] = await t.db.insert(rewards).values({ name: 'Sticker', price: 10, num: 9, type: 'score', area: 'custom' }).returning();
    const addressId = data(await callOp(t.app, 'createAddress', { ...ada, form: { realname: 'Ada', tel: '13800138000', address: '1 Main St' } })).id as number;
    const order = async (rewardId: number, extra: Record<string, number> = {}) =>
      data(await callOp(t.app, 'createTrade', { ...ada, form: { rewardId, num: 1, ...extra } })).tradeId as number;
    const physical = { addressId };
    const moves: [number, Record<string, string>][] = [
      [await order(keyboard!.id, physical), { action: 'ship', tracking: 'SF123' }],
      [await order(sticker!.id), { action: 'issue-coins' }],
      [await order(sticker!.id), { action: 'close', comment: 'out of stock' }],
      [await order(keyboard!.id, physical), { action: 'reject' }],
    ];
    for (const [id, form] of moves) {
      await ok(callOp(t.app, 'actOnTrade', { ...inLang(boss, 'zh'), params: { id }, form }));
      const { en } = await expectReadsInReaderLanguage(ada, form.action!);
      expect(en.title).toContain(form.action === 'ship' || form.action === 'reject' ? 'Keyboard' : 'Sticker');
      if (form.tracking) expect(en.content).toContain('SF123');
    }
  });
});

describe('coin notices', () => {
  it('a manual change either way reads in the reader’s language', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    await ok(callOp(t.app, 'changeUserCoins', { ...inLang(boss, 'zh'), params: { id: ada.id }, form: { amount: 50, reason: 'bonus' } }));
    expect((await expectReadsInReaderLanguage(ada, 'coins added')).en.title).toContain('50');
    await ok(callOp(t.app, 'changeUserCoins', { ...inLang(boss, 'zh'), params: { id: ada.id }, form: { amount: -20, reason: 'clawback' } }));
    expect((await expectReadsInReaderLanguage(ada, 'coins taken back')).en.content).toContain('clawback');
  });

  it('the monthly prize reads in the winner’s language', async () => {
    const boss = await staff();
    const ada = await t.newResearcher();
    const at = new Date('2026-09-15T00:00:00Z');
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 5000, earned: true, at }));
    await ok(callOp(t.app, 'runMonthlyPrize', { ...inLang(boss, 'zh'), form: { month: '2026-09' } }));
    const { en } = await expectReadsInReaderLanguage(ada, 'monthly prize');
    expect(en.title).toContain('2026-09');
  });
});

describe('team notices', () => {
  it('staff review, an application and the leader’s decisions read in each reader’s language', async () => {
    const lead = await t.newResearcher();
    const bob = await t.newResearcher();
    const boss = await staff();
    const id = data(await callOp(t.app, 'createTeam', { ...inLang(lead, 'en'), form: { name: 'RedTeam', intro: 'hi', contact: 'team@example.com' } })).id as number;
    await ok(callOp(t.app, 'reviewTeam', { ...inLang(boss, 'zh'), params: { id }, form: { approve: true } }));
    expect((await expectReadsInReaderLanguage(lead, 'team approved')).en.title).toContain('RedTeam');
    const appId = data(await callOp(t.app, 'applyTeam', { ...inLang(bob, 'zh'), params: { id } })).applicationId as number;
    await expectReadsInReaderLanguage(lead, 'new application');
    await ok(callOp(t.app, 'approveTeamApplication', { ...inLang(lead, 'en'), params: { id: appId } }));
    await expectReadsInReaderLanguage(bob, 'application approved');

    const carol = await t.newResearcher();
    const refusedId = data(await callOp(t.app, 'createTeam', { ...inLang(carol, 'en'), form: { name: 'BlueTeam', intro: 'hi', contact: 'b@example.com' } })).id as number;
    await ok(callOp(t.app, 'reviewTeam', { ...inLang(boss, 'zh'), params: { id: refusedId }, form: { approve: false } }));
    expect((await expectReadsInReaderLanguage(carol, 'team refused')).en.title).toContain('BlueTeam');

    const dan = await t.newResearcher();
    const danApp = data(await callOp(t.app, 'applyTeam', { ...inLang(dan, 'en'), params: { id } })).applicationId as number;
    await ok(callOp(t.app, 'refuseTeamApplication', { ...inLang(lead, 'zh'), params: { id: danApp } }));
    await expectReadsInReaderLanguage(dan, 'application refused');
  });
});

describe('test report and message-board notices', () => {
  it('a handled test report reads in the reader’s language, passed or not', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    const form = { userName: 'Ada', email: 'ada@example.org', ip: '203.0.113.7', startTime: '2026-11-01 09:00:00', endTime: '2026-11-02 18:00:00' };
    for (const result of [1, 2]) {
      const id = data(await callOp(t.app, 'submitTestReport', { ...inLang(ada, 'en'), form })).id as number;
      await ok(callOp(t.app, 'reviewTestReport', { ...inLang(boss, 'zh'), params: { id }, form: { result } }));
      expect((await expectReadsInReaderLanguage(ada, `test report ${result}`)).en.content).toContain('203.0.113.7');
    }
  });

  it('a staff reply on a leave message reads in the reader’s language', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    await callOp(t.app, 'getCaptcha', ada);
    const id = data(await callOp(t.app, 'createLeaveMessage', { ...inLang(ada, 'en'), form: { title: 'Idea', content: '<p>export</p>', captcha: 'ab12' } })).id as number;
    await ok(callOp(t.app, 'replyAdminLeaveMessage', { ...inLang(boss, 'zh'), params: { id }, form: { content: 'thanks' } }));
    const { en } = await expectReadsInReaderLanguage(ada, 'leave message reply');
    expect([en.title, en.content]).toEqual([expect.stringContaining('Idea'), 'thanks']);
  });
});

describe('report notices', () => {
  it('state changes and staff replies read in the reader’s language, whatever language the report was written in', async () => {
    const ada = await t.newResearcher({ phone: '+8613800000000' });
    const boss = await staff();
    await callOp(t.app, 'getCaptcha', ada);
    const form = { name: 'SQL injection in search', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>steps</p>', captcha: 'ab12' };
    const id = data(await callOp(t.app, 'submitBug', { ...inLang(ada, 'zh'), form })).id as number;
    const act = (f: Record<string, string | number>) => ok(callOp(t.app, 'actOnBug', { ...inLang(boss, 'zh'), params: { id }, form: f }));
    await act({ action: 'update@start' });
    expect((await expectReadsInReaderLanguage(ada, 'review started')).en.title).toContain('SQL injection in search');
    await act({ action: 'update@confirm', level: 2, baseCoins: 10, comment: 'confirmed' });
    const { en } = await expectReadsInReaderLanguage(ada, 'confirmed');
    expect(en.content).toContain('+10');
    await ok(callOp(t.app, 'replyAdminBug', { ...inLang(boss, 'zh'), params: { id }, form: { content: 'fixing' } }));
    expect((await expectReadsInReaderLanguage(ada, 'staff reply')).en.content).toBe('fixing');
  });

  it('an ignored duplicate names its reason in the reader’s language', async () => {
    const ada = await t.newResearcher({ phone: '+8613800000000' });
    const boss = await staff();
    const form = { name: 'XSS', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/', detail: '<p>x</p>', captcha: 'ab12' };
    await callOp(t.app, 'getCaptcha', ada);
    const first = data(await callOp(t.app, 'submitBug', { ...inLang(ada, 'en'), form })).id as number;
    await callOp(t.app, 'getCaptcha', ada);
    const second = data(await callOp(t.app, 'submitBug', { ...inLang(ada, 'en'), form })).id as number;
    await ok(callOp(t.app, 'actOnBug', { ...inLang(boss, 'en'), params: { id: second }, form: { action: 'update@ignore', ignoreReason: 'duplicate', duplicateOf: first } }));
    const { en, zh } = await expectReadsInReaderLanguage(ada, 'ignored');
    expect(en.content).toContain(`#${first}`);
    expect(zh.content).toMatch(CJK);
  });
});

describe('the staff inbox', () => {
  it('words an order item in the reading staff member’s language', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 100, earned: true }));
    const [sticker] = await t.db.insert(rewards).values({ name: 'Badge', price: 10, num: 9, type: 'score', area: 'custom' }).returning();
    await ok(callOp(t.app, 'createTrade', { ...inLang(ada, 'zh'), form: { rewardId: sticker!.id, num: 2 } }));
    const item = async (language: Lang) => (data(await callOp(t.app, 'listStaffInbox', { ...inLang(boss, language), query: { language, kind: 'trade' } })).items as Data[])[0]!;
    expect((await item('en')).summary).toBe('× 2, 20 coins');
    expect((await item('zh')).summary).toMatch(CJK);
  });
});

describe('notices written before keys', () => {
  it('read their stored text in either language', async () => {
    const ada = await t.newResearcher();
    await t.db.insert(notices).values({ userId: ada.id, type: 'user', title: '旧的通知', content: '旧的内容' });
    for (const language of ['en', 'zh'] as const) expect(await newest(ada, language)).toEqual({ title: '旧的通知', content: '旧的内容' });
  });
});
