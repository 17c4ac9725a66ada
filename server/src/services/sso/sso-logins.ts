// The single sign-ons under way (table sso_logins): startSso keeps the state, the nonce and the PKCE
// verifier it sent the provider, bound to the browser's session; the callback takes its row back by
// the state. Taking deletes the row, so a state is good for one callback; a row is good for 10
// minutes, and only in the session that started it.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ssoLogins } from '../../db/schema';
import type { Lang } from '../../envelope';
import type { OidcAttempt } from '../../infra/oidc/oidc-client';
import { sessionKey } from '../../infra/stores/session-store';

export const SSO_LOGIN_TTL_MS = 10 * 60_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** 256 random bits as base64url: a state, a nonce, or a PKCE verifier (43 characters, within RFC 7636's 43–128). */
const randomValue = () => crypto.randomBytes(32).toString('base64url');

export function newSsoAttempt(): OidcAttempt {
  return { state: randomValue(), nonce: randomValue(), codeVerifier: randomValue() };
}

/** Keeps a sign-on started in the session of `sessionToken` (its cookie token). */
export async function saveSsoLogin(db: Db, attempt: OidcAttempt, opts: { sessionToken: string; lang: Lang; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await db.insert(ssoLogins).values({
    stateHash: sha256(attempt.state),
    sessionHash: sessionKey(opts.sessionToken),
    nonce: attempt.nonce,
    codeVerifier: attempt.codeVerifier,
    language: opts.lang,
    expiresAt: new Date(now.getTime() + SSO_LOGIN_TTL_MS),
  });
}

/** A sign-on taken back: its values, or null when it may not be used; its language when a row was found. */
export type TakenSsoLogin = { attempt: OidcAttempt; lang: Lang } | { attempt: null; lang: Lang | null };

/**
 * The sign-on of this state, taken once: no attempt when no row has it (never started, already
 * used, or purged), when it has expired, or when another session started it (someone else's state
 * carried into this browser). In every case the row is gone afterwards.
 */
export async function takeSsoLogin(db: Db, state: string, opts: { sessionToken: string | null; now?: Date }): Promise<TakenSsoLogin> {
  const now = opts.now ?? new Date();
  const [row] = await db
    .delete(ssoLogins)
    .where(eq(ssoLogins.stateHash, sha256(state)))
    .returning();
  if (!row) return { attempt: null, lang: null };
  const lang: Lang = row.language === 'en' ? 'en' : 'zh';
  if (row.expiresAt <= now) return { attempt: null, lang };
  if (opts.sessionToken === null || row.sessionHash !== sessionKey(opts.sessionToken)) return { attempt: null, lang };
  return { attempt: { state, nonce: row.nonce, codeVerifier: row.codeVerifier }, lang };
}
