// Builds the Fastify app in the order its parts depend on: error answers, the metrics' hooks and admission first; the
// third-party plugins every route needs (plugins/external/: compression, form bodies, cookies); the
// app's parts (plugins/app/: storage, database, change feed, notice streams, rank cache, senders,
// session, API tokens); the hardening (helmet's headers and the rate limit, which keys on the
// session); health and metrics routes and caches; then the routes the contract gives (plugins/app/routes.ts).
// Used by main.ts (which adds the jobs, plugins/app/jobs.ts) and by the tests.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import { paths } from './paths';
import { clientErrorAnswer, frameworkErrorAnswer, installErrorHandling } from './plugins/app/errors';
import { hardeningPlugin } from './plugins/external/hardening';
import { installAdmission, registerHealthRoutes, Readiness, type AdmissionOptions } from './plugins/app/health';
import { compressionPlugin } from './plugins/external/compression';
import { installMetrics, registerMetricsRoute } from './plugins/app/metrics';
import { publicCachePlugin } from './plugins/app/public-cache';
import { personalCachePlugin } from './plugins/app/personal-cache';
import { AccessLogController, lazyChildLogger } from './request-logger';
import { uploadConcurrencyPlugin } from './plugins/app/upload-concurrency';
import { storagePlugin } from './plugins/app/storage';
import type { FileStorage } from './infra/storage/storage';
import { storageOf } from './infra/storage/storage-of-config';
import { diskFreeBytes } from './infra/storage/disk-space';
import { createMailer, type Mailer } from './infra/mail/mail';
import { createSmsSender, type PhoneCodeSender } from './infra/sms/index';
import { createOidcClient, type OidcClient } from './infra/oidc/oidc-client';
import { withAllowList, type AddressPolicy } from './services/upload/remote-image/address-policy';
import { sessionPlugin, type SessionStore } from './plugins/app/session';
import { dbPlugin } from './plugins/app/db';
import { apiTokenPlugin } from './plugins/app/api-token';
import { rankCachePlugin } from './plugins/app/rank-cache';
import { changeFeedPlugin } from './plugins/app/change-feed';
import { noticeStreamPlugin } from './plugins/app/notice-stream';
import type { StreamLimits } from './services/notice/notice-hub';
import { ChangeFeed } from './infra/change-feed/change-feed';
import { PgNotifyTransport } from './infra/change-feed/pg-change-transport';
import { CachedSessionStore } from './services/session/session-cache';
import { databaseRateLimitStore } from './infra/stores/rate-limit-store';
import type { Db } from './db/index';
import { DbSessionStore } from './infra/stores/session-store';
import { makeSecurityHandlers } from './security';
import { installSecurityCheck } from './plugins/app/security-check';
import { registerRoutes } from './plugins/app/routes';
import { auditPlugin } from './plugins/app/audit';
import { appPartsOf } from './handlers/context';
import { shareCompiledValidators } from './compiled-validators';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Defaults to sessions in the database. */
  sessionStore?: SessionStore;
  logger?: FastifyServerOptions['logger'];
  /** The built web app served under /v2/; defaults to dist/web. */
  webDist?: string;
  /** Defaults to S3_URL's bucket, or a local directory, DATA_DIR/files. */
  storage?: FileStorage;
  /** Defaults to SMTP_URL, or the outbox file outside production. */
  mailer?: Mailer;
  /** Defaults to SMS_URL, or the mailer's outbox outside production. */
  sms?: PhoneCodeSender;
  /** Addresses the remote-image catcher may fetch from; public ones only unless a test says otherwise. */
  remoteImagePolicy?: AddressPolicy;
  /** Start-up and shutdown state (main.ts); defaults to ready. */
  readiness?: Readiness;
  /** Overload thresholds (tests lower them). */
  overload?: Omit<AdmissionOptions, 'readiness'>;
  /** Public reads from memory (and rank pages and signed-in reads keyed on the content version); defaults to on. */
  publicCache?: boolean;
  /** What every server hears about a write; defaults to LISTEN/NOTIFY with DATABASE_URL, else local. */
  changes?: ChangeFeed;
  /** Caps and heartbeat of the notice streams (tests lower them). */
  noticeStreams?: Partial<StreamLimits>;
  /** The clock (ms) of the time-bound second-factor checks (TOTP steps, locks, step-up) and of the SLA clocks (the queue, the report page, asking for information); Date.now by default. */
  now?: () => number;
  /** The single sign-on provider; defaults to OIDC_ISSUER's (none when unset). Tests give one with a moved clock. */
  oidc?: OidcClient;
  /** The free bytes of the disk under DATA_DIR, for the uploads' floor; defaults to statfs. Tests give their own. */
  diskFree?: () => Promise<number>;
}

