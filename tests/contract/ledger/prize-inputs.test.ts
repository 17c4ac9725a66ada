// The monthly prize's published inputs and the statement key from configuration (docs/ledger.md):
// the inputs are what the ranking read before the prize moved any score, they match each place's
// ledger, they carry only public fields, the portal's signature checks them and a changed byte
// fails it, they never change afterwards; a configured key signs instead of the generated one, and
// the generated key stays listed with its validity so statements signed before still check.
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { coinStatement } from '../../../server/src/services/coins/statement';
import { statementKey } from '../../../server/src/services/coins/ledger-key';
import { runMonthlyPrize } from '../../../server/src/services/staff/admin-users';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let configured: KeyObject;
let configuredPublic: string;
const who: Record<'ada' | 'bob' | 'cy' | 'dan' | 'eve' | 'boss', Who> = {} as never;
const EMAILS = { ada: 'ada.private@mail.example', eve: 'eve.hidden@mail.example' };
/** A statement signed before the configured key took over. */
let oldStatement: { csv: string; signature: { publicKey: string; value: string } };

const give = (userId: number, amount: number, at: string) => t.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount, earned: true, at: new Date(at) }));
const inputs = async (month: string, language = 'zh') => {
  const res = await callOp(t.app, 'getMonthlyPrizeInputs', { params: { month }, query: { language } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as {
    month: string;
    publication: null | (Data & { places: (Data & { userId: number; score: number; prize: number })[]; document: string; signature: { publicKey: string; value: string } });
  };
};
const checks = (text: string, s: { publicKey: string; value: string }) => verify(null, Buffer.from(text, 'utf8'), s.publicKey, Buffer.from(s.value, 'base64'));

beforeAll(async () => {
  const pair = generateKeyPairSync('ed25519', { privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  configuredPublic = pair.publicKey;
  t = await startTestApp({ LEDGER_SIGNING_KEY: pair.privateKey });
  configured = t.app.config.ledgerSigningKey!;
  who.ada = await t.newResearcher({ nickname: 'Ada', email: EMAILS.ada });
  who.bob = await t.newResearcher({ nickname: 'Bob' });
  who.cy = await t.newResearcher({ nickname: 'Cy' });
  who.dan = await t.newResearcher({ nickname: 'Dan' });
  // No nickname: the rank page shows the email's local part, and so do the inputs; never the address.
  who.eve = await t.newResearcher({ nickname: '', email: EMAILS.eve });
  who.boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
  // October (UTC+8): Bob and Cy tie at 900 (Bob got there first); Eve passes the minimum (800) by one
  // coin, Dan does not; staff never rank.
  await give(who.ada.id, 600, '2026-10-05T02:00:00Z');
  await give(who.ada.id, 400, '2026-10-20T02:00:00Z');
  await give(who.bob.id, 900, '2026-10-10T02:00:00Z');
  await give(who.cy.id, 900, '2026-10-12T02:00:00Z');
  await give(who.eve.id, 801, '2026-10-13T02:00:00Z');
  await give(who.dan.id, 800, '2026-10-14T02:00:00Z');
  await give(who.boss.id, 5000, '2026-10-14T02:00:00Z');
  // Before the operator configured a key: the generated one signs a statement.
  await statementKey(t.db, undefined, new Date('2026-10-01T00:00:00Z'));
  oldStatement = await coinStatement(t.db, 'zh', who.ada.id, '2026-10');
  await runMonthlyPrize(t.db, 'zh', '2026-10', new Date('2026-10-31T16:05:00Z'), configured);
});
afterAll(() => t.close());

describe('the monthly prize’s published inputs', () => {
  it('lists every eligible place with its month score, tie-break fields and prize, in the rule’s order', async () => {
    const { publication } = await inputs('2026-10');
    expect(publication).toMatchObject({ awardedAt: '2026-11-01 00:05:00', minimum: 800, coins: [300, 200, 100], eligible: 4 });
    expect(publication!.places.map(({ place, nickname, score, prize, reachedAt }) => ({ place, nickname, score, prize, reachedAt }))).toEqual([
      { place: 1, nickname: 'Ada', score: 1000, prize: 300, reachedAt: '2026-10-20 10:00:00' },
      { place: 2, nickname: 'Bob', score: 900, prize: 200, reachedAt: '2026-10-10 10:00:00' },
      { place: 3, nickname: 'Cy', score: 900, prize: 100, reachedAt: '2026-10-12 10:00:00' },
      { place: 4, nickname: 'eve.hidden', score: 801, prize: 0, reachedAt: '2026-10-13 10:00:00' },
    ]);
    expect(publication!.ruleText).toContain('高于 800');
    expect((await inputs('2026-10', 'en')).publication!.ruleText).toContain('above 800');
  });

  it('matches each place’s month in the ledger (the score before the prize) and the prize records paid', async () => {
    const { publication } = await inputs('2026-10');
    for (const p of publication!.places) {
      const month = and(eq(ledger.userId, p.userId), gte(ledger.createdAt, new Date('2026-09-30T16:00:00Z')), lt(ledger.createdAt, new Date('2026-10-31T16:00:00Z')));
      const [earned] = await t.db
        .select({
          n: sql<string>`sum(${ledger.amount}) filter (where ${ledger.earned} and coalesce(${ledger.reason}, 0) not in (2, 3))`,
          prize: sql<string | null>`sum(${ledger.amount}) filter (where ${ledger.reason} in (2, 3))`,
        })
        .from(ledger)
        .where(month);
      expect(Number(earned!.n)).toBe(p.score);
      expect(Number(earned!.prize ?? 0)).toBe(p.prize);
    }
    // The researcher's own statement: his month score is the published one plus his prize.
    const s = await callOp(t.app, 'getCoinStatement', { ...who.bob, query: { month: '2026-10' } });
    expect((data(s) as { monthScore: number }).monthScore).toBe(900 + 200);
  });

  it('exposes public fields only: no address, no private data', async () => {
    const res = await callOp(t.app, 'getMonthlyPrizeInputs', { params: { month: '2026-10' } });
    const text = JSON.stringify(res.json);
    for (const email of Object.values(EMAILS)) expect(text).not.toContain(email);
    expect(text).not.toContain('@');
    expect(text).not.toContain('BEGIN PRIVATE KEY');
    const { publication } = data(res) as { publication: { places: Data[]; document: string } };
    for (const place of publication.places) expect(Object.keys(place).sort()).toEqual(['nickname', 'place', 'prize', 'reachedAt', 'reachedMs', 'score', 'userId']);
    expect(Object.keys(JSON.parse(publication.document) as Data)).toEqual(['about', 'month', 'awardedAt', 'minimum', 'coins', 'order', 'eligible', 'places']);
  });

  it('is signed with the configured key: the signature checks the document and fails on a changed byte', async () => {
    const { publication } = await inputs('2026-10');
    const { document, signature } = publication!;
    expect(signature.publicKey).toBe(configuredPublic);
    expect(checks(document, signature)).toBe(true);
    expect(checks(document.replace('"score":900', '"score":901'), signature)).toBe(false);
    // What the answer shows is what was signed.
    expect((JSON.parse(document) as { places: unknown[] }).places).toEqual(publication!.places.map(({ reachedAt: _shown, ...p }) => p));
  });

  it('never changes afterwards: a second run pays nothing and the stored inputs refuse any change', async () => {
    const before = (await inputs('2026-10')).publication!.document;
    await give(who.dan.id, 500, '2026-11-02T02:00:00Z');
    expect((await runMonthlyPrize(t.db, 'zh', '2026-10', new Date('2026-11-03T00:00:00Z'), configured)).alreadyDone).toBe(true);
    const refused = await t.db.execute(sql`update monthly_prize_inputs set document = '{}' where month = '2026-10'`).then(
      () => 'done',
      (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
    );
    expect(refused).toMatch(/append-only: UPDATE refused/);
    expect((await inputs('2026-10')).publication!.document).toBe(before);
    expect(await inputs('2026-09')).toEqual({ month: '2026-09', publication: null });
  });
});

describe('the statement key', () => {
  it('signs statements with the configured key and keeps the generated one listed, so older statements still check', async () => {
    const s = await callOp(t.app, 'getCoinStatement', { ...who.ada, query: { month: '2026-10' } });
    const fresh = data(s) as { csv: string; signature: { publicKey: string; value: string } };
    expect(fresh.signature.publicKey).toBe(configuredPublic);
    expect(checks(fresh.csv, fresh.signature)).toBe(true);
    const keys = (data(await callOp(t.app, 'listLedgerKeys')) as { keys: Data[] }).keys;
    expect(keys).toEqual([
      { algorithm: 'Ed25519', publicKey: oldStatement.signature.publicKey, source: 'generated', validFrom: '2026-10-01 08:00:00', validUntil: expect.any(String) },
      { algorithm: 'Ed25519', publicKey: configuredPublic, source: 'configured', validFrom: expect.any(String), validUntil: null },
    ]);
    expect(oldStatement.signature.publicKey).not.toBe(configuredPublic);
    expect(checks(oldStatement.csv, { ...oldStatement.signature, publicKey: keys[0]!.publicKey as string })).toBe(true);
  });
});
