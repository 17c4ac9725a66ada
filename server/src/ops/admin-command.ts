// The staff commands of `npm run admin` (server/src/admin-cli.ts), apart from the process so they run
// against any database: `grant EMAIL [--role ROLE[,ROLE…]]` makes an account staff with those roles
// (owner unless named: the bootstrap of a new team, and the way back in for an owner who lost their
// second factor), creating it when it does not exist yet so that a new staff member can sign in with
// that email; `revoke EMAIL` makes it a researcher again; `reset-second-factor EMAIL` turns the
// account's two-factor sign-in off (its authenticator and recovery codes are gone: the way back for
// someone who lost both), so it signs in by email code and sets up a new one. Sessions of the
// account are ended every time, so the change applies at its next sign-in.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { recoveryCodes, secondFactors, sessions, users } from '../db/schema';
import { normaliseEmail } from '../services/session/auth';
import { normaliseRoles } from '../services/staff/team';
import { StaffRole } from '@generated/enums';
import { changeMessage } from '../infra/change-feed/change-feed';
import { notifyServers } from '../infra/change-feed/pg-change-transport';

export const ADMIN_USAGE = `usage: npm run admin -- grant EMAIL [--role ${Object.values(StaffRole).join('|')}[,…]] | revoke EMAIL | reset-second-factor EMAIL`;
const COMMANDS = ['grant', 'revoke', 'reset-second-factor'];

/** What a command printed and its exit code (2: bad usage, 1: no such account). */
export interface AdminResult {
  code: 0 | 1 | 2;
  out: string;
  err: string;
}

/** The roles of `--role a,b` (owner when there is no --role); null when one is not a role. */
function rolesOf(args: string[]): StaffRole[] | null {
  const at = args.indexOf('--role');
  if (at === -1) return [StaffRole.Owner];
  const named = (args[at + 1] ?? '').split(',').filter(Boolean);
  const known: string[] = Object.values(StaffRole);
  return named.length > 0 && named.every((r) => known.includes(r)) ? normaliseRoles(named) : null;
}

async function endSessions(database: Database, userId: number) {
  await database.db.delete(sessions).where(eq(sessions.userId, userId));
  // Servers on the same PostgreSQL keep sessions and rank pages in memory: tell them (the embedded
  // database has no server running beside this command: its lock).
  if (database.kind === 'postgres') await notifyServers(database.db, changeMessage('admin-cli', { content: true, sessions: { userId } }));
}

/** A command with valid arguments, ready to run. */
export interface AdminCommand {
  command: 'grant' | 'revoke' | 'reset-second-factor';
  email: string;
  roles: StaffRole[];
}

/** The command of `args` (the words after `npm run admin --`), or the usage when they are not one. */
export function parseAdminCommand(args: string[]): AdminCommand | AdminResult {
  const [command, rawEmail, ...rest] = args;
  const email = normaliseEmail(rawEmail ?? '');
  const roles = rolesOf(rest);
  if (!COMMANDS.includes(command ?? '') || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || roles === null) {
    return { code: 2, out: '', err: ADMIN_USAGE };
  }
  return { command: command as AdminCommand['command'], email, roles };
}

/** Runs a parsed command on `database` (left open: the caller owns it). */
export async function runAdminCommand(database: Database, { command, email, roles }: AdminCommand): Promise<AdminResult> {
  const noAccount: AdminResult = { code: 1, out: '', err: `No account with the email ${email}.` };
  const [existing] = await database.db.select().from(users).where(eq(users.email, email));
  if (command === 'reset-second-factor') {
    if (!existing) return noAccount;
    await database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, existing.id));
    await database.db.delete(secondFactors).where(eq(secondFactors.userId, existing.id));
    await endSessions(database, existing.id);
    return { code: 0, out: `${email} has no second factor now: it signs in by email code and sets up a new one.`, err: '' };
  }
  const role = command === 'grant' ? 'staff' : 'researcher';
  if (!existing && role === 'researcher') return noAccount;
  const staffRoles = role === 'staff' ? roles : [];
  const [user] = existing
    ? await database.db.update(users).set({ role, staffRoles }).where(eq(users.id, existing.id)).returning()
    : await database.db.insert(users).values({ email, role, staffRoles }).returning();
  await endSessions(database, user!.id);
  return { code: 0, out: `${email} is now ${role}${role === 'staff' ? ` (${staffRoles.join(', ')})` : ''}.`, err: '' };
}
