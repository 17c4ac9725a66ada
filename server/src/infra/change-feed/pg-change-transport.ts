// The change feed between servers on one PostgreSQL: LISTEN on a dedicated connection (a pooled
// one would be handed to queries), NOTIFY through the app's own pool, so a message leaves when
// the write that caused it has committed and the request that made it is still unanswered. A lost
// connection is retried with a growing pause; the feed drops its caches on both edges.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/index';
import type { ChangeTransport } from './change-feed';

/** One channel per database: servers of other portals on other databases never hear it. */
export const CHANGES_CHANNEL = 'portal_changes';
/** How the listening connections appear in pg_stat_activity. */
export const LISTENER_NAME = 'portal-changes';
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/** Sends one message through any connection (also used by the admin command line). */
export async function notifyServers(db: Db, payload: string, channel = CHANGES_CHANNEL): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export class PgNotifyTransport implements ChangeTransport {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Db,
    private readonly log: (err: unknown, what: string) => void = () => {},
    private readonly channel = CHANGES_CHANNEL,
  ) {}

  start(handlers: { message(payload: string): void; up(): void; down(): void }): void {
    const connect = async () => {
      this.timer = null;
      if (this.closed) return;
      const client = new pg.Client({ connectionString: this.databaseUrl, application_name: LISTENER_NAME });
      let lost = false;
      const onLost = (err?: unknown) => {
        if (lost) return;
        lost = true;
        if (this.client === client) this.client = null;
        client.removeAllListeners('notification');
        client.end().catch(() => {});
        if (this.closed) return;
        if (err) this.log(err, 'change feed connection lost; retrying');
        handlers.down();
        this.timer = setTimeout(() => void connect(), this.retryMs);
        this.timer.unref();
        this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
      };
      client.on('error', onLost);
      client.on('end', () => onLost());
      client.on('notification', (n) => {
        if (n.channel === this.channel && n.payload) handlers.message(n.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${this.channel}"`);
      } catch (err) {
        onLost(err);
        return;
      }
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.retryMs = RETRY_MIN_MS;
      handlers.up();
    };
    void connect();
  }

  publish(payload: string): Promise<void> {
    return notifyServers(this.db, payload, this.channel);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
