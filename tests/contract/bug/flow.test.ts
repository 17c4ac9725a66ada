// Reports end to end on the API: the form's rules, phone before captcha, the submitter's own files,
// running activities, sanitised detail (every XSS vector of tests/fixtures/xss), editing only while unreviewed,
// ownership on every researcher route, the review state machine with its coins on the ledger, the
// re-check, urging, the thread, the log, CSV exports, and staff-only operations.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, balances, bugs, businessCoefficients, ledger, notices, uploads, userScores } from '../../../server/src/db/schema';
import { JSDOM } from 'jsdom';
import { BugSubmitFormLimits } from '../../../generated/limits';
import { allXssVectors } from '../../fixtures/xss/vectors';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

/** What could run script in stored HTML once parsed: elements, event attributes, script URLs. */
function scriptCapable(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document;
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    if (/^(script|iframe|object|embed|frame|frameset|style|svg|math|form|base|meta|link)$/i.test(el.tagName)) found.push(el.tagName);
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.name)) found.push(`${el.tagName} ${a.name}`);
      if (/^(href|src|action|formaction|xlink:href|background|poster|srcset|data|cite)$/i.test(a.name) && /^\s*(javascript|vbscript|data:text)/i.test(a.value))
        found.push(`${el.tagName} ${a.name}=${a.value.slice(0, 30)}`);
    }
  }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

