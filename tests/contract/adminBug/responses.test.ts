// Common responses' placeholders on the API (docs/rules.md#common-responses): a saved reply holds
// known placeholders only; staff text is filled on the server, in the report's language, wherever
// it reaches the researcher (thread replies, a move's comment), and previewed the same way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../common/contract-time';
import { bugs, notices } from '../../../server/src/db/schema';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

const SITE = 'https://src.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12', PUBLIC_URL: SITE });
});
afterAll(() => t.close());

const ALL = '{researcher}|{id}|{title}|{level}|{coins}|{deadline}|{link}';
const FORM = { name: 'Reflected XSS in search', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>steps</p>', captcha: 'ab12' };
async function newBug(who: Who, language: 'zh' | 'en', name = FORM.name): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, query: { language }, form: { ...FORM, name } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
let seq = 0;
const researcher = () => t.newResearcher({ nickname: `Hunter${++seq}`, phone: '+8613800000000' });
const staff = () => t.newResearcher({ role: 'staff' });
const preview = (who: Credentials, id: number, content: string, language = 'zh') => callOp(t.app, 'previewBugResponse', { ...who, query: { language }, params: { id }, form: { content } });
const row = async (id: number) => (await t.db.select().from(bugs).where(eq(bugs.id, id)))[0]!;

describe('saving a common response', () => {
  it('accepts the known placeholders and refuses an unknown one, naming it and the known ones', async () => {
    const boss = await staff();
    expect((await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 'all', content: ALL, language: 'en' } })).json.retcode).toBe(0);
    // Braces that are not a `{word}` are text, not placeholders.
    expect((await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 'json', content: 'Send {"a": 1} or { x }', language: 'en' } })).json.retcode).toBe(0);

    const zh = await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 't', content: '你好 {name}，{id}', language: 'zh' } });
    expect(zh.json.retcode).toBe(1001);
    expect(zh.json.retmsg).toBe('content：未知的占位符 {name}；可用：{researcher} {id} {title} {level} {coins} {deadline} {link}');
    const en = await callOp(t.app, 'createCommonResponse', { ...boss, query: { language: 'en' }, form: { title: 't', content: 'Hi {Researcher}', language: 'en' } });
    expect(en.json.retmsg).toBe('content: unknown placeholder {Researcher}; known: {researcher} {id} {title} {level} {coins} {deadline} {link}');

    const id = data(await callOp(t.app, 'createCommonResponse', { ...boss, form: { title: 'ok', content: '{id}', language: 'zh' } })).id as number;
    const changed = await callOp(t.app, 'updateCommonResponse', { ...boss, params: { id }, form: { title: 'ok', content: '{bounty}', language: 'zh' } });
    expect([changed.json.retcode, changed.json.retmsg]).toEqual([1001, expect.stringContaining('{bounty}')]);
  });
});

