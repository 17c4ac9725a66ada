// The activity a report joins: unknown or switched off → 1002; not running now → 1006.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { activities } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';

export async function activityForReport(db: Db, lang: Lang, id: number) {
  const [a] = await db.select().from(activities).where(and(eq(activities.id, id), eq(activities.enabled, true)));
  if (!a) throw new ApiError(Retcode.NotFound, lang === 'en' ? 'activityId: unknown activity' : 'activityId：活动不存在');
  const now = Date.now();
  if (a.startAt.getTime() > now || a.endAt.getTime() <= now) {
    throw new ApiError(Retcode.StateNotAllowed, lang === 'en' ? 'activityId: the activity is not running' : 'activityId：活动未在进行中');
  }
  return a;
}
