// The graphic captcha's answer is kept in the caller's session row (any server process can check
// it). A submit consumes it whether right or wrong, so one image cannot be tried twice.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { sessions } from '../../db/schema';
import { ApiError, Retcode, retcodeText, type Lang } from '../../envelope';
import { sessionKey } from '../../infra/stores/session-store';

/** Where a caller's answer is kept: the database and the caller's session cookie token (null without a session). */
export interface CaptchaSlot {
  db: Db;
  sessionToken: string | null;
}

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

function sameAnswer(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

async function storedAnswer({ db, sessionToken: token }: CaptchaSlot): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ answer: sessions.captchaAnswer, expiresAt: sessions.captchaExpiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionKey(token)));
  if (!row?.answer || !row.expiresAt || row.expiresAt.getTime() < Date.now()) return null;
  return row.answer;
}

/** Stores a new answer for the caller's session (the session must exist: sessions.ensure first). */
export async function storeCaptcha({ db, sessionToken: token }: CaptchaSlot, answer: string): Promise<void> {
  if (!token) throw new Error('storeCaptcha needs a session');
  await db
    .update(sessions)
    .set({ captchaAnswer: answer, captchaExpiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .where(eq(sessions.tokenHash, sessionKey(token)));
}

/** Checks without consuming (the form's auto-verify at 4 characters). */
export async function captchaMatches(slot: CaptchaSlot, given: string): Promise<boolean> {
  const answer = await storedAnswer(slot);
  return answer !== null && sameAnswer(answer, given);
}

/**
 * The session's answer, cleared in the same statement (one round trip, not a read and a write: a
 * report submission is a dozen statements and each costs the server's thread as much as the work).
 * The row is locked as it is read, so of two submits sent at once with the same image, the second
 * reads the answer the first cleared and is refused.
 */
async function takeAnswer({ db, sessionToken: token }: CaptchaSlot): Promise<string | null> {
  if (!token) return null;
  const result = await db.execute(sql`
    with old as (select token_hash, captcha_answer, captcha_expires_at from sessions where token_hash = ${sessionKey(token)} for update)
    update sessions set captcha_answer = null, captcha_expires_at = null from old where sessions.token_hash = old.token_hash
    returning old.captcha_answer as answer, (extract(epoch from old.captcha_expires_at) * 1000)::float8 as expires_ms`);
  const [row] = (result as unknown as { rows: { answer: string | null; expires_ms: number | null }[] }).rows;
  if (!row?.answer || row.expires_ms === null || row.expires_ms < Date.now()) return null;
  return row.answer;
}

/** Checks and consumes; throws 1004 when wrong or missing. Call before any write of a submit. */
export async function consumeCaptcha(slot: CaptchaSlot, given: string, lang: Lang): Promise<void> {
  const answer = await takeAnswer(slot);
  if (answer === null || !sameAnswer(answer, given)) {
    throw new ApiError(Retcode.CaptchaWrong, retcodeText(Retcode.CaptchaWrong, lang));
  }
}

// svg-captcha picks its own text with Math.random; the answer is chosen here with a CSPRNG and only
// drawn by the library (its module export is the draw function, which its typings do not declare).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
type DrawText = (text: string, options: { width: number; height: number; noise: number }) => string;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < 4; i++) text += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return text;
}

/**
 * Draws a new 4-character captcha, stores its answer in the session and returns the SVG. Characters
 * that look alike (0/o/O, 1/l/I/i) are left out. `fixedAnswer` (CAPTCHA_TEST_ANSWER, which config.ts
 * allows only in NODE_ENV=test) lets browser tests type the answer.
 */
export async function drawCaptcha(slot: CaptchaSlot, fixedAnswer?: string): Promise<string> {
  const svgCaptcha = (await import('svg-captcha')) as unknown as { default: DrawText };
  const text = fixedAnswer ?? randomCaptchaText();
  const svg = svgCaptcha.default(text, { width: 120, height: 40, noise: 2 });
  await storeCaptcha(slot, text);
  return svg;
}
