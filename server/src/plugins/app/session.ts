// Sessions: a random 256-bit token in an httpOnly, SameSite=Lax cookie; the session record (user,
// role, CSRF token) lives in a SessionStore. Anonymous visitors get a session when they first need a
// CSRF token (getInfo), so sign-in requests can carry one.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionData, SessionStore } from '../../infra/stores/session-data';

export type { SessionData, SessionStore } from '../../infra/stores/session-data';

export const SESSION_COOKIE = 'src_sid';
const MAX_AGE_S = 30 * 24 * 3600;

export const randomToken = (): string => crypto.randomBytes(32).toString('hex');

export class Session {
  constructor(
    private token: string | null,
    public data: SessionData | null,
  ) {}
  get userId() {
    return this.data?.userId ?? null;
  }
  get role() {
    return this.data?.role ?? null;
  }
  get staffRoles() {
    return this.data?.staffRoles ?? [];
  }
  get csrfToken() {
    return this.data?.csrfToken ?? null;
  }
  get cookieToken() {
    return this.token;
  }
  /** Replace the cookie token and CSRF token (at sign-in and sign-out: no fixation). */
  rotate(data: Omit<SessionData, 'csrfToken'>) {
    this.token = randomToken();
    this.data = { ...data, csrfToken: randomToken() };
    return this.data;
  }
}

/** What the app offers handlers for sessions (app.sessions). */
export interface SessionControl {
  store: SessionStore;
  /** Make sure the request has a stored session (anonymous if need be) and return its CSRF token. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionData>;
  /** Persist a rotated session, drop the previous one and set the cookie. */
  commitRotation(request: FastifyRequest, reply: FastifyReply, previous: string | null): Promise<void>;
}

export interface SessionOptions {
  store: SessionStore;
  secureCookie: boolean;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    const { store } = opts;
    const setCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookie,
        path: '/',
        maxAge: MAX_AGE_S,
      });

    app.decorateRequest('session', null as unknown as Session);
    // A callback hook: a request without a session cookie (a visitor, /healthz, a 404) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !/^[0-9a-f]{64}$/.test(token)) {
        request.session = new Session(null, null);
        return done();
      }
      store.get(token).then((data) => {
        request.session = new Session(data ? token : null, data ?? null);
        done();
      }, done);
    });

    const control: SessionControl = {
      store,
      async ensure(request, reply) {
        const s = request.session;
        if (s.data && s.cookieToken) return s.data;
        const data = s.rotate({ userId: null, role: null, staffRoles: [] });
        await store.set(s.cookieToken!, data, MAX_AGE_S);
        setCookie(reply, s.cookieToken!);
        return data;
      },
      async commitRotation(request, reply, previous) {
        const s = request.session;
        if (previous) await store.delete(previous);
        await store.set(s.cookieToken!, s.data!, MAX_AGE_S);
        setCookie(reply, s.cookieToken!);
      },
    };
    app.decorate('sessions', control);
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
