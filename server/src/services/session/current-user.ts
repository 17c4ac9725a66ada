// Who is asking, as plain values services take instead of the request: the database, the reader's
// language and the signed-in account. Handlers build it once per request (handlers/context.ts).
// The security handlers already refuse anonymous callers on protected operations (4006); these
// helpers narrow the type and guard operations whose sign-in is optional.
import type { Db } from '../../db/index';
import { ApiError, Retcode, type Lang } from '../../envelope';
import type { SessionData } from '../../infra/stores/session-data';

/** The signed-in account of a request. */
export interface Caller {
  id: number;
  role: SessionData['role'];
  staffRoles: SessionData['staffRoles'];
}

/** What services need to know about a request, and nothing of Fastify. */
export interface ServiceContext {
  db: Db;
  lang: Lang;
  /** The signed-in account, or null for a visitor. */
  user: Caller | null;
}

/** The caller's id; a visitor is refused (4006). */
export function signedInId(user: Caller | null): number {
  if (user === null) throw new ApiError(Retcode.LoginRequired);
  return user.id;
}

export function isStaff(user: Caller | null): boolean {
  return user?.role === 'staff';
}
