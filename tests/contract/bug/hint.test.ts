// The duplicate hint (docs/rules.md#duplicate-hint): public disclosures, staff's known issues and
// the caller's own reports, scored by character trigrams in Chinese and English; never another
// researcher's unpublished report. Staff's similar reports score every report the same way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, disclosures } from '../../../server/src/db/schema';
import { callOp, data, startTestApp, type Credentials, type TestApp, type Who } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Hint {
  kind: string;
  id: number;
  title: string | null;
  note: string;
  status: number | null;
  score: number;
}

async function report(userId: number, name: string, link = 'https://www.example.com/login', status = 10): Promise<number> {
  const [row] = await t.db.insert(bugs).values({ userId, name, link, level: 2, detail: '<p>x</p>', mainType: 3, subType: 301, status }).returning({ id: bugs.id });
  return row!.id;
}
async function disclose(bugId: number, userId: number, status: 'approved' | 'pending' | 'refused'): Promise<number> {
  const [row] = await t.db
    .insert(disclosures)
    .values({ bugId, userId, status, decidedAt: status === 'pending' ? null : new Date() })
    .returning({ id: disclosures.id });
  return row!.id;
}
async function hints(who: Credentials, title: string, extra: { link?: string; bugId?: number; language?: string } = {}): Promise<Hint[]> {
  const res = await callOp(t.app, 'getBugHints', { ...who, query: { title, ...extra } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).hints as Hint[];
}
const known = (who: Credentials, form: Record<string, string>) => callOp(t.app, 'createKnownIssue', { ...who, form });

describe('the researcher’s duplicate hint', () => {
  const TITLES = ['登录接口存在SQL注入漏洞', '登录接口SQL注入', 'SQL injection in the login API', '用户中心越权访问他人订单', 'Stored XSS in the profile page'];
  let researchers: Who[];
  // Every report of every researcher, by owner; and which disclosures are public.
  const owned = new Map<number, Set<number>>();
  let publicDisclosure: number;
  let pendingDisclosure: number;
  let knownId: number;
  let riskId: number;

  beforeAll(async () => {
    researchers = await Promise.all(Array.from({ length: 4 }, () => t.newResearcher()));
    // Each researcher holds the same private titles: a leak would show at once.
    for (const r of researchers) {
      const ids = new Set<number>();
      for (const title of TITLES) ids.add(await report(r.id, title, 'https://www.example.com/login', 30));
      owned.set(r.id, ids);
    }
    const [carol, dave] = [researchers[2]!, researchers[3]!];
    const carolsPublic = await report(carol.id, '登录页面存在SQL注入', 'https://shop.example.com/', 51);
    const davesPending = await report(dave.id, '登录页面存在SQL注入漏洞', 'https://shop.example.com/', 51);
    owned.get(carol.id)!.add(carolsPublic);
    owned.get(dave.id)!.add(davesPending);
    publicDisclosure = await disclose(carolsPublic, carol.id, 'approved');
    pendingDisclosure = await disclose(davesPending, dave.id, 'pending');
    const boss = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    knownId = data(await known(boss, { kind: 'known', title: '登录接口短信验证码可爆破', target: 'https://www.example.com/login', note: '修复排期中' })).id as number;
    riskId = data(await known(boss, { kind: 'acceptedRisk', title: 'Clickjacking on the public help pages', note: 'No action on those pages' })).id as number;
  });

  it('never returns another researcher’s unpublished report, for any researcher and title', async () => {
    for (const who of researchers) {
      for (const title of TITLES.slice(0, 3)) {
        const found = await hints(who, title);
        expect(found.length).toBeLessThanOrEqual(5);
        for (const h of found) {
          if (h.kind === 'ownReport') expect(owned.get(who.id)!.has(h.id)).toBe(true);
          if (h.kind === 'ownReport') expect(h.title).toBeNull();
          if (h.kind === 'disclosure') expect(h.id).toBe(publicDisclosure);
        }
        expect(found.some((h) => h.kind === 'disclosure' && h.id === pendingDisclosure)).toBe(false);
      }
    }
  });

  it('offers public disclosures, known issues and one’s own reports, most alike first', async () => {
    const alice = researchers[0]!;
    const found = await hints(alice, '登录接口存在SQL注入', { link: 'https://www.example.com/api/login' });
    expect(found.map((h) => h.kind)).toEqual(expect.arrayContaining(['ownReport', 'disclosure', 'known']));
    expect(found.find((h) => h.kind === 'disclosure')).toMatchObject({ id: publicDisclosure, title: '登录页面存在SQL注入', note: '', status: null });
    expect(found.find((h) => h.kind === 'known')).toMatchObject({ id: knownId, title: '登录接口短信验证码可爆破', note: '修复排期中', status: null });
    expect(found.find((h) => h.kind === 'ownReport')).toMatchObject({ title: null, status: 30 });
    expect(found.map((h) => h.score)).toEqual([...found.map((h) => h.score)].sort((a, b) => b - a));
    // The exact title of one's own report comes first; the report being edited is left out.
    const exact = await hints(alice, '登录接口存在SQL注入漏洞');
    expect(exact[0]).toMatchObject({ kind: 'ownReport', score: 1 });
    const editing = exact[0]!.id;
    expect((await hints(alice, '登录接口存在SQL注入漏洞', { bugId: editing })).some((h) => h.kind === 'ownReport' && h.id === editing)).toBe(false);
    const risk = await hints(alice, 'clickjacking on help pages', { language: 'en' });
    expect(risk[0]).toMatchObject({ kind: 'acceptedRisk', id: riskId, title: 'Clickjacking on the public help pages' });
  });

  it('offers a disclosure while it is approved: not before, not once withdrawn', async () => {
    const grace = await t.newResearcher();
    const title = '找回密码接口可重置任意账号';
    const theirs = await report(researchers[1]!.id, title, 'https://id.example.com/', 51);
    const isOffered = async () => (await hints(grace, title)).some((h) => h.kind === 'disclosure' && h.title === title);
    const id = await disclose(theirs, researchers[1]!.id, 'pending');
    expect(await isOffered()).toBe(false);
    await t.db.update(disclosures).set({ status: 'approved', decidedAt: new Date() }).where(eq(disclosures.id, id));
    expect(await isOffered()).toBe(true);
    await t.db.update(disclosures).set({ status: 'withdrawn' }).where(eq(disclosures.id, id));
    expect(await isOffered()).toBe(false);
    // The index's flag follows the row, whatever wrote it.
    const [row] = await t.db.select({ flag: bugs.publiclyDisclosed }).from(bugs).where(eq(bugs.id, theirs));
    expect(row!.flag).toBe(false);
  });

  it('matches Chinese and English titles by characters, and nothing unlike', async () => {
    const eve = await t.newResearcher();
    await report(eve.id, '用户中心存在越权漏洞');
    await report(eve.id, 'SQL injection in the order search API');
    await report(eve.id, '支付回调金额可篡改');
    expect((await hints(eve, '用户中心越权访问')).map((h) => h.kind)).toEqual(['ownReport']);
    expect((await hints(eve, 'SQL injection in order search', { language: 'en' })).length).toBe(1);
    expect(await hints(eve, '评论区存储型跨站脚本')).toEqual([]);
    expect(await hints(eve, 'Open redirect after logout')).toEqual([]);
    // Fewer than two characters: nothing asked.
    expect(await hints(eve, '支')).toEqual([]);
  });

  it('raises the score of an item on the same host', async () => {
    const frank = await t.newResearcher();
    await report(frank.id, '后台弱口令', 'https://admin.example.com/login');
    const [other] = await hints(frank, '后台存在弱口令', { link: 'https://www.example.org/' });
    const [same] = await hints(frank, '后台存在弱口令', { link: 'admin.EXAMPLE.com/x' });
    expect(same!.score).toBeGreaterThan(other!.score);
  });

  it('answers signed-in researchers only, at most 60 times a minute each', async () => {
    expect((await callOp(t.app, 'getBugHints', { query: { title: '登录接口' } })).json.retcode).toBe(4006);
    // The limit itself is the rate-limit plugin's (tests/server/web-app.test.ts runs one out).
    const gina = await t.newResearcher();
    const answer = await callOp(t.app, 'getBugHints', { ...gina, query: { title: '登录接口' } });
    expect([answer.headers['x-ratelimit-limit'], answer.headers['x-ratelimit-remaining']]).toEqual(['60', '59']);
  });
});

describe('the known-issues list', () => {
  it('is written by owners and triagers, read by viewers, and checked', async () => {
    const triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    const viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
    const researcher = await t.newResearcher();
    expect((await known(viewer, { kind: 'known', title: 'x' })).json.retcode).toBe(4003);
    expect((await known(researcher, { kind: 'known', title: 'x' })).json.retcode).toBe(4003);
    expect((await known(triager, { kind: 'known', title: '  \u0007 ' })).json.retcode).toBe(1001);
    const id = data(await known(triager, { kind: 'known', title: ' 重置密码链接不过期 ', target: ' https://id.example.com/reset ' })).id as number;
    const listed = data(await callOp(t.app, 'listKnownIssues', { ...viewer, query: { kind: 'known' } }));
    expect(listed.issues).toEqual(expect.arrayContaining([expect.objectContaining({ id, title: '重置密码链接不过期', target: 'https://id.example.com/reset', note: '' })]));
    expect((await callOp(t.app, 'updateKnownIssue', { ...triager, params: { id }, form: { kind: 'acceptedRisk', title: '重置链接长期有效', note: '已接受' } })).json.retcode).toBe(0);
    const risks = data(await callOp(t.app, 'listKnownIssues', { ...viewer, query: { kind: 'acceptedRisk' } })).issues as { id: number; title: string }[];
    expect(risks.find((r) => r.id === id)?.title).toBe('重置链接长期有效');
    expect((await callOp(t.app, 'deleteKnownIssue', { ...viewer, params: { id } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'deleteKnownIssue', { ...triager, params: { id } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'deleteKnownIssue', { ...triager, params: { id } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'updateKnownIssue', { ...triager, params: { id }, form: { kind: 'known', title: 'x' } })).json.retcode).toBe(1002);
  });
});

describe('staff’s similar reports', () => {
  it('scores every researcher’s reports against one, never itself, most alike first', async () => {
    const viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
    const [a, b] = await Promise.all([t.newResearcher(), t.newResearcher()]);
    const original = await report(a.id, '找回密码接口验证码可爆破', 'https://id.example.com/forgot');
    const close = await report(b.id, '找回密码验证码爆破', 'https://id.example.com/forgot');
    const farther = await report(b.id, '验证码可爆破', 'https://other.example.com/');
    const list = data(await callOp(t.app, 'listSimilarBugs', { ...viewer, params: { id: original } })).bugs as { id: number; score: number }[];
    const ids = list.map((r) => r.id);
    expect(ids).not.toContain(original);
    expect(ids.indexOf(close)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(close)).toBeLessThan(ids.indexOf(farther));
    expect((await callOp(t.app, 'listSimilarBugs', { ...viewer, params: { id: 99999999 } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'listSimilarBugs', { ...a, params: { id: original } })).json.retcode).toBe(4003);
  });
});