async function captcha(who: Credentials) {
  await callOp(t.app, 'getCaptcha', who);
}
const FORM = { name: '搜索 SQL 注入', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' };
async function submit(who: Who, form: Record<string, string | number | string[] | undefined> = {}) {
  await captcha(who);
  return callOp(t.app, 'submitBug', { ...who, form: { ...FORM, ...form } });
}
async function newBug(who: Who, form: Record<string, string | number | string[] | undefined> = {}): Promise<number> {
  const res = await submit(who, form);
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
const researcher = () => t.newResearcher({ phone: '+8613800000000' });
const staff = () => t.newResearcher({ role: 'staff' });
const act = (who: Credentials, id: number, form: Record<string, string | number | boolean>) => callOp(t.app, 'actOnBug', { ...who, params: { id }, form });

describe('submitting a report', () => {
  it('names the failing field, in the request language', async () => {
    const ada = await researcher();
    const blank = await submit(ada, { name: '  ' });
    expect([blank.json.retcode, blank.json.retmsg]).toEqual([1001, 'name：请输入漏洞名称']);
    const wrongSub = await submit(ada, { subType: 101 });
    expect(wrongSub.json.retmsg).toContain('subType');
    await captcha(ada);
    const en = await callOp(t.app, 'submitBug', { ...ada, query: { language: 'en' }, form: { ...FORM, link: '   ' } });
    expect([en.json.retcode, en.json.retmsg]).toEqual([1001, 'link: Please enter the Vulnerability Link']);
    const empty = await submit(ada, { detail: '<script>alert(1)</script>' });
    expect(empty.json.retmsg).toContain('detail');
  });

  it('asks for a phone before the captcha, and the same captcha works once the phone is bound', async () => {
    const noPhone = await t.newResearcher({ phone: null });
    // The form asks ahead (before anything is written) with the same rule.
    const requirements = async () => data(await callOp(t.app, 'getBugRequirements', noPhone));
    expect(await requirements()).toEqual({ phoneRequired: true });
    const first = await submit(noPhone);
    expect(first.json.retcode).toBe(4005);
    await t.db.execute(sql`update users set phone = '+8613900000000' where id = ${noPhone.id}`);
    expect(await requirements()).toEqual({ phoneRequired: false });
    const again = await callOp(t.app, 'submitBug', { ...noPhone, form: FORM });
    expect(again.json.retcode).toBe(0);
    const reused = await callOp(t.app, 'submitBug', { ...noPhone, form: FORM });
    expect(reused.json.retcode).toBe(1004);
  });

  it("refuses a wrong captcha, another researcher's files, and an activity that is not running", async () => {
    const ada = await researcher();
    const bob = await researcher();
    expect((await submit(ada, { captcha: 'zz99' })).json.retcode).toBe(1004);
    await t.db.insert(uploads).values([
      { key: '20261123000000-bobbbb.pdf', ownerId: bob.id, kind: 'attachment', clientName: 'b.pdf', ext: 'pdf', size: 9 },
      { key: '20261123000000-adaaaa.pdf', ownerId: ada.id, kind: 'attachment', clientName: 'poc.pdf', ext: 'pdf', size: 9 },
    ]);
    expect((await submit(ada, { attach: ['20261123000000-bobbbb.pdf'] })).json.retcode).toBe(1002);
    const now = Date.now();
    const [ended] = await t.db
      .insert(activities)
      .values({ title: '已结束', startAt: new Date(now - 9e8), endAt: new Date(now - 1e8) })
      .returning();
    expect((await submit(ada, { activityId: ended!.id })).json.retcode).toBe(1006);
    const id = await newBug(ada, { attach: ['20261123000000-adaaaa.pdf'] });
    const bug = data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data;
    expect(bug.attachments).toEqual([{ url: '/v2/api/file/20261123000000-adaaaa.pdf', name: 'poc.pdf', size: 9 }]);
    expect(bug).toMatchObject({ status: 10, statusText: '待审核', harmfulResults: 11, subTypeText: 'SQL注入' });
  });

  it('refuses a detail that sanitising makes longer than the contract allows (1001 naming detail)', async () => {
    const ada = await researcher();
    // The case once seen: 199,017 characters of `<p title="&&&…">` were stored as 995,017 (each & became &amp;).
    const detail = `<p title="${'&'.repeat(199_000)}">x</p>`;
    expect(detail.length).toBe(199_017);
    const res = await submit(ada, { detail });
    expect([res.json.retcode, res.json.retmsg]).toEqual([1001, `detail：清理后超过 ${BugSubmitFormLimits.detail.maxLength} 个字符`]);
    await captcha(ada);
    const en = await callOp(t.app, 'submitBug', { ...ada, query: { language: 'en' }, form: { ...FORM, detail } });
    expect(en.json.retmsg).toBe(`detail: longer than ${BugSubmitFormLimits.detail.maxLength} characters once cleaned`);
    // The same attribute at a fifth of the length fits once cleaned.
    expect((await submit(ada, { detail: `<p title="${'&'.repeat(39_000)}">x</p>` })).json.retcode).toBe(0);
  });

  it('packs the app form into the detail and needs no link there', async () => {
    const ada = await researcher();
    const id = await newBug(ada, {
      mainType: 10,
      subType: 1001,
      link: undefined,
      appName: 'Demo App',
      appVersion: '1.2.3',
      appSource: '应用商店',
      appLink: 'https://app.example.com/<b>x</b>',
    });
    const bug = data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data;
    expect(bug.detail).toMatch(
      /^<p>应用名称：Demo App<\/p><p>应用版本：1\.2\.3<\/p><p>应用来源：应用商店<\/p><p>下载链接：https:\/\/app\.example\.com\/&lt;b&gt;x&lt;\/b&gt;<\/p><p>复现步骤<\/p>$/,
    );
    expect(bug).toMatchObject({ appName: 'Demo App', link: '' });
    const missing = await submit(ada, { mainType: 10, subType: 1001, appName: 'x', appVersion: '', appSource: 's' });
    expect(missing.json.retcode).toBe(1001);
  });

  it('stores every shared XSS vector without script, event handler or script URL', async () => {
    const ada = await researcher();
    const vectors = allXssVectors();
    // One report per 120 vectors (each stored and read back through the API).
    for (let i = 0; i < vectors.length; i += 120) {
      const res = await submit(ada, { detail: `<p>v</p>${vectors.slice(i, i + 120).join('\n')}` });
      expect(res.json.retcode, res.json.retmsg).toBe(0);
      const stored = (data(await callOp(t.app, 'getBug', { ...ada, params: { id: data(res).id as number } })).bug as Data).detail as string;
      expect(scriptCapable(stored), stored.slice(0, 200)).toEqual([]);
    }
  }, 120_000);

  it('edits an unreviewed report, never one under review or another researcher’s', async () => {
    const ada = await researcher();
    const bob = await researcher();
    const id = await newBug(ada);
    expect((await submit(ada, { id, name: '改过的名称' })).json.retcode).toBe(0);
    expect((data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data).name).toBe('改过的名称');
    expect((await submit(bob, { id })).json.retcode).toBe(1002);
    const boss = await staff();
    expect((await act(boss, id, { action: 'update@start' })).json.retcode).toBe(0);
    expect((await submit(ada, { id })).json.retcode).toBe(1006);
  });
});

describe('the review flow', () => {
  it('walks the state machine with coins on the ledger, refusing every other move', async () => {
    const ada = await researcher();
    const boss = await staff();
    const [coef] = await t.db.insert(businessCoefficients).values({ business: '支付', coefficient: 1.5 }).returning();
    const now = Date.now();
    const [running] = await t.db
      .insert(activities)
      .values({ title: '双倍', startAt: new Date(now - 9e7), endAt: new Date(now + 9e7), multiplier: 2 })
      .returning();
    const id = await newBug(ada, { activityId: running!.id });
    expect((await act(boss, id, { action: 'update@confirm', level: 2 })).json.retcode).toBe(1006);
    expect(data(await act(boss, id, { action: 'update@start' }))).toEqual({ status: 20, rewardCoins: 0, ledgerDelta: 0 });
    expect((await act(boss, id, { action: 'update@confirm', level: 2, baseCoins: 99 })).json.retcode).toBe(1001);
    expect((await act(boss, id, { action: 'update@confirm', level: 2, baseCoins: 20 })).json.retcode).toBe(1001);
    const confirmed = data(
      await act(boss, id, { action: 'update@confirm', level: 2, baseCoins: 10, businessCoefficientId: coef!.id, firstKill: true, intelligenceValue: 5, comment: '确认，感谢' }),
    );
    expect(confirmed).toEqual({ status: 30, rewardCoins: 30, ledgerDelta: 30 });
    const rerated = data(await act(boss, id, { action: 'update@re-confirm', level: 1, baseCoins: 5, businessCoefficientId: coef!.id }));
    expect(rerated).toEqual({ status: 30, rewardCoins: 15, ledgerDelta: -15 });
    expect(data(await act(boss, id, { action: 'update@mark-quality', qualityCoins: 20 }))).toMatchObject({ rewardCoins: 35, ledgerDelta: 20 });
    expect((await act(boss, id, { action: 'update@mark-quality', qualityCoins: 20 })).json.retcode).toBe(1007);
    expect((await act(boss, id, { action: 'update@start' })).json.retcode).toBe(1006);
    expect(data(await act(boss, id, { action: 'update@review' }))).toMatchObject({ status: 40 });
    expect((await act(boss, id, { action: 'update@ignore', ignoreReason: 'other' })).json.retcode).toBe(1006);

    const detail = data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data;
    expect(detail).toMatchObject({ status: 40, auditLevel: 1, baseCoins: 5, multiplier: 2, rewardCoins: 35, highQuality: true, firstKill: false, activityTitle: '双倍' });
    const [bal] = await t.db.select().from(balances).where(eq(balances.userId, ada.id));
    const [sum] = await t.db
      .select({ s: sql<number>`sum(${ledger.amount})::int` })
      .from(ledger)
      .where(eq(ledger.userId, ada.id));
    expect([bal!.balance, sum!.s]).toEqual([35, 35]);
    const [score] = await t.db
      .select()
      .from(userScores)
      .where(sql`${userScores.userId} = ${ada.id} and ${userScores.period} = 'all'`);
    expect(score!.score).toBe(35);
    const log = data(await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } })).logs as Data[];
    expect(log.map((l) => l.action)).toEqual(['review', 'mark-quality', 're-confirm', 'confirm', 'start', 'submit']);
    // The action, its facts and the note, as one sentence and apart (docs/rules.md#report-states).
    expect(log.find((l) => l.action === 'confirm')).toMatchObject({
      text: '确认：等级 中危；安全币 30（+30）。备注：确认，感谢',
      details: { level: 2, coins: 30, coinsDelta: 30 },
      note: '确认，感谢',
      operator: '安全团队',
    });
    // One notice per move: start, confirm, re-rate, mark quality, launch re-check.
    expect((await t.db.select().from(notices).where(eq(notices.userId, ada.id))).length).toBe(5);

    expect((await callOp(t.app, 'answerRecheck', { ...ada, params: { id }, form: { answer: 'fixed' } })).json.retdata).toEqual({ status: 51, rewardCoins: 5 });
    expect((await callOp(t.app, 'answerRecheck', { ...ada, params: { id }, form: { answer: 'fixed' } })).json.retcode).toBe(1006);
    const other = await newBug(ada);
    expect(data(await act(boss, other, { action: 'update@ignore', ignoreReason: 'not-vulnerability' }))).toMatchObject({ status: 52, ledgerDelta: 0 });
  });

  it('urges from 7 days after submission, once a day, only while awaiting review', async () => {
    const ada = await researcher();
    const id = await newBug(ada);
    expect(data(await callOp(t.app, 'getUrgeState', { ...ada, params: { id } }))).toEqual({ state: 0, afterDays: 7 });
    expect((await callOp(t.app, 'urgeBug', { ...ada, params: { id } })).json.retcode).toBe(1006);
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(Date.now() - 8 * 86400_000) })
      .where(eq(bugs.id, id));
    expect(data(await callOp(t.app, 'getUrgeState', { ...ada, params: { id } }))).toEqual({ state: 1, afterDays: 7 });
    expect(data(await callOp(t.app, 'urgeBug', { ...ada, params: { id } }))).toEqual({ state: 2, afterDays: 7 });
    expect((await callOp(t.app, 'urgeBug', { ...ada, params: { id } })).json.retcode).toBe(1007);
    const boss = await staff();
    const queue = data(await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword: String(id) } })).bugs as Data[];
    expect(queue[0]).toMatchObject({ id, urged: true });
  });

  it('keeps a thread between the owner and staff (500 characters, staff under the team label)', async () => {
    const ada = await researcher();
    const boss = await staff();
    const id = await newBug(ada);
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '补充说明' } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'replyAdminBug', { ...boss, params: { id }, form: { content: '已收到' } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '   ' } })).json.retcode).toBe(1001);
    const thread = data(await callOp(t.app, 'listBugComments', { ...ada, params: { id } })).comments as Data[];
    expect(thread.map((c) => [(c.author as Data).isStaff, (c.author as Data).nickname, c.content])).toEqual([
      [false, expect.any(String), '补充说明'],
      [true, '安全团队', '已收到'],
    ]);
  });
});

