// Security handlers for the spec's schemes (researcher, staff, csrf), used by fastify-openapi-glue.
// Each throws an ApiError carrying the retcode the client acts on: csrf -> HTTP 400 (1005),
// researcher -> 4006 with the sign-in address, staff -> 4003 (4006 when signed out).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode, retcodeText } from './envelope';
import { langOf } from './lang';
import type { SecurityRequirement } from './contract';

export type SchemeName = 'researcher' | 'staff' | 'csrf';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The sign-in address a 4006 answer carries in retmsg (the site opens its sign-in there). */
export const signInAddress = (publicUrl: string, request: FastifyRequest) => `${publicUrl}/v2/home?login=1&language=${langOf(request)}`;

export function makeSecurityHandlers(publicUrl: string) {
  const loginUrl = (request: FastifyRequest) => signInAddress(publicUrl, request);
  const handlers: Record<SchemeName, (request: FastifyRequest) => Promise<void>> = {
    async csrf(request) {
      const header = request.headers['x-csrf-token'];
      const expected = request.session.csrfToken;
      if (typeof header !== 'string' || !expected || !safeEqual(header, expected)) {
        throw new ApiError(Retcode.CsrfInvalid, retcodeText(Retcode.CsrfInvalid, langOf(request)), 400);
      }
    },
    async researcher(request) {
      if (request.session.userId === null) throw new ApiError(Retcode.LoginRequired, loginUrl(request));
    },
    async staff(request) {
      if (request.session.userId === null) throw new ApiError(Retcode.LoginRequired, loginUrl(request));
      if (request.session.role !== 'staff') {
        throw new ApiError(Retcode.NoPermission, retcodeText(Retcode.NoPermission, langOf(request)));
      }
    },
  };
  return handlers;
}

/**
 * The same check the glue runs in preHandler, run in onRequest so that bodies of refused requests
 * are never read (see app.ts). Requirements are OR-ed;
 * the schemes inside one requirement are AND-ed, in the spec's order.
 */
export async function checkRequirements(
  handlers: Record<SchemeName, (request: FastifyRequest) => Promise<void>>,
  requirements: SecurityRequirement[],
  request: FastifyRequest,
): Promise<void> {
  if (requirements.length === 0) return;
  let last: unknown;
  for (const requirement of requirements) {
    try {
      for (const name of Object.keys(requirement)) await handlers[name as SchemeName](request);
      return;
    } catch (err) {
      last = err;
    }
  }
  throw last;
}
