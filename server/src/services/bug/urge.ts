// Urging a review (docs/rules.md#urge-review): from the configured number of days after submission (default 7),
// once a day (UTC+8 calendar day), only while unreviewed or under review. States: 0 too early,
// 1 may urge, 2 urged today, 3 not in state. The interval is read on every call, so a change by
// staff applies to the next request.
import { eq } from 'drizzle-orm';
import { BugLogAction, BugStatus, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { getSetting } from '../settings/settings';
import { addToStaffInbox } from '../staff/staff-inbox';
import type { BugRow } from './access';
import { writeBugLog } from './log';
import { formatDate } from '@common/contract-time';

export type UrgeState = 0 | 1 | 2 | 3;
const DAY_MS = 24 * 3600 * 1000;

export function urgeState(bug: BugRow, afterDays: number, now = new Date()): UrgeState {
  if (bug.status !== BugStatus.Unreviewed && bug.status !== BugStatus.UnderReview) return 3;
  if (now.getTime() - bug.submittedAt.getTime() < afterDays * DAY_MS) return 0;
  if (bug.lastUrgedAt && formatDate(bug.lastUrgedAt) === formatDate(now)) return 2;
  return 1;
}

export async function getUrgeState(db: Db, bug: BugRow): Promise<{ state: UrgeState; afterDays: number }> {
  const afterDays = await getSetting(db, 'urgeAfterDays');
  return { state: urgeState(bug, afterDays), afterDays };
}

export async function urge(db: Db, lang: Lang, bug: BugRow, userId: number): Promise<{ state: UrgeState; afterDays: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bugs).where(eq(bugs.id, bug.id)).for('update');
    const afterDays = await getSetting(tx, 'urgeAfterDays');
    const state = urgeState(locked!, afterDays);
    if (state === 2) throw new ApiError(Retcode.Conflict, t(lang).bug.alreadyUrged);
    if (state !== 1) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.urgeNotAllowed(afterDays));
    }
    await tx.update(bugs).set({ lastUrgedAt: new Date() }).where(eq(bugs.id, bug.id));
    await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.Urge, operatorId: userId });
    await addToStaffInbox(tx, { kind: StaffInboxKind.Urge, objectId: bug.id, actorId: userId, title: locked!.name });
    return { state: 2 as const, afterDays };
  });
}
