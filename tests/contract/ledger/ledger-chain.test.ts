// The verifiable ledger: each account's records chained by hash (a database trigger), refused any
// change, a researcher's signed monthly statement that recomputes to the balance, the ranking score
// and the chain, and the staff check that finds a changed, removed or slipped-in record.
import { createHash, verify } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { GENESIS_HASH, ledgerRecordText, type HashedRecord } from '../../../common/ledger-hash';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let ada: Who;
let bob: Who;
let boss: Who;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const post = (userId: number, amount: number, at: Date, earned = true, remark = '') =>
  t.db.transaction((tx) => postLedger(tx, { userId, type: earned ? CoinType.BugRating : CoinType.GiftPayment, amount, earned, at, remark }));

const statement = async (who: Who, month: string, language = 'zh') => {
  const res = await callOp(t.app, 'getCoinStatement', { ...who, query: { month, language } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as Data & { openingBalance: number; closingBalance: number; records: (Data & { amount: number })[]; csv: string; signature: { publicKey: string; value: string } };
};
const check = async () => data(await callOp(t.app, 'checkLedger', boss)) as { ok: boolean; records: number; problems: Data[] };

/** Runs `fn` with the ledger's triggers off: what someone with the database's password could do. */
const asIntruder = (statement: ReturnType<typeof sql>) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
/** What the database answered a refused statement (drizzle wraps it as the error's cause). */
const refusal = (statement: ReturnType<typeof sql>) =>
  t.db.execute(statement).then(
    () => 'done',
    (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
  );

beforeAll(async () => {
  t = await startTestApp();
  ada = await t.newResearcher({ nickname: 'Ada' });
  bob = await t.newResearcher({ nickname: 'Bob' });
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
  // Ada: two records in October (UTC+8), three in November (one spending, a remark with '|'); Bob one in November.
  await post(ada.id, 500, new Date('2026-10-10T02:00:00.123Z'));
  await post(ada.id, 300, new Date('2026-10-31T15:59:59.999Z')); // Oct 31 23:59:59.999 UTC+8
  await post(ada.id, 200, new Date('2026-10-31T16:00:00Z')); // Nov 1 00:00 UTC+8
  await post(ada.id, -150, new Date('2026-11-05T08:00:00Z'), false, '兑换 |马克杯| ×1');
  await post(ada.id, 90, new Date('2026-11-20T08:00:00Z'));
  await post(bob.id, 40, new Date('2026-11-06T08:00:00Z'));
});
afterAll(() => t.close());

describe('the chain', () => {
  it('numbers each account from 1 and links each record to the one before by a hash anyone can recompute', async () => {
    const rows = await t.db.select().from(ledger).where(eq(ledger.userId, ada.id)).orderBy(ledger.seq);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    let prev = GENESIS_HASH;
    for (const r of rows) {
      expect(r.prevHash).toBe(prev);
      expect(r.hash).toBe(sha256(ledgerRecordText({ ...r, createdMs: r.createdAt.getTime() })));
      prev = r.hash;
    }
    const [first] = await t.db.select().from(ledger).where(eq(ledger.userId, bob.id));
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
  });

  it('refuses any change or removal of a record', async () => {
    expect(await refusal(sql`update ledger set amount = 5000 where user_id = ${ada.id}`)).toMatch(/ledger is append-only: UPDATE refused/);
    expect(await refusal(sql`delete from ledger where user_id = ${ada.id}`)).toMatch(/ledger is append-only: DELETE refused/);
  });
});

describe('the monthly statement', () => {
  it('recomputes to the balances, the ranking score and the chain, and carries the portal’s signature of its CSV', async () => {
    const s = await statement(ada, '2026-11');
    expect(s).toMatchObject({ month: '2026-11', openingBalance: 800, closingBalance: 940, earned: 290, spent: 150, monthScore: 290 });
    expect(s.records.map((r) => r.amount)).toEqual([200, -150, 90]);
    expect(s.openingBalance + s.records.reduce((n, r) => n + r.amount, 0)).toBe(s.closingBalance);
    // The records continue the chain of October's (seq 2) and end at the head.
    expect(s.records.map((r) => r.seq)).toEqual([3, 4, 5]);
    for (const r of s.records) expect(r.hash).toBe(sha256(ledgerRecordText({ ...(r as unknown as HashedRecord), userId: ada.id })));
    expect(s.records[1]!.prevHash).toBe(s.records[0]!.hash);
    expect(s.headHash).toBe(s.records[2]!.hash);
    // The file says the same, with the amounts as numbers and the remark quoted, not split.
    expect(s.csv).toContain('月初余额,800');
    expect(s.csv).toContain(',-150,');
    expect(s.csv).toContain('兑换 |马克杯| ×1');
    expect(verify(null, Buffer.from(s.csv, 'utf8'), s.signature.publicKey, Buffer.from(s.signature.value, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(s.csv.replace('940', '941'), 'utf8'), s.signature.publicKey, Buffer.from(s.signature.value, 'base64'))).toBe(false);
    // October's last instant belongs to October.
    expect(await statement(ada, '2026-10', 'en')).toMatchObject({ openingBalance: 0, closingBalance: 800, earned: 800, spent: 0 });
  });

  it('is only ever the caller’s own, and a month with nothing is empty with equal balances', async () => {
    const theirs = await statement(bob, '2026-11');
    expect(theirs.records.map((r) => r.id)).toHaveLength(1);
    expect(theirs).toMatchObject({ openingBalance: 0, closingBalance: 40 });
    expect(await statement(bob, '2026-09')).toMatchObject({ records: [], openingBalance: 0, closingBalance: 0, headHash: GENESIS_HASH });
    expect((await callOp(t.app, 'getCoinStatement', { ...bob, query: { month: '2026-13' } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'getCoinStatement', { query: { month: '2026-11' } })).json.retcode).toBe(4006);
  });
});

describe('the staff check', () => {
  it('finds a whole ledger whole, then a changed record, a removed one and a slipped-in one', async () => {
    expect(await check()).toMatchObject({ ok: true, problems: [] });
    const [, second, third] = await t.db.select().from(ledger).where(eq(ledger.userId, ada.id)).orderBy(ledger.seq);
    await asIntruder(sql`update ledger set amount = 3000 where id = ${second!.id}`);
    let found = await check();
    expect(found.ok).toBe(false);
    expect(found.problems).toEqual(
      expect.arrayContaining([
        { userId: ada.id, recordId: second!.id, seq: 2, kind: 'changed' },
        { userId: ada.id, recordId: null, seq: null, kind: 'balance-mismatch' },
      ]),
    );
    // Put back, then remove the third: the fourth no longer follows its predecessor.
    await asIntruder(sql`update ledger set amount = 300 where id = ${second!.id}`);
    await asIntruder(sql`delete from ledger where id = ${third!.id}`);
    found = await check();
    expect(found.problems).toContainEqual(expect.objectContaining({ userId: ada.id, seq: 4, kind: 'broken-link' }));
    // Bob gets a record slipped in before his own, with a hash of its own making.
    const [bobs] = await t.db.select().from(ledger).where(eq(ledger.userId, bob.id));
    await asIntruder(
      sql`insert into ledger (user_id, type, amount, earned, created_at, seq, prev_hash, hash) values (${bob.id}, 1, 9999, true, now(), 2, ${GENESIS_HASH}, ${'a'.repeat(64)})`,
    );
    found = await check();
    expect(found.problems).toContainEqual(expect.objectContaining({ userId: bob.id, seq: 2, kind: 'changed' }));
    expect(bobs!.seq).toBe(1);
  });

  it('is for staff who may read coins', async () => {
    expect((await callOp(t.app, 'checkLedger', ada)).json.retcode).toBe(4003);
  });
});
