// Signing a browser in, the one way every sign-in (email code, its second factor, single sign-on) does it: the session is
// rotated (new cookie token and CSRF token, the previous session dropped), so a token seen before
// is worth nothing after (no fixation).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionData } from '../plugins/app/session';
import { sessionUser, type UserRow } from '../services/session/auth';
import type { RequestContext } from './context';

export async function signInSession(request: FastifyRequest, reply: FastifyReply, { session, sessions }: Pick<RequestContext, 'session' | 'sessions'>, user: UserRow): Promise<SessionData> {
  const previous = session.cookieToken;
  const { role, staffRoles } = sessionUser(user);
  const data = session.rotate({ userId: user.id, role, staffRoles });
  await sessions.commitRotation(request, reply, previous);
  return data;
}
