// Vitest setup for the server tests. On PostgreSQL a query sent to a connection that is still
// busy is queued by pg 8 with a deprecation warning, once per process, and pg 9 will refuse it.
// In our code that is a Promise.all over one transaction. The warning names no caller, so this
// records each such query (letting it run as pg 8 does) and fails the test that sent it, naming
// the query. Only TEST_DATABASE_URL runs use pg.Client.
import pg from 'pg';
import { afterEach } from 'vitest';

interface ClientInternals {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const queued: string[] = [];

/** The queries sent to a busy connection since the last call (the guard's own test reads them). */
export function takeQueuedQueries(): string[] {
  return queued.splice(0);
}

if (process.env.TEST_DATABASE_URL) {
  const proto = pg.Client.prototype as unknown as Record<'query', (...args: unknown[]) => unknown>;
  const query = proto.query;
  proto.query = function (this: ClientInternals, ...args: unknown[]) {
    // Busy: a query running or waiting (pg's own warning looks only at the waiting ones, so it
    // misses a Promise.all of two). Fail loudly if an upgrade renames the fields.
    if (!Array.isArray(this._queryQueue) || !('_activeQuery' in this)) throw new Error('pg.Client internals changed: update tests/server/pg-one-query-at-a-time.ts');
    if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) {
      const first = args[0] as string | { text?: string } | undefined;
      queued.push(String(typeof first === 'string' ? first : first?.text).slice(0, 200));
    }
    return query.apply(this, args);
  };
  afterEach(() => {
    const sent = takeQueuedQueries();
    if (sent.length > 0) throw new Error(`Queries sent to a PostgreSQL connection busy with another (a Promise.all in a transaction?):\n${sent.join('\n')}`);
  });
}
