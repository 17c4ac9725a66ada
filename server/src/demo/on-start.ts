// Whether the server loads the demo by itself at start-up. The demo holds a staff account with a
// published address, so a production server never loads it on its own, even into an empty
// embedded database: there it comes only from `npm run demo`, asked for by whoever runs it.
export type DemoOnStart = 'load' | 'skip-production' | 'skip-postgres' | 'skip-not-empty';

export function demoOnStart(opts: { env: 'development' | 'production' | 'test'; databaseUrl?: string; empty: boolean }): DemoOnStart {
  if (opts.env === 'production') return 'skip-production';
  if (opts.databaseUrl) return 'skip-postgres';
  return opts.empty ? 'load' : 'skip-not-empty';
}

/** The start-up log line for a decision that loaded nothing (undefined when there is nothing to say). */
export function demoSkippedMessage(decision: DemoOnStart, empty: boolean): string | undefined {
  if (decision === 'skip-production' && empty) return 'Empty database: the demo is not loaded automatically in production (run `npm run demo` to load it)';
  if (decision === 'skip-postgres' && empty) return 'Empty database: the demo loads into PostgreSQL only when asked (`npm run demo`)';
  return undefined;
}
