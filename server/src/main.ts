// Starts the portal server: reads the configuration, opens the database, builds the app, listens,
// and drains on SIGTERM.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { DatabaseLockedError, openDatabase } from './db/index';

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
  // Drain: stop accepting, finish the requests in flight, then close the database.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