describe('ownership and roles', () => {
  it("answers 1002 on every researcher route for another researcher's report", async () => {
    const ada = await researcher();
    const eve = await researcher();
    const id = await newBug(ada);
    for (const [op, opts] of [
      ['getBug', { params: { id } }],
      ['listBugComments', { params: { id } }],
      ['replyBug', { params: { id }, form: { content: 'x' } }],
      ['getUrgeState', { params: { id } }],
      ['urgeBug', { params: { id } }],
      ['answerRecheck', { params: { id }, form: { answer: 'fixed' } }],
      ['listLogs', { query: { bugId: id } }],
    ] as const) {
      expect((await callOp(t.app, op, { ...eve, ...opts })).json.retcode, op).toBe(1002);
    }
    const mine = data(await callOp(t.app, 'listMyBugs', eve));
    expect(mine.total).toBe(0);
  });

  it('refuses every staff operation to a researcher (4003) and to a visitor (4006)', async () => {
    const ada = await researcher();
    const id = await newBug(ada);
    for (const [op, opts] of [
      ['listAdminBugs', {}],
      ['exportAdminBugs', {}],
      ['getAdminBug', { params: { id } }],
      ['actOnBug', { params: { id }, form: { action: 'update@start' } }],
      ['replyAdminBug', { params: { id }, form: { content: 'x' } }],
    ] as const) {
      expect((await callOp(t.app, op, { ...ada, ...opts })).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op, { ...(await anonymousSession(t.app)), ...opts })).json.retcode, op).toBe(4006);
    }
  });
});

