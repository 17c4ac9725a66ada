// Signed-in researchers for the streams bench and the soak, made straight in the database while no
// server holds it (as writers.ts does): the accounts in one statement, a session each (CSRF token
// "bench"), optionally a few notices each (so the unread count reads something) and sessions holding
// a captcha answer for report submissions (one answer a submission: a submission spends it).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/index';
import { sessions } from '../server/src/db/schema';
import { sessionKey } from '../server/src/infra/stores/session-store';

export const CSRF = 'bench';
export const CAPTCHA = 'b3nc';

export interface Readers {
  userIds: number[];
  /** One session cookie per account, in userIds' order. */
  cookies: string[];
}

const cookieOf = (token: string) => `src_sid=${token}`;

async function insertSessions(db: Db, rows: { userId: number; captcha: boolean }[]): Promise<string[]> {
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  const cookies: string[] = [];
  for (let at = 0; at < rows.length; at += 500) {
    const values = rows.slice(at, at + 500).map(({ userId, captcha }) => {
      const token = crypto.randomBytes(32).toString('hex');
      cookies.push(cookieOf(token));
      return { tokenHash: sessionKey(token), userId, csrfToken: CSRF, expiresAt, ...(captcha ? { captchaAnswer: CAPTCHA, captchaExpiresAt: expiresAt } : {}) };
    });
    await db.insert(sessions).values(values);
  }
  return cookies;
}

/** `count` researchers named `<prefix>N@bench.test`, each signed in once, with `noticesEach` notices (a third unread). */
export async function seedReaders(db: Db, opts: { count: number; prefix: string; noticesEach?: number }): Promise<Readers> {
  const rows = await db.execute<{ id: number }>(
    sql.raw(`INSERT INTO users (email, nickname, role)
     SELECT '${opts.prefix}' || g || '@bench.test', '${opts.prefix} ' || g, 'researcher'
     FROM generate_series(1, ${opts.count}) g RETURNING id`),
  );
  const userIds = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (opts.noticesEach) {
    await db.execute(
      sql.raw(`INSERT INTO notices (user_id, type, title, content, read, created_at)
       SELECT u.id, 'user', 'bench notice ' || n, 'bench notice ' || n || ' for ' || u.id, n % 3 <> 0, now() - n * interval '1 hour'
       FROM users u CROSS JOIN generate_series(1, ${opts.noticesEach}) n WHERE u.email LIKE '${opts.prefix}%@bench.test'`),
    );
  }
  const cookies = await insertSessions(
    db,
    userIds.map((userId) => ({ userId, captcha: false })),
  );
  return { userIds, cookies };
}

/** `count` more sessions, spread over the given accounts, each holding one captcha answer. */
export async function seedSubmitters(db: Db, userIds: number[], count: number): Promise<string[]> {
  return insertSessions(
    db,
    Array.from({ length: count }, (_, i) => ({ userId: userIds[i % userIds.length]!, captcha: true })),
  );
}
