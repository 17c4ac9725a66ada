// Who has a report's review page open (docs/rules.md#presence). Each page touches its row on opening
// and every 20 s while visible; a row not touched for PRESENCE_WINDOW_MS counts as gone (a tab closed
// without saying so). An arrival or a departure is announced to the staff streams, a mere refresh is
// not: were every touch announced, each page answering the others' events would touch again, forever.
// None of this is acting on the report: no log entry, no audit entry, no read mark.
import { and, asc, eq, lt, ne, gt } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bugPresence, users } from '../../db/schema';
import { announce } from '../notice/announce';
import { personCard } from '../names';

/** A page touches every 20 s; two missed touches and a little slack and it is gone. */
export const PRESENCE_WINDOW_MS = 45_000;

export async function touchPresence(db: Db, bugId: number, staffId: number, now: Date) {
  const since = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ seenAt: bugPresence.seenAt })
      .from(bugPresence)
      .where(and(eq(bugPresence.bugId, bugId), eq(bugPresence.staffId, staffId)));
    await tx
      .insert(bugPresence)
      .values({ bugId, staffId, seenAt: now })
      .onConflictDoUpdate({ target: [bugPresence.bugId, bugPresence.staffId], set: { seenAt: now } });
    if (!before || before.seenAt <= since) await announce(tx, { p: bugId });
    // The gone are forgotten here, report by report, so the table holds only the recently present.
    await tx.delete(bugPresence).where(and(eq(bugPresence.bugId, bugId), lt(bugPresence.seenAt, since)));
    const rows = await tx
      .select({ id: users.id, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(bugPresence)
      .innerJoin(users, eq(users.id, bugPresence.staffId))
      // A member who lost the staff role since is not shown, though their page may still be open.
      .where(and(eq(bugPresence.bugId, bugId), ne(bugPresence.staffId, staffId), gt(bugPresence.seenAt, since), eq(users.role, 'staff')))
      .orderBy(asc(users.nickname), asc(users.id));
    return { viewers: rows.map((u) => personCard(u.id, u)) };
  });
}

export async function leavePresence(db: Db, bugId: number, staffId: number): Promise<Record<string, never>> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(bugPresence)
      .where(and(eq(bugPresence.bugId, bugId), eq(bugPresence.staffId, staffId)))
      .returning({ id: bugPresence.staffId });
    if (gone.length > 0) await announce(tx, { p: bugId });
  });
  return {};
}