/** Largest form body: a report's detail HTML is up to 200,000 characters, percent-encoded. */
const BODY_LIMIT = 2 * 1024 * 1024;

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    // No logger, no children to make; with one, each request's child is made when first used, and
    // each request writes one access line, with its answer (request-logger.ts).
    ...(opts.logger ? { childLoggerFactory: lazyChildLogger, logController: new AccessLogController() } : {}),
    bodyLimit: BODY_LIMIT,
    // A hop count becomes proxy-addr's (address, hop) function: Fastify's types take no number.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
    // Long path values still reach their route and are refused by the contract's validation (1001)
    // rather than falling through to the static files; a real request line stops at Node's 16 KiB.
    routerOptions: { maxParamLength: 16_384 },
    ajv: { customOptions: { strict: false, coerceTypes: 'array', removeAdditional: false, allErrors: false }, onCreate: shareCompiledValidators },
  });

  installErrorHandling(app);
  // Before any route is added and before admission, so a refused request is measured too.
  await installMetrics(app, { db: opts.db, port: config.metricsPort, token: config.metricsToken });
  const readiness = opts.readiness ?? new Readiness();
  await installAdmission(app, { ...opts.overload, readiness });
  // Before any route is added: it attaches itself to each route as the route is built.
  await app.register(compressionPlugin);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(cookie);
  await app.register(storagePlugin, { storage: opts.storage ?? storageOf(config), closeWithApp: !opts.storage });
  app.decorate('siteStorage', { totalBytes: config.uploadTotalBytes, minFreeBytes: config.uploadMinFreeBytes, freeBytes: opts.diskFree ?? diskFreeBytes(config.dataDir) });
  await app.register(dbPlugin, { db: opts.db });
  // With DATABASE_URL other servers write too: their writes reach this one's caches as NOTIFY messages.
  const logFeedError = (err: unknown, what: string) => app.log.error({ err }, what);
  const feed = opts.changes ?? new ChangeFeed(config.databaseUrl ? new PgNotifyTransport(config.databaseUrl, opts.db, logFeedError) : undefined, logFeedError);
  await app.register(changeFeedPlugin, { feed });
  await app.register(noticeStreamPlugin, { databaseUrl: config.databaseUrl, limits: opts.noticeStreams });
  const publicCache = opts.publicCache ?? true;
  await app.register(rankCachePlugin, { processVersion: publicCache });
  const mailer = opts.mailer ?? createMailer(config);
  app.decorate('mailer', mailer);
  app.decorate('sms', opts.sms ?? createSmsSender(config, mailer, (line) => app.log.warn(line)));
  app.decorate('config', config);
  app.decorate('remoteImagePolicy', opts.remoteImagePolicy ?? withAllowList(config.remoteImageTestAllow));
  const now = opts.now ?? Date.now;
  app.decorate('now', now);
  // Discovery waits for the first sign-on (and is kept from then on): a provider that is down does not stop start-up.
  app.decorate('oidc', opts.oidc ?? (config.oidc ? createOidcClient(config.oidc) : undefined));
  await app.register(sessionPlugin, {
    store: new CachedSessionStore(opts.sessionStore ?? new DbSessionStore(opts.db), feed),
    secureCookie: config.publicUrl.startsWith('https:'),
  });
  await app.register(apiTokenPlugin);
  // Rate-limit counters in PostgreSQL, shared by every server; the embedded database's one process keeps them in memory.
  await app.register(hardeningPlugin, {
    https: config.publicUrl.startsWith('https:'),
    rateLimitStore: config.databaseUrl ? databaseRateLimitStore(opts.db) : undefined,
    signups: { perHour: config.signupsPerIpPerHour, perDay: config.signupsPerIpPerDay },
    rateLimitFactor: config.rateLimitFactor,
  });
  registerHealthRoutes(app, { db: opts.db, readiness });
  registerMetricsRoute(app, config.metricsToken);
  // Every server hears every committed write through the change feed, so the cache holds with PostgreSQL too.
  await app.register(publicCachePlugin, { enabled: publicCache });
  // Signed-in reads per account, under the same version (plugins/app/personal-cache.ts).
  await app.register(personalCachePlugin, { enabled: publicCache });

  // Routes.
  const securityHandlers = makeSecurityHandlers(config.publicUrl, { db: opts.db, now });
  installSecurityCheck(app, securityHandlers);
  // After the security check (an anonymous upload is refused as such) and before the body is read.
  await app.register(uploadConcurrencyPlugin, { max: config.uploadConcurrency });
  // Staff writes and sign-ins into the audit log, for every route the contract gives.
  await app.register(auditPlugin);
  await registerRoutes(app, { parts: appPartsOf(app), securityHandlers, dataDir: config.dataDir, webDist: opts.webDist ?? paths.webDist });
  return app;
}
