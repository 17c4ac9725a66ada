// The activity a report joins: unknown or switched off → 1002; not running now → 1006.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { activities } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage } from '../../messages/index';

export async function activityForReport(db: Db, lang: Lang, id: number) {
  const [a] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.enabled, true)));
  if (!a)
    throw new ApiError(
      Retcode.NotFound,
      fieldMessage(lang, 'activityId', (m) => m.bug.unknownActivity),
    );
  const now = Date.now();
  if (a.startAt.getTime() > now || a.endAt.getTime() <= now) {
    throw new ApiError(
      Retcode.StateNotAllowed,
      fieldMessage(lang, 'activityId', (m) => m.bug.activityNotRunning),
    );
  }
  return a;
}
