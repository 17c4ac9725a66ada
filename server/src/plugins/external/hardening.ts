// Hardening that sits in front of every route: security headers with a strict Content-Security-
// Policy (helmet's, computed once: security-headers.ts), rate limits on the operations attackers
// hammer (sign-in, captcha, uploads, the duplicate hint) and on the accounts one address may open,
// the request id on every answer. (Health and overload: plugins/app/health.ts.)
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { helmetHeaders } from './security-headers';
import type { SignupGate } from '../../services/session/auth';

/** Per operation, per client address (uploads: per signed-in user), in one minute; times RATE_LIMIT_FACTOR. */
export const RATE_LIMITS: Record<string, number> = {
  sendLoginCode: 20,
  emailLogin: 30,
  getCaptcha: 60,
  verifyCaptcha: 60,
  uploadFile: 60,
  uploadEditorImage: 60,
  // The report form asks as the researcher types (debounced); more is someone mining titles.
  getBugHints: 60,
  // A browser opens these once per sign-on; more is someone trying states or codes.
  startSso: 20,
  finishSso: 20,
};

const byUserOrAddress = (request: FastifyRequest) => (request.session?.userId ? `user:${request.session.userId}` : `ip:${request.ip}`);

const HOUR_MS = 3_600_000;

/**
 * New accounts per client address (an IPv6 address by its /64, which one client may hold whole),
 * in windows of an hour and of a day, counted by the same limiter and store as the routes' limits.
 * Each call counts one account opened; false when either window is past its limit.
 */
function signupGate(app: FastifyInstance, limits: { perHour: number; perDay: number }): SignupGate {
  const windows = [
    ['hour', limits.perHour, HOUR_MS],
    ['day', limits.perDay, 24 * HOUR_MS],
  ] as const;
  const counters = windows.map(([name, max, timeWindow]) => app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `signup-${name}:${normalizeIP(request.ip)}` }));
  return async (ip) => {
    // The limiter reads a request's address and route only; an account is opened outside any route's limit.
    const request = { ip, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const results = await Promise.all(counters.map((count) => count(request)));
    return results.every((r) => r.isAllowed || !r.isExceeded);
  };
}

/**
 * The site's policy. Chakra UI styles through emotion, which inserts <style> elements at run time,
 * so style-src needs 'unsafe-inline'; scripts stay 'self' only (Vite emits no inline script).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** helmet's options for the site (the headers are computed from them once). */
export function helmetOptions(https: boolean): Record<string, unknown> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: https ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] } : CONTENT_SECURITY_POLICY,
    },
    // HSTS only means something when the site is served over HTTPS.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  };
}

export const hardeningPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean; rateLimitStore?: FastifyRateLimitStoreCtor; signups: { perHour: number; perDay: number }; rateLimitFactor: number }) => {
    const headers = helmetHeaders(helmetOptions(opts.https));
    // Where helmet's own hook ran (onRequest): an answer that sets one of these itself overrides it.
    // Callback hooks, not async ones: no promise per request for a synchronous step.
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });

    // The glue builds routes from the contract, so the limits are attached by operationId as each
    // route is added; this hook runs before the rate-limit plugin's own onRoute hook sees the route.
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      const max = operationId ? RATE_LIMITS[operationId] : undefined;
      if (max === undefined) return;
      const limit: RateLimitOptions = { max: max * opts.rateLimitFactor, timeWindow: 60_000, keyGenerator: byUserOrAddress };
      route.config = { ...(route.config ?? {}), rateLimit: limit };
    });
    // The counters: in the database when several servers share one (infra/stores/rate-limit-store.ts),
    // else the plugin's in-process store.
    await app.register(rateLimit, { global: false, ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}) });
    app.decorate('signupGate', signupGate(app, opts.signups));

    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('x-request-id', request.id);
      done(null, payload);
    });
  },
  { name: 'hardening' },
);