describe('lists and exports', () => {
  it('filters my reports and exports them as CSV safe from formula injection', async () => {
    const ada = await researcher();
    await newBug(ada, { name: '=HYPERLINK("http://evil")', level: 1 });
    await newBug(ada, { name: '越权访问', level: 3, subType: 305 });
    const high = data(await callOp(t.app, 'listMyBugs', { ...ada, query: { level: 3 } }));
    expect((high.bugs as Data[]).map((b) => b.name)).toEqual(['越权访问']);
    const keyword = data(await callOp(t.app, 'listMyBugs', { ...ada, query: { keyword: 'HYPER' } }));
    expect(keyword.total).toBe(1);
    const csv = await callOp(t.app, 'exportMyBugs', ada);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF编号,漏洞名称')).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const boss = await staff();
    const all = await callOp(t.app, 'exportAdminBugs', { ...boss, query: { userId: ada.id, language: 'en' } });
    expect(all.body.split('\r\n')[0]).toBe('\uFEFFID,Name,Level,Status,Type,Sub-type,Submitted,Reward coins,Reporter');
    expect(all.body.trim().split('\r\n')).toHaveLength(3);
    const detail = data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id: (high.bugs as Data[])[0]!.id as number } })).bug as Data;
    expect(detail.allowedActions).toEqual(['update@start', 'update@ignore']);
  });
});
