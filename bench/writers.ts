// The bench's write scenarios, run against the portal over HTTP after the reads:
// - report submission throughput: researchers submit one report each, 32 at a time (each session
//   holds a captcha answer set when the data set was built, as after the form's image was shown),
//   after a warm-up of 200 other researchers' submissions, not counted: the first submission starts
//   the sanitiser's thread (about a second, more on a loaded machine), which made a third of the
//   measured time a start-up cost rather than throughput (its time is printed on its own), and the
//   path's code is still being optimised over the first few hundred. 600 are measured, about three
//   seconds: 200 measured after a warm-up of 32 ran for one second and came out 181–226/s;
// - 200 simultaneous exchanges: 200 researchers each exchange one gift at once, for a stock of 100
//   (half must be refused as sold out; the time is until the last answer).
// The accounts, their sessions (CSRF token "bench") and coins are made by seedWriters beforehand,
// in the database, while no server holds it.
import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/index';
import { rewards, sessions } from '../server/src/db/schema';
import { CoinType, postLedger } from '../server/src/services/coins/ledger';
import { sessionKey } from '../server/src/infra/stores/session-store';

export const WRITERS = 200;
export const EXCHANGE_STOCK = 100;
const CAPTCHA = 'b3nc';
const SUBMIT_CONCURRENCY = 32;
const WARM_UP_SUBMISSIONS = 200;
/** Submissions measured: the WRITERS' 200 and 400 other researchers'. */
export const SUBMISSIONS = 3 * WRITERS;

export interface Writers {
  /** The WRITERS researchers with coins: they exchange, and they are the first of the submitters. */
  cookies: string[];
  /** SUBMISSIONS researchers who each submit one report while it is measured. */
  submitterCookies: string[];
  /** Sessions of other researchers, whose submissions warm the path up before it is measured. */
  warmUpCookies: string[];
  rewardId: number;
}

/**
 * Researchers 2…201 of the data set: a session each with a captcha answer, 100 coins each, and a
 * gift; the next SUBMISSIONS − WRITERS a session each with a captcha answer, to submit with them;
 * the WARM_UP_SUBMISSIONS after those, for the warm-up.
 */
export async function seedWriters(db: Db): Promise<Writers> {
  const submitterCookies: string[] = [];
  const warmUpCookies: string[] = [];
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let userId = 2; userId < 2 + SUBMISSIONS + WARM_UP_SUBMISSIONS; userId++) {
    const token = crypto.randomBytes(32).toString('hex');
    await db.insert(sessions).values({ tokenHash: sessionKey(token), userId, csrfToken: 'bench', captchaAnswer: CAPTCHA, captchaExpiresAt: expiresAt, expiresAt });
    (userId < 2 + SUBMISSIONS ? submitterCookies : warmUpCookies).push(`src_sid=${token}`);
    if (userId < 2 + WRITERS) await db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount: 100, earned: true }));
  }
  const cookies = submitterCookies.slice(0, WRITERS);
  const [gift] = await db.insert(rewards).values({ name: 'bench gift', price: 10, num: EXCHANGE_STOCK, type: 'score', area: 'custom' }).returning({ id: rewards.id });
  await db.execute(sql`ANALYZE`);
  return { cookies, submitterCookies, warmUpCookies, rewardId: gift!.id };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });

function post(origin: string, path: string, cookie: string, form: Record<string, string | number>): Promise<{ retcode: number }> {
  const body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      { method: 'POST', agent, headers: { cookie, 'x-csrf-token': 'bench', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { retcode: number });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const submit = (origin: string, cookie: string) =>
  post(origin, '/v2/api/bug?language=en', cookie, {
    name: 'bench report',
    level: 2,
    mainType: 3,
    subType: 301,
    link: 'https://www.example.com/s?q=1',
    detail: '<p>steps to reproduce</p>',
    captcha: CAPTCHA,
  });

/** Each cookie's researcher submits one report, SUBMIT_CONCURRENCY in flight. */
async function submitAll(origin: string, cookies: string[]): Promise<{ ok: number; failed: number }> {
  const queue = [...cookies];
  let ok = 0;
  let failed = 0;
  const worker = async () => {
    for (let cookie = queue.shift(); cookie; cookie = queue.shift()) {
      if ((await submit(origin, cookie)).retcode === 0) ok++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: SUBMIT_CONCURRENCY }, worker));
  return { ok, failed };
}

/**
 * Reports per second, each researcher submitting one, SUBMIT_CONCURRENCY in flight, after the
 * warm-up; `firstMs` is the warm-up's first submission, alone (the sanitiser's thread starting).
 */
export async function measureSubmissions(origin: string, writers: Writers): Promise<{ perSecond: number; ok: number; failed: number; firstMs: number }> {
  const [first, ...warmUp] = writers.warmUpCookies;
  const firstStarted = performance.now();
  const firstAnswer = await submit(origin, first!);
  const firstMs = performance.now() - firstStarted;
  const warm = await submitAll(origin, warmUp);
  if (firstAnswer.retcode !== 0 || warm.failed > 0) throw new Error(`the warm-up's submissions were refused (first: retcode ${firstAnswer.retcode}; ${warm.failed} others)`);
  const started = performance.now();
  const { ok, failed } = await submitAll(origin, writers.submitterCookies);
  return { perSecond: (ok + failed) / ((performance.now() - started) / 1000), ok, failed, firstMs };
}

/** All WRITERS exchanges fired at once: the time until the last answer, and how many were served. */
export async function measureExchanges(origin: string, writers: Writers): Promise<{ ms: number; ok: number; soldOut: number; other: number }> {
  const started = performance.now();
  const answers = await Promise.all(writers.cookies.map((cookie) => post(origin, '/v2/api/trade?language=en', cookie, { rewardId: writers.rewardId, num: 1 })));
  const ms = performance.now() - started;
  const ok = answers.filter((a) => a.retcode === 0).length;
  const soldOut = answers.filter((a) => a.retcode === 2002).length;
  return { ms, ok, soldOut, other: answers.length - ok - soldOut };
}
