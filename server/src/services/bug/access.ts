// Who may see a report: its owner, or staff. Anyone else gets 1002, as for a missing id.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { ApiError, Retcode } from '../../envelope';
import { isStaff, signedInId, type ServiceContext } from '../session/current-user';

export type BugRow = typeof bugs.$inferSelect;

/** A report by id, for staff (the security handlers have checked the role): 1002 when there is none. */
export async function existingBug(db: Db, id: number): Promise<BugRow> {
  const [bug] = await db.select().from(bugs).where(eq(bugs.id, id));
  if (!bug) throw new ApiError(Retcode.NotFound);
  return bug;
}

export async function readableBug({ db, user }: ServiceContext, id: number, opts: { ownerOnly?: boolean } = {}): Promise<BugRow> {
  const userId = signedInId(user);
  const bug = await existingBug(db, id);
  const staff = isStaff(user) && !opts.ownerOnly;
  if (bug.userId !== userId && !staff) throw new ApiError(Retcode.NotFound);
  return bug;
}
