// The signed-in user of a request. The security handlers already refuse anonymous callers on
// protected operations (4006); this narrows the type and guards operations that are optional.
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode } from '../envelope';

export function requireUserId(request: FastifyRequest): number {
  const id = request.session.userId;
  if (id === null) throw new ApiError(Retcode.LoginRequired);
  return id;
}

export function isStaff(request: FastifyRequest): boolean {
  return request.session.role === 'staff';
}
