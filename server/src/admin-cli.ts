// `npm run admin -- grant EMAIL` makes an account staff (creating it when it does not exist yet, so
// a new staff member can sign in with that email); `npm run admin -- revoke EMAIL` makes it a
// researcher again. Sessions of the account are ended so the new role applies at the next sign-in.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase } from './db/index';
import { sessions, users } from './db/schema';
import { normaliseEmail } from './services/session/auth';
import { changeMessage } from './infra/change-feed/change-feed';
import { notifyServers } from './infra/change-feed/pg-change-transport';

const USAGE = 'usage: npm run admin -- grant EMAIL | revoke EMAIL';

async function main() {
  const [command, rawEmail] = process.argv.slice(2);
  const email = normaliseEmail(rawEmail ?? '');
  if ((command !== 'grant' && command !== 'revoke') || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    const role = command === 'grant' ? 'staff' : 'researcher';
    const [existing] = await database.db.select().from(users).where(eq(users.email, email));
    if (!existing && role === 'researcher') {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    const [user] = existing
      ? await database.db.update(users).set({ role }).where(eq(users.id, existing.id)).returning()
      : await database.db.insert(users).values({ email, role }).returning();
    await database.db.delete(sessions).where(eq(sessions.userId, user!.id));
    // Servers on the same PostgreSQL keep sessions and rank pages in memory: tell them (the embedded
    // database has no server running beside this command: its lock).
    if (database.kind === 'postgres') await notifyServers(database.db, changeMessage('admin-cli', { content: true, sessions: { userId: user!.id } }));
    process.stdout.write(`${email} is now ${role}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
