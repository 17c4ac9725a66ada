// Signing a browser in, the one way both sign-ins (email code, single sign-on) do it: the session is
// rotated (new cookie token and CSRF token, the previous session dropped), so a token seen before
// is worth nothing after (no fixation).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionData } from '../plugins/app/session';
import type { UserRow } from '../services/session/auth';
import type { RequestContext } from './context';

export async function signInSession(request: FastifyRequest, reply: FastifyReply, { session, sessions }: Pick<RequestContext, 'session' | 'sessions'>, user: UserRow): Promise<SessionData> {
  const previous = session.cookieToken;
  const data = session.rotate({ userId: user.id, role: user.role === 'staff' ? 'staff' : 'researcher' });
  await sessions.commitRotation(request, reply, previous);
  return data;
}
