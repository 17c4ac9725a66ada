// Security handlers for the spec's schemes (researcher, staff, stepUp, csrf, bearer), used by
// fastify-openapi-glue. Each throws an ApiError carrying the retcode the client acts on: csrf -> HTTP
// 400 (1005), researcher -> 4006 with the sign-in address, staff -> 4003 (4006 when signed out; the
// requirement's list names the staff roles that may call the operation; 4007 while the setting
// requires a second factor they have not turned on), stepUp -> 4008 (no second factor proved in the
// last 10 minutes, docs/rules.md#step-up), bearer -> 4006 (no working token) or 4003 (scope missing,
// or a staff scope whose holder holds none of the operation's roles; plugins/app/api-token.ts).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError, Retcode, retcodeText } from './envelope';
import { langOf } from './lang';
import type { SecurityRequirement } from './contract';
import { checkBearer } from './plugins/app/api-token';
import type { Db } from './db/index';
import { hasSecondFactor, secondFactorRequired } from './services/second-factor/factor';
import { steppedUp } from './services/second-factor/session-marks';

export type SchemeName = 'researcher' | 'staff' | 'stepUp' | 'csrf' | 'bearer';
/** The glue calls a handler with (request, reply, the requirement's scopes). */
export type SecurityHandler = (request: FastifyRequest, reply?: unknown, scopes?: string[]) => Promise<void>;

/** Whether a staff member's roles meet a `staff` requirement's list (every list names at least owner: tests/contract/spec-rules.test.ts). */
function holdsOneOf(held: readonly string[], allowed: string[] | undefined): boolean {
  return held.some((role) => allowed?.includes(role));
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The sign-in address a 4006 answer carries in retmsg (the site opens its sign-in there). */
export const signInAddress = (publicUrl: string, request: FastifyRequest) => `${publicUrl}/v2/home?login=1&language=${langOf(request)}`;

/** What the second-factor checks read: the database and the clock (tests move it). */
export interface SecurityParts {
  db: Db;
  now: () => number;
}

export function makeSecurityHandlers(publicUrl: string, { db, now }: SecurityParts) {
  const loginUrl = (request: FastifyRequest) => signInAddress(publicUrl, request);
  const handlers: Record<SchemeName, SecurityHandler> = {
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
    async staff(request, _reply, roles) {
      if (request.session.userId === null) throw new ApiError(Retcode.LoginRequired, loginUrl(request));
      if (request.session.role !== 'staff' || !holdsOneOf(request.session.staffRoles, roles)) {
        throw new ApiError(Retcode.NoPermission, retcodeText(Retcode.NoPermission, langOf(request)));
      }
      // The enrolment operations are the account's (`researcher`), so staff can still turn it on.
      const user = { id: request.session.userId, role: request.session.role, staffRoles: request.session.staffRoles };
      if ((await secondFactorRequired(db, user)) && !(await hasSecondFactor(db, user.id))) {
        throw new ApiError(Retcode.SecondFactorRequired, retcodeText(Retcode.SecondFactorRequired, langOf(request)));
      }
    },
    // After `staff` (or `researcher`) in a requirement: the caller is signed in. An account without a
    // second factor has nothing to step up with and passes (the staff check above refuses staff who
    // must have one and do not).
    async stepUp(request) {
      const userId = request.session.userId;
      if (userId === null) throw new ApiError(Retcode.LoginRequired, loginUrl(request));
      if (!(await hasSecondFactor(db, userId))) return;
      if (!(await steppedUp(db, request.session.cookieToken, now()))) {
        throw new ApiError(Retcode.StepUpRequired, retcodeText(Retcode.StepUpRequired, langOf(request)));
      }
    },
    async bearer(request, _reply, scopes) {
      if (!request.apiToken) throw new ApiError(Retcode.LoginRequired, loginUrl(request));
      await checkBearer(request, scopes ?? []);
    },
  };
  return handlers;
}

/**
 * The same check the glue runs in preHandler, run in onRequest so that bodies of refused requests
 * are never read (see app.ts). Requirements are OR-ed;
 * the schemes inside one requirement are AND-ed, in the spec's order.
 */
export async function checkRequirements(handlers: Record<SchemeName, SecurityHandler>, requirements: SecurityRequirement[], request: FastifyRequest): Promise<void> {
  if (requirements.length === 0) return;
  let last: unknown;
  // A request without a token is answered as the session requirements answer it (4006 with the
  // sign-in address, or 4003), and a request with one as its token's requirement answers it.
  const tokenPresented = Boolean(request.apiToken);
  let bearerError: unknown;
  // A token acting as staff is held to the roles the operation's staff requirement names, like a session.
  const staffRoles = requirements.find((r) => 'staff' in r)?.staff;
  for (const requirement of requirements) {
    const isBearer = 'bearer' in requirement;
    if (isBearer && !tokenPresented) continue;
    try {
      for (const [name, scopes] of Object.entries(requirement)) await handlers[name as SchemeName](request, undefined, scopes);
      if (isBearer && staffRoles && request.session.role === 'staff') await handlers.staff(request, undefined, staffRoles);
      return;
    } catch (err) {
      if (isBearer) bearerError = err;
      last = err;
    }
  }
  throw bearerError ?? last;
}
