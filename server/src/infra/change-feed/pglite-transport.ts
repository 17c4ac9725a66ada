// The embedded database's side of the notice channel: PGlite runs PostgreSQL in this process and
// delivers a NOTIFY to its own LISTEN callbacks when the transaction that sent it commits (and
// never when it rolls back), so the streams hear the same messages as with PostgreSQL.
import type { PGlite } from '@electric-sql/pglite';
import type { ChangeTransport } from './change-feed';

export class PgliteListenTransport implements ChangeTransport {
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly client: PGlite,
    private readonly channel: string,
    private readonly log: (err: unknown, what: string) => void = () => {},
  ) {}

  start(handlers: { message(payload: string): void; up(): void; down(): void }): void {
    this.client
      .listen(this.channel, (payload) => handlers.message(payload))
      .then(
        async (unlisten) => {
          this.unlisten = unlisten;
          if (this.closed) return this.close();
          handlers.up();
        },
        (err: unknown) => this.log(err, 'could not listen for notices'),
      );
  }

  /** Messages are sent by the writes themselves (live/announce.ts). */
  async publish(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten && !this.client.closed) await unlisten().catch(() => {});
  }
}
