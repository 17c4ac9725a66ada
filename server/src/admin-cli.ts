// `npm run admin -- grant EMAIL [--role ROLE[,ROLE…]]` makes an account staff with those roles (owner
// unless named: the bootstrap of a new team, and the way back in for an owner who lost their second
// factor), creating it when it does not exist yet so that a new staff member can sign in with that
// email; `npm run admin -- revoke EMAIL` makes it a researcher again; `npm run admin --
// reset-second-factor EMAIL` turns the account's two-factor sign-in off (its authenticator and
// recovery codes are gone: the way back for someone who lost both), so it signs in by email code and
// sets up a new one. Sessions of the account are ended every time, so the change applies at its next sign-in.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/index';
import { recoveryCodes, secondFactors, sessions, users } from './db/schema';
import { normaliseEmail } from './services/session/auth';
import { normaliseRoles } from './services/staff/team';
import { StaffRole } from '@generated/enums';
import { changeMessage } from './infra/change-feed/change-feed';
import { notifyServers } from './infra/change-feed/pg-change-transport';

const USAGE = `usage: npm run admin -- grant EMAIL [--role ${Object.values(StaffRole).join('|')}[,…]] | revoke EMAIL | reset-second-factor EMAIL`;
const COMMANDS = ['grant', 'revoke', 'reset-second-factor'];

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

async function main() {
  const [command, rawEmail, ...rest] = process.argv.slice(2);
  const email = normaliseEmail(rawEmail ?? '');
  const roles = rolesOf(rest);
  if (!COMMANDS.includes(command ?? '') || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || roles === null) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    const [existing] = await database.db.select().from(users).where(eq(users.email, email));
    if (command === 'reset-second-factor') {
      if (!existing) {
        console.error(`No account with the email ${email}.`);
        process.exitCode = 1;
        return;
      }
      await database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, existing.id));
      await database.db.delete(secondFactors).where(eq(secondFactors.userId, existing.id));
      await endSessions(database, existing.id);
      process.stdout.write(`${email} has no second factor now: it signs in by email code and sets up a new one.\n`);
      return;
    }
    const role = command === 'grant' ? 'staff' : 'researcher';
    if (!existing && role === 'researcher') {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    const staffRoles = role === 'staff' ? roles : [];
    const [user] = existing
      ? await database.db.update(users).set({ role, staffRoles }).where(eq(users.id, existing.id)).returning()
      : await database.db.insert(users).values({ email, role, staffRoles }).returning();
    await endSessions(database, user!.id);
    process.stdout.write(`${email} is now ${role}${role === 'staff' ? ` (${staffRoles.join(', ')})` : ''}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
