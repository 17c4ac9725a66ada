// Inviting a colleague: an owner names an email and roles; the account of that email joins the staff
// with those roles when it next signs in (any way of signing in: auth.ts's completeSignIn), once,
// before the invitation expires (after the staffInvitationDays setting's days). A new invitation to an email replaces its open one, so at most one
// invitation per email is ever open.
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { staffInvitations, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { checkEmail, normaliseEmail } from '../session/email-address';
import type { Mailer } from '../../infra/mail/mail';
import { displayName } from '../names';
import { paging } from '../paging';
import { formatDateTime } from '@common/contract-time';
import { normaliseRoles } from './team';
import { getSetting } from '../settings/settings';

const DAY_MS = 86_400_000;

type Row = typeof staffInvitations.$inferSelect;
const open = (now: Date) => and(isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, now));

function stateOf(row: Row, now: Date) {
  if (row.usedAt) return 'used' as const;
  if (row.revokedAt) return 'revoked' as const;
  return row.expiresAt <= now ? ('expired' as const) : ('open' as const);
}

export async function listInvitations(db: Db, query: { page?: number; pageSize?: number }, now = new Date()) {
  const { limit, offset } = paging(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(staffInvitations).orderBy(desc(staffInvitations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(staffInvitations),
  ]);
  return {
    total: total?.n ?? 0,
    invitations: rows.map((row) => ({
      id: row.id,
      email: row.email,
      roles: normaliseRoles(row.roles),
      state: stateOf(row, now),
      invitedBy: row.invitedByName,
      createTime: formatDateTime(row.createdAt),
      expireTime: formatDateTime(row.expiresAt),
      usedTime: row.usedAt ? formatDateTime(row.usedAt) : null,
    })),
  };
}

export interface Inviting {
  db: Db;
  lang: Lang;
  mailer: Mailer;
  /** Where the console is: the mail links to it. */
  consoleUrl: string;
  inviterId: number;
  now?: Date;
}

export async function createInvitation({ db, lang, mailer, consoleUrl, inviterId, now = new Date() }: Inviting, form: { email: string; roles: string[] }) {
  const email = normaliseEmail(form.email);
  checkEmail(email, lang);
  const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (existing?.role === 'staff') throw new ApiError(Retcode.StateNotAllowed, t(lang).account.alreadyStaff);
  const [inviter] = await db.select().from(users).where(eq(users.id, inviterId));
  const invitedByName = inviter ? displayName(inviter) : '';
  const expiresAt = new Date(now.getTime() + (await getSetting(db, 'staffInvitationDays')) * DAY_MS);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.email, email), open(now)));
    const [created] = await tx
      .insert(staffInvitations)
      .values({ email, roles: normaliseRoles(form.roles), invitedBy: inviterId, invitedByName, expiresAt, createdAt: now })
      .returning();
    return created!;
  });
  await mailer.sendInvitation({ to: email, link: consoleUrl, inviter: invitedByName, expires: formatDateTime(expiresAt), lang });
  return { id: row.id, expireTime: formatDateTime(expiresAt) };
}

export async function revokeInvitation(db: Db, lang: Lang, id: number, now = new Date()) {
  const done = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), open(now)))
    .returning({ id: staffInvitations.id });
  if (done.length) return {};
  const [exists] = await db.select({ id: staffInvitations.id }).from(staffInvitations).where(eq(staffInvitations.id, id));
  throw exists ? new ApiError(Retcode.StateNotAllowed, t(lang).account.invitationClosed) : new ApiError(Retcode.NotFound);
}

/** Whether an email has an invitation it could still use. */
export async function hasOpenInvitation(db: Db, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, normaliseEmail(email)), open(now)))
    .limit(1);
  return row !== undefined;
}

/**
 * At sign-in: the open invitation of the account's email, if any, is used (marked in the same
 * statement that finds it, so it works once even when two sign-ins race) and the account joins the
 * staff with its roles. Roles an account already holds are kept.
 */
export async function joinStaffByInvitation(db: Db, user: { id: number; email: string; staffRoles: string[] }, now = new Date()) {
  const [used] = await db
    .update(staffInvitations)
    .set({ usedAt: now, usedBy: user.id })
    .where(and(eq(staffInvitations.email, normaliseEmail(user.email)), open(now)))
    .returning({ roles: staffInvitations.roles });
  if (!used) return;
  await db
    .update(users)
    .set({ role: 'staff', staffRoles: normaliseRoles([...user.staffRoles, ...used.roles]) })
    .where(eq(users.id, user.id));
}
