// The notice streams (app.noticeHub, services/notice/notice-hub.ts) and what they listen to: the
// notice channel on PostgreSQL through a dedicated connection like the change feed's, or PGlite's
// own LISTEN. Sign-outs and role changes (the change feed's session changes) end streams. A
// stream never ends by itself, so they are all ended before the server closes (else it would wait
// for them), and whenever the channel was lost (the pages reconnect and get what they missed).
import fp from 'fastify-plugin';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { ChangeTransport } from '../../infra/change-feed/change-feed';
import { NOTICES_CHANNEL } from '../../services/notice/announce';
import { DEFAULT_STREAM_LIMITS, NoticeHub, type StreamLimits } from '../../services/notice/notice-hub';
import { PgliteListenTransport } from '../../infra/change-feed/pglite-transport';
import { PgNotifyTransport } from '../../infra/change-feed/pg-change-transport';

declare module 'fastify' {
  interface FastifyInstance {
    noticeHub: NoticeHub;
    /** Settles when the notice channel first listens (tests wait for it; requests never do). */
    noticeHubReady: Promise<void>;
  }
}

export interface NoticeStreamOptions {
  databaseUrl?: string;
  limits?: Partial<StreamLimits>;
}

export const noticeStreamPlugin = fp(
  async (app: FastifyInstance, opts: NoticeStreamOptions) => {
    const logError = (err: unknown, what: string) => app.log.error({ err }, what);
    const hub = new NoticeHub(app.db, { ...DEFAULT_STREAM_LIMITS, ...opts.limits }, logError);
    // The database the notices are written to is the one to listen on (its pool's own address).
    const client = (app.db as { $client?: unknown }).$client;
    const poolUrl = client instanceof pg.Pool ? client.options.connectionString : undefined;
    const databaseUrl = poolUrl ?? opts.databaseUrl;
    let transport: ChangeTransport | null = null;
    if (client instanceof PGlite) transport = new PgliteListenTransport(client, NOTICES_CHANNEL, logError);
    else if (databaseUrl) transport = new PgNotifyTransport(databaseUrl, app.db, logError, NOTICES_CHANNEL);
    let listening!: () => void;
    app.decorate('noticeHub', hub);
    app.decorate('noticeHubReady', new Promise<void>((resolve) => (listening = resolve)));
    if (transport) {
      transport.start({
        message: (payload) => hub.receive(payload),
        up: () => {
          hub.closeAll();
          listening();
        },
        down: () => hub.closeAll(),
      });
      app.addHook('onClose', async () => transport.close());
    } else {
      listening();
    }
    app.changes.onSessions((change) => hub.sessionsChanged(change));
    app.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'notice-stream', dependencies: ['change-feed', 'db'] },
);
