// Who may see a report: its owner, or staff. Anyone else gets 1002, as for a missing id.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bugs } from '../../db/schema';
import { ApiError, Retcode } from '../../envelope';
import { requireUserId } from '../current-user';

export type BugRow = typeof bugs.$inferSelect;

export async function readableBug(request: FastifyRequest, id: number, opts: { ownerOnly?: boolean } = {}): Promise<BugRow> {
  const userId = requireUserId(request);
  const [bug] = await request.server.db.select().from(bugs).where(eq(bugs.id, id));
  const staff = request.session.role === 'staff' && !opts.ownerOnly;
  if (!bug || (bug.userId !== userId && !staff)) throw new ApiError(Retcode.NotFound);
  return bug;
}
