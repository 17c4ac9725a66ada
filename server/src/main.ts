// Starts the portal server: reads the configuration, opens the database, builds the app, listens
// (not ready yet: every request but the health checks answers 503), migrates, loads the demo when
// it should, becomes ready, and drains on SIGTERM within a deadline nothing can hold up.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DatabaseLockedError, openDatabase } from './db/index';
import { DEMO_RESEARCHER, DEMO_STAFF, isEmpty, loadDemo } from './demo/index';
import { demoOnStart, demoSkippedMessage } from './demo/on-start';
import { isNewDatabaseFolder, loadDemoAside } from './demo/first-start';
import { statementKey } from './services/coins/ledger-key';
import { webhookPolicy } from './services/webhooks/address-check';
import { jobsPlugin } from './plugins/app/jobs';
import { BoundedLogStream } from './log-stream';
import { Readiness } from './plugins/app/health';

const DRAIN_TIMEOUT_MS = 10_000;
/** Past this mean event-loop delay the server answers 503 with Retry-After rather than queue. */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
/** How long the last log lines may take to leave before the exit; a stalled reader loses them. */
const LOG_FLUSH_MS = 1_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const pgliteDir = path.join(config.dataDir, 'db');
  // A first start outside production fills its new embedded database with the demo in another
  // process (first-start.ts), before opening it; the server does not listen meanwhile (seconds).
  const demoAside = demoOnStart({ env: config.env, databaseUrl: config.databaseUrl, empty: isNewDatabaseFolder(pgliteDir) }) === 'load' ? await loadDemoAside() : undefined;
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
      deferMigrations: true,
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  // Logs go to stdout without ever blocking (log-stream.ts); pino's own destination would.
  const logStream = new BoundedLogStream(1);
  const readiness = new Readiness('starting');
  const app = await buildApp({
    config,
    db: database.db,
    readiness,
    overload: { maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS },
    logger: { level: config.logLevel, stream: logStream },
  });
  try {
    // A wrong S3_URL, key or bucket stops the start with a message, not the first upload with a 500.
    await app.storage.check();
  } catch (err) {
    console.error((err as Error).message);
    await database.close();
    process.exit(2);
  }
  const exit = async (code: number) => {
    // Through the log itself, not console (a write to a stalled stderr pipe would block as well).
    if (logStream.stats.dropped > 0) app.log.warn(`${logStream.stats.dropped} log lines were dropped: stdout was not read fast enough`);
    await logStream.drain(LOG_FLUSH_MS);
    process.exit(code);
  };

  // Drain: stop accepting, finish the requests in flight, then close the database. A repeated
  // signal (npm and a wrapper both pass one on) must not cut the drain short, so it is ignored.
  // The deadline is a timer on an event loop nothing blocks (logging included), so it holds even
  // when a request or the database never finishes; the lock is released at exit either way.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.state = 'stopping';
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still running after the drain timeout; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    await exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  let migrated!: () => void;
  let settled!: () => void;
  const migrations = new Promise<void>((resolve) => (migrated = resolve));
  // Every job, stopped before the database closes (onClose runs in app.close()); hooks must be added before listening.
  await app.register(jobsPlugin, {
    migrated: migrations,
    settled: new Promise<void>((resolve) => (settled = resolve)),
    webhookPolicy: webhookPolicy(config.webhookAllowPrivate),
  });
  // Listening before the migrations lets supervisors see a live process that is not ready yet.
  await app.listen({ port: config.port, host: config.host });
  await database.migrate();
  migrated();

  // Outside production an empty embedded database starts with the demo so a first `npm start`
  // shows a living portal; production and PostgreSQL get it only when asked (`npm run demo`).
  const empty = await isEmpty(database.db);
  const decision = demoOnStart({ env: config.env, databaseUrl: config.databaseUrl, empty });
  if (demoAside) {
    app.log.info(`${demoAside.replace(/\.$/, '')} (staff: ${DEMO_STAFF}, researcher: ${DEMO_RESEARCHER})`);
  } else if (decision === 'load') {
    // An embedded database that exists but holds nobody (its first start stopped before the demo).
    const demo = await loadDemo(database.db);
    app.log.info(`Loaded the demo: ${demo.users} accounts, ${demo.bugs} reports (staff: ${DEMO_STAFF}, researcher: ${DEMO_RESEARCHER})`);
  } else {
    const skipped = demoSkippedMessage(decision, empty);
    if (skipped) app.log.info(skipped);
  }
  await statementKey(database.db, config.ledgerSigningKey);
  settled();
  if (config.env === 'production' && !config.smtpUrl) {
    // Not fatal (the rest of the site works), but nobody can sign in: say so at start-up, not only per request.
    app.log.error('SMTP_URL is not set: sign-in and email codes cannot be sent in production (every send is refused)');
  }
  if (!app.sms.delivers) {
    app.log.warn('SMS_URL is not set: phone codes cannot be sent in production, so the "reports need a bound phone" setting is treated as off');
  }
  if (!stopping) readiness.state = 'ready';
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
