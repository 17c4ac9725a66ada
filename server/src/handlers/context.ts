// The request context every handler receives: built once per request from the request (its
// database, its `language` value, its session and signed-in account, the client's address), so
// handlers and the services they call take plain values and never read the request for these again.
import type { FastifyRequest } from 'fastify';
import { langOf } from '../lang';
import type { Session } from '../plugins/session';
import type { ServiceContext } from '../services/current-user';

export interface RequestContext extends ServiceContext {
  /** The session itself, for the few operations that change it (sign-in, sign-out, captcha). */
  session: Session;
  /** The client's address (behind the configured proxies): codes are limited per address. */
  ip: string;
  /** Codes that address may be sent per hour (config: CODES_PER_IP_PER_HOUR). */
  codesPerIp: number;
}

export function contextOf(request: FastifyRequest): RequestContext {
  const { session } = request;
  const userId = session.userId;
  return {
    db: request.server.db,
    lang: langOf(request),
    user: userId === null ? null : { id: userId, role: session.role },
    session,
    ip: request.ip,
    codesPerIp: request.server.config.codesPerIpPerHour,
  };
}
