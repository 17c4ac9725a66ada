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

// Kept on the global object: Vitest runs this file again before each test file, and in a project
// without isolation the patched pg.Client of the first run is still there (patched once).
const shared = globalThis as { __pgBusyQueries?: string[] };
const queued: string[] = (shared.__pgBusyQueries ??= []);
const PATCHED = Symbol.for('src-portal.pg-one-query-at-a-time');

/** The queries sent to a busy connection since the last call (the guard's own test reads them). */
export function takeQueuedQueries(): string[] {
  return queued.splice(0);
}

const proto = pg.Client.prototype as unknown as Record<'query', (...args: unknown[]) => unknown> & { [PATCHED]?: true };
if (process.env.TEST_DATABASE_URL && !proto[PATCHED]) {
  proto[PATCHED] = true;
  const query = proto.query;
  proto.query = function (this: ClientInternals, ...args: unknown[]) {
    // Busy: a query running or waiting (pg's own warning looks only at the waiting ones, so it
    // misses a Promise.all of two). Fail loudly if an upgrade renames the fields.
    if (!Array.isArray(this._queryQueue) || !('_activeQuery' in this)) throw new Error('pg.Client internals changed: update tests/setup/pg-one-query-at-a-time.ts');
    if ((this._activeQuery || this._queryQueue.length > 0) && !this.pipeline) {
      const first = args[0] as string | { text?: string } | undefined;
      queued.push(String(typeof first === 'string' ? first : first?.text).slice(0, 200));
    }
    return query.apply(this, args);
  };
}
if (process.env.TEST_DATABASE_URL) {
  afterEach(() => {
    const sent = takeQueuedQueries();
    if (sent.length > 0) throw new Error(`Queries sent to a PostgreSQL connection busy with another (a Promise.all in a transaction?):\n${sent.join('\n')}`);
  });
}
