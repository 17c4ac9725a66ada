// Signed-in reads from memory (plugins/app/personal-cache.ts): the centre's summary, the
// researcher's reports and coin records are answered a second time without a query; an account's
// cached answer is never handed to another account or to a visitor; every write that changes it (a
// new report, a staff action, a ledger record, a profile edit, a job's write) is seen on the next read,
// and after sign-out the old cookie reads nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalKey } from '../../server/src/plugins/app/personal-cache';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { callOp, data, startTestApp, type Credentials, type Data, type TestApp } from '../contract/harness';

let t: TestApp;
let queries = 0;

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
  // Every query of the app goes through the driver's client (PGlite: query, exec, transaction;
  // node-postgres' pool on the PostgreSQL lane: query, and connect for transactions).
  const client = (t.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
  for (const method of ['query', 'exec', 'transaction', 'connect']) {
    if (typeof client[method] !== 'function') continue;
    const original = client[method].bind(client);
    client[method] = (...args: unknown[]) => {
      queries += 1;
      return original(...args);
    };
  }
}, 120_000);
afterAll(() => t.close());

async function queriesOf(call: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await call();
  return queries - before;
}

const READS: [string, Record<string, string | number>?][] = [['getCenterSummary'], ['listMyBugs', { page: 1, pageSize: 10 }], ['listCoinRecords', { page: 1, pageSize: 10 }]];
const summary = async (who: Credentials) => data(await callOp(t.app, 'getCenterSummary', who)).summary as Data;
const myBugs = async (who: Credentials) => data(await callOp(t.app, 'listMyBugs', { ...who, query: { page: 1, pageSize: 10 } }));
const coins = async (who: Credentials) => data(await callOp(t.app, 'listCoinRecords', { ...who, query: { page: 1, pageSize: 10 } }));
const researcher = () => t.newResearcher({ phone: '+8613800000000' });

async function submitBug(who: Credentials): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', {
    ...who,
    form: { name: '搜索 SQL 注入', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: 'ab12' },
  });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}

