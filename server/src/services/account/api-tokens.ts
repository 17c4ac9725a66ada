// Personal API tokens: created with a name, scopes and an expiry, answered once, kept as their
// SHA-256 only. Looked up on every bearer request (no cache), so a revoked token, an expired one or
// one whose holder is gone or no longer staff stops working at once on every server.
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { ApiTokenScope, StaffRole } from '@generated/enums';
import type { Db } from '../../db/index';
import { apiTokens, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { ApiTokenListLimits } from '@generated/limits';

export const TOKEN_PREFIX = 'srcp_';
export const MAX_TOKENS = ApiTokenListLimits.list.maxItems;
/** last_used_at is written at most this often per token: a busy script does not write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;
const TOKEN_PATTERN = /^srcp_[0-9a-f]{64}$/;

export const isStaffScope = (scope: string) => scope.startsWith('staff:');
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface ApiTokenForm {
  name: string;
  scopes: ApiTokenScope[];
  expiresInDays: number;
}

type Row = typeof apiTokens.$inferSelect;
const listed = (r: Row) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as ApiTokenScope[],
  createdAt: r.createdAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

const working = (now: Date) => and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

export async function listApiTokens(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), working(new Date())))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(MAX_TOKENS);
  return { total: rows.length, list: rows.map(listed) };
}

export async function createApiToken(db: Db, lang: Lang, user: { id: number; role: string | null }, form: ApiTokenForm) {
  const name = form.name.replace(/\p{Cc}/gu, ' ').trim();
  if (!name) throw invalid(lang, 'name', (m) => m.apiToken.nameRequired);
  const scopes = [...new Set(form.scopes)];
  if (scopes.some(isStaffScope) && user.role !== 'staff') throw new ApiError(Retcode.NoPermission);
  const token = TOKEN_PREFIX + crypto.randomBytes(32).toString('hex');
  const expiresAt = new Date(Date.now() + form.expiresInDays * 86_400_000);
  return db.transaction(async (tx) => {
    // Serialises one account's token creation so the limit holds under concurrent requests.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('api_tokens'), ${user.id})`);
    const [n] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, user.id), working(new Date())));
    if ((n?.n ?? 0) >= MAX_TOKENS) throw new ApiError(Retcode.StateNotAllowed, t(lang).apiToken.tooMany(MAX_TOKENS));
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId: user.id, name, tokenHash: tokenHash(token), prefix: token.slice(0, TOKEN_PREFIX.length + 6), scopes, expiresAt })
      .returning();
    return { token, apiToken: listed(row!) };
  });
}

export async function revokeApiToken(db: Db, userId: number, id: number) {
  const done = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (done.length === 0) throw new ApiError(Retcode.NotFound);
  return {};
}

/** Who a working token speaks for. */
export interface TokenHolder {
  tokenId: number;
  userId: number;
  /** The holder's role and staff roles now (not when the token was made). */
  role: 'researcher' | 'staff';
  staffRoles: StaffRole[];
  scopes: string[];
}

/** The holder of a working token, or null (malformed, unknown, revoked, expired, holder deleted). */
export async function authenticateToken(db: Db, token: string): Promise<TokenHolder | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt, role: users.role, staffRoles: users.staffRoles })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash(token)), working(now)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  }
  const staff = row.role === 'staff';
  return { tokenId: row.id, userId: row.userId, role: staff ? 'staff' : 'researcher', staffRoles: staff ? (row.staffRoles as StaffRole[]) : [], scopes: row.scopes };
}
