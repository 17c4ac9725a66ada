// @mentions in a report's internal notes (docs/rules.md#mentions): the note names staff members by
// id; each gets an item of their own in the staff inbox (kind mention), in the note's transaction.
// The server checks the ids are staff accounts, not that the text spells their names: the name a
// page typed after @ may differ from the account's later name, and the id is what counts.
import { and, eq, inArray } from 'drizzle-orm';
import { StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { addToStaffInbox } from '../staff/staff-inbox';
import { announce } from '../notice/announce';
import type { BugRow } from './access';

/** Refuses mentions outside an internal note, or naming anyone who is not staff; answers the ids to tell. */
export async function checkMentions(db: Db, lang: Lang, mentions: number[] | undefined, note: boolean): Promise<number[]> {
  const ids = [...new Set(mentions ?? [])];
  if (ids.length === 0) return [];
  if (!note) throw invalid(lang, 'mentions', (m) => m.bug.mentionsOnlyInNotes);
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'staff')));
  if (staff.length !== ids.length) throw invalid(lang, 'mentions', (m) => m.bug.mentionsNotStaff);
  return ids;
}

/** One inbox item per mentioned member, the author left out (naming oneself tells no one anything). */
export async function addMentions(tx: Db, bug: BugRow, authorId: number, commentId: number, text: string, ids: number[]): Promise<void> {
  for (const recipientId of ids) {
    if (recipientId === authorId) continue;
    await addToStaffInbox(tx, { kind: StaffInboxKind.Mention, objectId: bug.id, actorId: authorId, title: bug.name, text, detail: { note: commentId }, recipientId });
    // Their open console says so at once (a `mention` event on their streams alone).
    await announce(tx, { m: recipientId, b: bug.id, a: authorId });
  }
}