describe('signed-in reads from memory', () => {
  it('answers an account a second time without any database query beyond its session, the same bytes, never stored', async () => {
    const ada = await researcher();
    await submitBug(ada);
    for (const [op, query] of READS) {
      let first = '';
      let again = '';
      const miss = await queriesOf(async () => (first = (await callOp(t.app, op, { ...ada, query })).body));
      const hit = await queriesOf(async () => (again = (await callOp(t.app, op, { ...ada, query })).body));
      expect(miss, op).toBeGreaterThan(hit);
      // The session itself is kept in memory a few seconds (services/session/session-cache.ts): no query at all.
      expect(hit, op).toBe(0);
      expect(again, op).toBe(first);
      const answer = await callOp(t.app, op, { ...ada, query });
      expect(answer.json.retcode, op).toBe(0);
      expect(answer.headers['cache-control'], op).toBe('private, no-store');
      expect(answer.headers['content-security-policy'], op).toContain("default-src 'self'");
    }
  });

  it('keys by language and paging', async () => {
    const ada = await researcher();
    const zh = await callOp(t.app, 'listMyBugs', { ...ada, query: { page: 1, pageSize: 10 } });
    await submitBug(ada);
    const zhAgain = await callOp(t.app, 'listMyBugs', { ...ada, query: { page: 1, pageSize: 10 } });
    const en = await callOp(t.app, 'listMyBugs', { ...ada, query: { page: 1, pageSize: 10, language: 'en' } });
    expect(zhAgain.body).not.toBe(zh.body);
    expect(en.body).not.toBe(zhAgain.body);
    expect((data(en).bugs as Data[])[0]!.statusText).not.toBe((data(zhAgain).bugs as Data[])[0]!.statusText);
    const page2 = await callOp(t.app, 'listMyBugs', { ...ada, query: { page: 2, pageSize: 1 } });
    expect((data(page2).bugs as Data[]).length).toBe(0);
  });

  it('never gives one account’s cached answer to another account or to a visitor', async () => {
    const ada = await researcher();
    const bob = await researcher();
    await submitBug(ada);
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 40, earned: true }));
    await t.app.changes.contentChanged();
    // Ada's answers are cached first, at the very addresses Bob and the visitor then ask for.
    const adaSummary = await summary(ada);
    expect(adaSummary).toMatchObject({ userId: ada.id, coins: 40, totalBugs: 1 });
    expect((await myBugs(ada)).total).toBe(1);
    expect((await coins(ada)).balance).toBe(40);
    // The same request of two accounts is two keys.
    const request = { url: '/v2/api/my/summary?language=zh', routeOptions: { schema: { operationId: 'getCenterSummary' } } } as never;
    expect(personalKey(ada.id, request)).not.toBe(personalKey(bob.id, request));

    const bobSummary = await summary(bob);
    expect(bobSummary).toMatchObject({ userId: bob.id, coins: 0, totalBugs: 0 });
    expect(bobSummary.email).not.toBe(adaSummary.email);
    expect(await myBugs(bob)).toMatchObject({ total: 0, bugs: [] });
    expect(await coins(bob)).toMatchObject({ total: 0, balance: 0, records: [] });

    for (const [op, query] of READS) {
      const visitor = await callOp(t.app, op, { query });
      expect(visitor.json.retcode, op).toBe(4006);
      expect(visitor.body, op).not.toContain(String(adaSummary.email));
      expect(visitor.json.retdata ?? null, op).toBeNull();
    }
  });

  it('sees a new report, a staff action and its coins, a ledger record and a profile edit on the next read', async () => {
    const ada = await researcher();
    const boss = await t.newResearcher({ role: 'staff' });
    expect(await summary(ada)).toMatchObject({ totalBugs: 0, coins: 0 });
    expect((await myBugs(ada)).total).toBe(0);
    expect((await coins(ada)).total).toBe(0);

    // A new report (the researcher's own write).
    const id = await submitBug(ada);
    expect(await summary(ada)).toMatchObject({ totalBugs: 1 });
    expect(((await myBugs(ada)).bugs as Data[]).map((b) => b.id)).toEqual([id]);

    // A staff action: the report's status and its coins (another account's request).
    const act = (form: Record<string, string | number>) => callOp(t.app, 'actOnBug', { ...boss, params: { id }, form });
    expect((await act({ action: 'update@start' })).json.retcode).toBe(0);
    expect(((await myBugs(ada)).bugs as Data[])[0]).toMatchObject({ status: 20 });
    expect((await act({ action: 'update@confirm', level: 2, baseCoins: 10 })).json.retcode).toBe(0);
    const afterConfirm = await summary(ada);
    expect(afterConfirm.coins).toBeGreaterThan(0);
    expect(afterConfirm.validBugs).toBe(1);
    expect((await coins(ada)).balance).toBe(afterConfirm.coins);

    // A ledger record written outside a request (a job): it says so after its commit.
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 7, earned: true }));
    await t.app.changes.contentChanged();
    expect((await summary(ada)).coins).toBe(Number(afterConfirm.coins) + 7);
    expect(((await coins(ada)).records as Data[])[0]).toMatchObject({ amount: 7 });

    // The account's own profile edit.
    expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'ada-renamed' } })).json.retcode).toBe(0);
    expect((await summary(ada)).nickname).toBe('ada-renamed');
  });

  it('reads nothing with the cookie of a session that signed out', async () => {
    const ada = await researcher();
    await submitBug(ada);
    for (const [op, query] of READS) expect((await callOp(t.app, op, { ...ada, query })).json.retcode, op).toBe(0);
    expect((await callOp(t.app, 'logout', ada)).json.retcode).toBe(0);
    for (const [op, query] of READS) {
      const after = await callOp(t.app, op, { ...ada, query });
      expect(after.json.retcode, op).toBe(4006);
      expect(after.json.retdata ?? null, op).toBeNull();
    }
  });
});
