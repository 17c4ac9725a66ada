// Starts the portal server: reads the configuration, opens the database, builds the app, listens,
// and drains on SIGTERM.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DatabaseLockedError, openDatabase } from './db/index';
import { DEMO_RESEARCHER, DEMO_STAFF, isEmpty, loadDemo } from './demo/index';
import { demoOnStart, demoSkippedMessage } from './demo/on-start';
import { startHousekeeping } from './services/housekeeping';
import { startPrizeSchedule } from './services/monthly-prize-schedule';

const DRAIN_TIMEOUT_MS = 10_000;

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
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  const app = await buildApp({ config, db: database.db, logger: { level: config.env === 'test' ? 'warn' : 'info' } });
  // Outside production an empty embedded database starts with the demo so a first `npm start`
  // shows a living portal; production and PostgreSQL get it only when asked (`npm run demo`).
  const empty = await isEmpty(database.db);
  const decision = demoOnStart({ env: config.env, databaseUrl: config.databaseUrl, empty });
  if (decision === 'load') {
    const demo = await loadDemo(database.db);
    app.log.info(`Loaded the demo: ${demo.users} accounts, ${demo.bugs} reports (staff: ${DEMO_STAFF}, researcher: ${DEMO_RESEARCHER})`);
  } else {
    const skipped = demoSkippedMessage(decision, empty);
    if (skipped) app.log.info(skipped);
  }
  await startHousekeeping(app, database.db);
  // After the demo: a first start settles last month's prize like any server that missed the 1st.
  await startPrizeSchedule(app, database.db);
  if (config.env === 'production' && !config.smtpUrl) {
    // Not fatal (the rest of the site works), but nobody can sign in: say so at start-up, not only per request.
    app.log.error('SMTP_URL is not set: sign-in and email codes cannot be sent in production (every send is refused)');
  }
  if (!app.sms.delivers) {
    app.log.warn('SMS_URL is not set: phone codes cannot be sent in production, so the "reports need a bound phone" setting is treated as off');
  }
  // Drain: stop accepting, finish the requests in flight, then close the database. A repeated
  // signal (npm and a wrapper both pass one on) must not cut the drain short, so it is ignored;
  // a drain that hangs (a stalled upload) ends after DRAIN_TIMEOUT_MS.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('requests still running after the drain timeout; exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
