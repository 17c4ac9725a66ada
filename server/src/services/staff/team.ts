// The staff team as owners manage it: the members with their roles, changing roles, and removing a
// member. A team always keeps an owner: every change that could take the last one away locks the
// owners' rows first, so two owners demoting each other at once cannot both succeed.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BugLogAction, BugStatus, StaffRole } from '@generated/enums';
import type { Db } from '../../db/index';
import { apiTokens, bugs, secondFactors, sessions, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { displayName } from '../names';
import { writeBugLog } from '../bug/log';
import { formatDateTime } from '@common/contract-time';
import { StaffMemberLimits } from '@generated/limits';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const OPEN = [BugStatus.Unreviewed, BugStatus.UnderReview];
const ROLE_ORDER = Object.values(StaffRole);

/** Roles in the enum's order, without repeats: what the database and the answers hold. */
export const normaliseRoles = (roles: readonly string[]): StaffRole[] => ROLE_ORDER.filter((r) => roles.includes(r));

/** The accounts among these whose two-factor sign-in is on (confirmed by a first code). */
async function withSecondFactor(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: secondFactors.userId })
    .from(secondFactors)
    .where(and(inArray(secondFactors.userId, userIds), isNotNull(secondFactors.enabledAt)));
  return new Set(rows.map((r) => r.id));
}

export async function listStaffMembers(db: Db) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(desc(sql`'owner' = any(${users.staffRoles})`), asc(users.email));
  const ids = rows.map((u) => u.id);
  const [open, withFactor] = await Promise.all([
    ids.length
      ? db
          .select({ id: bugs.assigneeId, n: sql<number>`count(*)::int` })
          .from(bugs)
          .where(and(inArray(bugs.assigneeId, ids), inArray(bugs.status, OPEN)))
          .groupBy(bugs.assigneeId)
      : [],
    withSecondFactor(db, ids),
  ]);
  const openOf = new Map(open.map((o) => [o.id, o.n]));
  return {
    members: rows.map((u) => ({
      userId: u.id,
      nickname: displayName(u),
      email: u.email.slice(0, StaffMemberLimits.email.maxLength),
      roles: normaliseRoles(u.staffRoles),
      lastSignInTime: u.lastSignInAt ? formatDateTime(u.lastSignInAt) : null,
      secondFactor: withFactor.has(u.id),
      openAssigned: openOf.get(u.id) ?? 0,
      joinTime: formatDateTime(u.createdAt),
    })),
  };
}

/** The staff account of an id, its row locked; 1002 when it is not staff. */
async function lockedMember(tx: Tx, lang: Lang, userId: number) {
  const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!member || member.role !== 'staff') throw new ApiError(Retcode.NotFound, t(lang).account.notStaff);
  return member;
}

/** Refuses (1006) a change that would leave no owner: the owners' rows are locked until the transaction ends. */
async function keepAnOwner(tx: Tx, lang: Lang, losing: number) {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'staff'), sql`'owner' = any(${users.staffRoles})`))
    .for('update');
  if (owners.every((o) => o.id === losing)) throw new ApiError(Retcode.StateNotAllowed, t(lang).account.lastOwner);
}

export async function setStaffRoles(db: Db, lang: Lang, userId: number, roles: readonly string[]) {
  const next = normaliseRoles(roles);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, lang, userId);
    if (member.staffRoles.includes(StaffRole.Owner) && !next.includes(StaffRole.Owner)) await keepAnOwner(tx, lang, userId);
    await tx.update(users).set({ staffRoles: next }).where(eq(users.id, userId));
  });
  return {};
}

/**
 * The account goes back to being a researcher, at once: its sessions end, its API tokens are
 * revoked and the open reports assigned to it are unassigned. Never oneself (1006), never the last owner.
 */
export async function removeStaffMember(db: Db, lang: Lang, byId: number, userId: number, now = new Date()) {
  if (byId === userId) throw new ApiError(Retcode.StateNotAllowed, t(lang).account.ownRole);
  await db.transaction(async (tx) => {
    await lockMemberKeepingAnOwner(tx, lang, userId);
    await demote(tx, byId, userId, now);
  });
  return {};
}

/** What removing a member does to the rows (also when staff make an account a researcher from the user list). */
export async function demote(tx: Tx, byId: number, userId: number, now: Date) {
  await tx.update(users).set({ role: 'researcher', staffRoles: [] }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  const unassigned = await tx
    .update(bugs)
    .set({ assigneeId: null })
    .where(and(eq(bugs.assigneeId, userId), inArray(bugs.status, OPEN)))
    .returning({ id: bugs.id });
  // Each report's staff-only log says it was unassigned, and by whom, as an unassignment by hand does.
  if (unassigned.length)
    await writeBugLog(
      tx,
      unassigned.map(({ id }) => ({ bugId: id, action: BugLogAction.Assign, operatorId: byId, isStaff: true, staffOnly: true })),
    );
}

/** Refuses (1006) taking away the last owner; for callers outside this file that lock rows themselves. */
export async function lockMemberKeepingAnOwner(tx: Tx, lang: Lang, userId: number) {
  const member = await lockedMember(tx, lang, userId);
  if (member.staffRoles.includes(StaffRole.Owner)) await keepAnOwner(tx, lang, userId);
  return member;
}
