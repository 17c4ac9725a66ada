// Public reads from memory (plugins/app/public-cache.ts): a hit costs no database query; ETag and 304; Cache-Control
// public on what every visitor gets alike; a committed write (a request's answer, or a job that
// says so) is seen by the next read and a refused one empties nothing; the blog list, which says what the signed-in reader liked, never hands one reader's answer
// to another or to a visitor.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogArticles, users } from '../../server/src/db/schema';
import { PUBLIC_MAX_AGE_S } from '../../server/src/plugins/app/public-cache';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { callOp, startTestApp, type Data, type TestApp } from '../contract/harness';

let t: TestApp;
let queries = 0;

beforeAll(async () => {
  t = await startTestApp({}, { demo: true });
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

const PUBLIC_READS: [string, Record<string, string | number>?][] = [
  ['listBanners'],
  ['listAnnouncements', { page: 1, pageSize: 10 }],
  ['listActivities', { page: 1, pageSize: 10 }],
  ['listArticles', { page: 1, pageSize: 10 }],
  ['listBlogCategories'],
  ['listFaq'],
  ['listRewards', { page: 1, pageSize: 10 }],
  ['listUserRank', { page: 1, pageSize: 20 }],
  ['listTeamRank', { page: 1, pageSize: 20 }],
  ['listBusinessCoefficients'],
  ['getRegulation'],
  ['getResponseStats'],
];

async function queriesOf(call: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await call();
  return queries - before;
}

describe('public reads from memory', () => {
  it('answers a visitor a second time without any database query, the same bytes', async () => {
    for (const [op, query] of PUBLIC_READS) {
      let first = '';
      let again = '';
      const miss = await queriesOf(async () => (first = (await callOp(t.app, op, { query })).body));
      const hit = await queriesOf(async () => (again = (await callOp(t.app, op, { query })).body));
      expect(miss, op).toBeGreaterThan(0);
      expect(hit, op).toBe(0);
      expect(again, op).toBe(first);
      expect(JSON.parse(again), op).toMatchObject({ retcode: 0 });
    }
  });

  it('keys by language and paging', async () => {
    const zh = await callOp(t.app, 'listFaq');
    const en = await callOp(t.app, 'listFaq', { query: { language: 'en' } });
    expect(en.body).not.toBe(zh.body);
    const page1 = await callOp(t.app, 'listUserRank', { query: { page: 1, pageSize: 2 } });
    const page2 = await callOp(t.app, 'listUserRank', { query: { page: 2, pageSize: 2 } });
    expect(page2.body).not.toBe(page1.body);
  });

  it('answers 304 to the ETag it gave, and says how long the answer may be reused', async () => {
    const first = await callOp(t.app, 'listBanners');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(`public, max-age=${PUBLIC_MAX_AGE_S}, must-revalidate`);
    const again = await t.app.inject({ method: 'GET', url: '/v2/api/banner?language=zh', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    const other = await t.app.inject({ method: 'GET', url: '/v2/api/banner?language=zh', headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sees a ledger record in the rank lists once its writer says it committed (no query to know it)', async () => {
    const before = data(await callOp(t.app, 'listUserRank', { query: { page: 1, pageSize: 1 } }));
    const top = (before.rank as Data[])[0]!;
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.nickname, String(top.nickname)));
    await t.db.transaction((tx) => postLedger(tx, { userId: user!.id, type: CoinType.BugRating, amount: 1000, earned: true }));
    // Not a request (a job such as the monthly prize): it tells the feed after its commit.
    await t.app.changes.contentChanged();
    const after = data(await callOp(t.app, 'listUserRank', { query: { page: 1, pageSize: 1 } }));
    expect(after.rank).not.toEqual(before.rank);
  });

  it('keeps its answers through a refused write, and drops them after a committed one', async () => {
    const staff = await t.newResearcher({ role: 'staff' });
    await callOp(t.app, 'listFaq');
    // Refused: no CSRF token (HTTP 400), then a business refusal (retcode 1002: no such gift).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v2/admin/api/reward/1/stock?language=zh',
      cookies: staff.cookies,
      payload: 'delta=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    const missing = await callOp(t.app, 'adjustRewardStock', { ...staff, params: { id: 999_999 }, form: { delta: 1 } });
    expect(missing.json.retcode).not.toBe(0);
    expect(await queriesOf(() => callOp(t.app, 'listFaq'))).toBe(0);
    const [gift] = data(await callOp(t.app, 'listRewards', { query: { page: 1, pageSize: 1 } })).rewards as Data[];
    expect((await callOp(t.app, 'adjustRewardStock', { ...staff, params: { id: Number(gift!.id) }, form: { delta: 1 } })).json.retcode).toBe(0);
    expect(await queriesOf(() => callOp(t.app, 'listFaq'))).toBeGreaterThan(0);
  });

  it('sees a staff write through the API at once (the gift list after a stock change)', async () => {
    const staff = await t.newResearcher({ role: 'staff' });
    const list = async () => data(await callOp(t.app, 'listRewards', { query: { page: 1, pageSize: 10 } })).rewards as Data[];
    const gift = (await list())[0]!;
    const answer = await callOp(t.app, 'listRewards', { query: { page: 1, pageSize: 10 } });
    // The reader's own exchange changes the stock: the browser asks every time (a 304 when unchanged).
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const stock = await callOp(t.app, 'adjustRewardStock', { ...staff, params: { id: Number(gift.id) }, form: { delta: 7 } });
    expect(stock.json.retcode).toBe(0);
    expect((await list()).find((g) => g.id === gift.id)).toMatchObject({ num: Number(gift.num) + 7 });
  });
});

describe('answers that depend on the session', () => {
  it('never gives a reader what another liked, nor a visitor a reader’s answer', async () => {
    const [article] = await t.db.select({ id: blogArticles.id }).from(blogArticles).limit(1);
    const id = article!.id;
    const liked = (answer: Data) => (answer.articles as Data[]).find((a) => a.id === id)?.voted;
    // A visitor's list is cached first.
    expect(liked(data(await callOp(t.app, 'listArticles', { query: { page: 1, pageSize: 50 } })))).toBe(false);
    const ada = await t.newResearcher();
    const bob = await t.newResearcher();
    expect(data(await callOp(t.app, 'voteArticle', { ...ada, params: { id } }))).toMatchObject({ voted: true });
    const adaList = await callOp(t.app, 'listArticles', { ...ada, query: { page: 1, pageSize: 50 } });
    expect(liked(data(adaList))).toBe(true);
    expect(adaList.headers['cache-control']).toBe('private, no-cache');
    // Neither another reader nor a visitor gets Ada's answer (from this cache or a shared one).
    expect(liked(data(await callOp(t.app, 'listArticles', { ...bob, query: { page: 1, pageSize: 50 } })))).toBe(false);
    const visitor = await callOp(t.app, 'listArticles', { query: { page: 1, pageSize: 50 } });
    expect(liked(data(visitor))).toBe(false);
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    // And Ada's own answer is read for her, not taken from the visitors' cache.
    expect(liked(data(await callOp(t.app, 'listArticles', { ...ada, query: { page: 1, pageSize: 50 } })))).toBe(true);
  });
});

function data(r: { json: { retdata: unknown } }): Data {
  return r.json.retdata as Data;
}
