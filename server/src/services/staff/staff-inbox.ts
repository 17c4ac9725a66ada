// The staff inbox (the console's /v2/admin/inbox): each researcher action staff should look at — a new report, a reply on
// a report, an urge, a re-check answer, an order, a team created for review, a test report, a leave
// message or a reply in one, a real-name or a disclosure request — adds one item, in the transaction
// of the action itself, so an action that rolls back leaves no item and a committed one has its item.
// An @mention in an internal note adds one too, for the member it names alone (recipientId).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { staffInbox } from '../../db/schema';

/** Facts the console words in its reader's language (see staff-inbox-console.ts). */
/** `note`: a mention's internal note (its comment id). */
export type InboxDetail = { answer: 'fixed' | 'not-fixed' } | { expired: true } | { level: number } | { num: number; cost: number } | { reply: true } | { note: number };

export interface InboxEntry {
  kind: StaffInboxKind;
  /** The report, order, team, test report, leave message, real-name or disclosure request the item is about. */
  objectId: number;
  /** The researcher who acted. */
  actorId: number;
  /** The object's title (report name, gift, team name, …). */
  title: string;
  /** Plain text the researcher wrote (a reply, a message), kept as a short one-line excerpt. */
  text?: string;
  detail?: InboxDetail;
  /** The one staff member the item is for (a mention); the whole team's when omitted. */
  recipientId?: number;
}

export const INBOX_TITLE_MAX = 100;
export const INBOX_SUMMARY_MAX = 200;

/** The first `max` characters (code points, as the contract counts them) on one line. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join('')}…`;
}

export async function addToStaffInbox(tx: Db, entry: InboxEntry): Promise<void> {
  await tx.insert(staffInbox).values({
    kind: entry.kind,
    objectId: entry.objectId,
    actorId: entry.actorId,
    title: excerpt(entry.title, INBOX_TITLE_MAX),
    summary: excerpt(entry.text ?? '', INBOX_SUMMARY_MAX),
    detail: entry.detail ?? null,
    recipientId: entry.recipientId ?? null,
  });
  // The console's inbox badges hear of it at commit from the table's own trigger (migration
  // staff_inbox_announce), not from a statement of its own here.
}

/** The kinds whose object is a report: staff acting on that report handles them. */
export const REPORT_KINDS: StaffInboxKind[] = [StaffInboxKind.NewBug, StaffInboxKind.BugReply, StaffInboxKind.Urge, StaffInboxKind.Recheck, StaffInboxKind.Resubmit];

/**
 * Staff acted on a report (a move, a rating, a reply the researcher reads, taking it on): its open
 * items are handled, read for every staff member from now on (docs/rules.md#staff-inbox). Called in
 * the action's transaction, so a refused action handles nothing.
 */
export async function markReportHandled(tx: Db, bugId: number | number[], staffId: number, now: Date): Promise<void> {
  // Several at once: a bulk action's batch marks its reports' items in one statement (bulk.ts).
  const which = Array.isArray(bugId) ? inArray(staffInbox.objectId, bugId) : eq(staffInbox.objectId, bugId);
  // Every console's unread badge may drop: the table's trigger announces the items handled.
  await tx
    .update(staffInbox)
    .set({ handledBy: staffId, handledAt: now })
    .where(and(which, inArray(staffInbox.kind, REPORT_KINDS), isNull(staffInbox.handledBy)));
}