describe('filling', () => {
  it('fills every placeholder in the report’s language, whatever the staff member’s', async () => {
    const boss = await staff();
    const ada = await researcher();
    const zhBug = await newBug(ada, 'zh', '搜索框反射型 XSS');
    const enBug = await newBug(ada, 'en');
    const zhRow = await row(zhBug);
    // Unrated: the self-assessed level (medium); no coins; the SLA's first open clock (first response, 48 h at medium).
    const firstResponseDue = formatDateTime(new Date(zhRow.submittedAt.getTime() + 48 * 3600_000));
    const zh = data(await preview(boss, zhBug, ALL, 'en'));
    expect(zh.content).toBe(`Hunter${seq}|${zhBug}|搜索框反射型 XSS|中危|0|${firstResponseDue}|${SITE}/v2/user/bug/${zhBug}`);
    const en = data(await preview(boss, enBug, `Dear {researcher}, #{id} is {level}. {unknown} stays`, 'zh'));
    expect(en.content).toBe(`Dear Hunter${seq}, #${enBug} is Medium. {unknown} stays`);
    // A move being prepared: the rating it would set, the re-check it would launch (7 days by default).
    const before = Date.now();
    const moved = data(
      await callOp(t.app, 'previewBugResponse', { ...boss, params: { id: zhBug }, form: { content: '{level}|{coins}|{deadline}', action: 'update@review', level: 4, ratingCoins: 40 } }),
    );
    const [level, coins, deadline] = String(moved.content).split('|');
    expect([level, coins]).toEqual(['严重', '40']);
    const week = 7 * 24 * 3600_000;
    // The contract's time sorts as text: within the seconds the call took.
    expect(deadline! >= formatDateTime(new Date(before + week - 1000)) && deadline! <= formatDateTime(new Date(Date.now() + week)), deadline).toBe(true);
    // Nothing was saved by a preview.
    expect((await callOp(t.app, 'listAdminBugComments', { ...boss, params: { id: enBug } })).json.retdata).toMatchObject({ total: 0 });
  });

  it('previews for an existing report only, within the reply’s length', async () => {
    const boss = await staff();
    expect((await preview(boss, 99999999, '{id}')).json.retcode).toBe(1002);
    const id = await newBug(await researcher(), 'zh');
    expect((await preview(boss, id, '   ')).json.retcode).toBe(1001);
  });

  it('sends a reply and a move’s comment to the researcher filled', async () => {
    const boss = await staff();
    const ada = await researcher();
    const id = await newBug(ada, 'en');
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: 'Thanks {researcher}, we are on #{id}: {link}' } })).json.retcode).toBe(0);
    const expected = `Thanks Hunter${seq}, we are on #${id}: ${SITE}/v2/user/bug/${id}`;
    const thread = data(await callOp(t.app, 'listBugComments', { ...ada, params: { id } })).comments as Data[];
    expect(thread.map((c) => c.content)).toEqual([expected]);
    const notice = (await t.db.select().from(notices).where(eq(notices.userId, ada.id))).map((n) => JSON.stringify(n));
    expect(notice.some((n) => n.includes(`Hunter${seq}`) && !n.includes('{researcher}'))).toBe(true);

    // The confirmation's comment names the rating it makes, not the one before it.
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@start' } })).json.retcode).toBe(0);
    const confirm = await callOp(t.app, 'actOnBug', {
      ...boss,
      params: { id },
      form: { action: 'update@confirm', level: 3, baseCoins: 20, comment: '{title} rated {level}: {coins} coins' },
    });
    expect(confirm.json.retcode, confirm.json.retmsg).toBe(0);
    const coins = data(confirm).rewardCoins as number;
    const log = data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).logs as Data[];
    expect(log[0]!.note).toBe(`${FORM.name} rated High: ${coins} coins`);

    // Launching a re-check: {deadline} is the re-check's due time.
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@review', comment: 'Please re-check by {deadline}' } })).json.retcode).toBe(0);
    const due = formatDateTime((await row(id)).recheckDueAt!);
    expect((data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).logs as Data[])[0]!.note).toBe(`Please re-check by ${due}`);
  });

  it('fills an ignore’s note, which the researcher reads with the reason', async () => {
    const boss = await staff();
    const ada = await researcher();
    const id = await newBug(ada, 'zh');
    const res = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@ignore', ignoreReason: 'out-of-scope', comment: '{researcher}，#{id} 不在范围内' } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const detail = data(await callOp(t.app, 'getBug', { ...ada, params: { id } }));
    expect(JSON.stringify(detail)).toContain(`Hunter${seq}，#${id} 不在范围内`);
    expect((await row(id)).closeNote).toBe(`Hunter${seq}，#${id} 不在范围内`);
  });
});

describe('staff only', () => {
  it('lets owners and triagers preview; refuses other roles, researchers and visitors', async () => {
    const id = await newBug(await researcher(), 'zh');
    const triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    expect((await preview(triager, id, '{id}')).json.retdata).toEqual({ content: String(id) });
    for (const role of ['viewer', 'editor', 'fulfilment'] as const) {
      const member = await t.newResearcher({ role: 'staff', staffRoles: [role] });
      expect((await preview(member, id, '{id}')).json.retcode, role).toBe(4003);
    }
    expect((await preview(await researcher(), id, '{id}')).json.retcode).toBe(4003);
    expect((await preview(await anonymousSession(t.app), id, '{id}')).json.retcode).toBe(4006);
  });
});
