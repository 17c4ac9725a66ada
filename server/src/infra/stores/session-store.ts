// Sessions in the database, keyed by the SHA-256 of the cookie token, so that any server process
// (or a restarted one) knows them and a copy of the table does not hand out sessions.
import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { sessions, users } from '../../db/schema';
import type { StaffRole } from '@generated/enums';
import type { SessionData, SessionStore } from './session-data';

export const sessionKey = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

export class DbSessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  async get(token: string): Promise<SessionData | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId, role: users.role, staffRoles: users.staffRoles, csrfToken: sessions.csrfToken })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sessionKey(token)), gt(sessions.expiresAt, new Date())));
    if (!row) return undefined;
    const staff = row.role === 'staff';
    return {
      userId: row.userId,
      role: staff ? 'staff' : row.userId === null ? null : 'researcher',
      staffRoles: staff ? (row.staffRoles as StaffRole[]) : [],
      csrfToken: row.csrfToken,
    };
  }

  async set(token: string, data: SessionData, maxAgeS: number): Promise<void> {
    const expiresAt = new Date(Date.now() + maxAgeS * 1000);
    await this.db
      .insert(sessions)
      .values({ tokenHash: sessionKey(token), userId: data.userId, csrfToken: data.csrfToken, expiresAt })
      .onConflictDoUpdate({ target: sessions.tokenHash, set: { userId: data.userId, csrfToken: data.csrfToken, expiresAt } });
  }

  async delete(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, sessionKey(token)));
  }
}
