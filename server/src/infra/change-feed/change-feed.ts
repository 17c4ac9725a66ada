// What every server must hear about a write, and the content version the in-memory caches key on.
// A process's caches (public answers, rank pages, signed-in reads, sessions) are only right while the process hears
// every write that could change them: its own (bumped here directly) and, with several servers on
// one PostgreSQL, the others' (they travel as NOTIFY messages, pg-change-transport.ts). The
// embedded database has one process (its lock), so there the feed is local and always complete.
//
// While the transport is down a server could miss others' writes, so it is not `live` and the
// caches read through (the version moves on every read); when it comes back every cached answer
// and session is dropped, since what was missed is unknown.
import crypto from 'node:crypto';

/** A session change: one session (by its token's hash) or every session of an account. */
export type SessionChange = { tokenHash: string } | { userId: number } | { all: true };

export interface ChangeTransport {
  /** Starts listening; calls `up` each time it (re)connects, `down` when it loses the connection. */
  start(handlers: { message(payload: string): void; up(): void; down(): void }): void;
  /** Sends to every other server (and possibly back to this one: messages carry their origin). */
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database's transport: nobody else to tell. */
export class LocalTransport implements ChangeTransport {
  start(handlers: { up(): void }): void {
    handlers.up();
  }
  async publish(): Promise<void> {}
  async close(): Promise<void> {}
}

interface Message {
  o: string;
  c?: 1;
  s?: SessionChange;
}

/** A message as the feed sends it, for a sender that is not a server (the admin command line). */
export function changeMessage(origin: string, change: { content?: boolean; sessions?: SessionChange }): string {
  const message: Message = { o: origin, ...(change.content ? { c: 1 as const } : {}), ...(change.sessions ? { s: change.sessions } : {}) };
  return JSON.stringify(message);
}

export class ChangeFeed {
  private current = 0;
  private isLive = false;
  private readonly origin = crypto.randomBytes(8).toString('hex');
  private readonly sessionListeners: ((change: SessionChange) => void)[] = [];
  private becameLive!: () => void;
  /** Settles when the transport first listens (tests wait for it; requests never do). */
  readonly ready = new Promise<void>((resolve) => (this.becameLive = resolve));

  constructor(
    private readonly transport: ChangeTransport = new LocalTransport(),
    private readonly logError: (err: unknown, what: string) => void = () => {},
  ) {
    transport.start({
      message: (payload) => this.receive(payload),
      up: () => {
        this.dropEverything();
        this.isLive = true;
        this.becameLive();
      },
      down: () => {
        this.isLive = false;
        this.dropEverything();
      },
    });
  }

  get live(): boolean {
    return this.isLive;
  }

  /** The version cached public answers are kept under; while not live, a new one at every read. */
  version(): number {
    if (!this.isLive) this.current += 1;
    return this.current;
  }

  onSessions(listener: (change: SessionChange) => void): void {
    this.sessionListeners.push(listener);
  }

  /** A committed write may have changed public content: stale here at once, and on the others. */
  contentChanged(): Promise<void> {
    this.current += 1;
    return this.sendContent();
  }

  /** The content message on its way, and the one that follows it (see sendContent). */
  private contentSending: Promise<void> | null = null;
  private contentQueued: Promise<void> | null = null;

  /**
   * Content messages are all alike: callers that come while one is on its way share the next, sent
   * when it has gone (one NOTIFY for many writes, where each write's own was a round trip of its
   * request's). Not the one on its way: it may have left before the caller's write committed, and a
   * server it reached first could cache what that write changed under the new version. A message
   * sent after the caller asks comes after its commit, which is all the caller's answer waits for.
   */
  private sendContent(): Promise<void> {
    if (!this.contentSending) {
      const sent = this.send(changeMessage(this.origin, { content: true })).finally(() => {
        if (this.contentSending === sent) this.contentSending = null;
      });
      this.contentSending = sent;
      return sent;
    }
    this.contentQueued ??= this.contentSending.then(() => {
      this.contentQueued = null;
      return this.sendContent();
    });
    return this.contentQueued;
  }

  /** A session ended or its account changed (role, sign-out): dropped here at once, and on the others. */
  async sessionsChanged(change: SessionChange): Promise<void> {
    this.emitSessions(change);
    await this.send(changeMessage(this.origin, { sessions: change }));
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  private async send(message: string): Promise<void> {
    try {
      await this.transport.publish(message);
    } catch (err) {
      // The write itself committed; the others' caches stay stale until their TTLs end.
      this.logError(err, 'could not tell the other servers about a change');
    }
  }

  private receive(payload: string): void {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.o === this.origin) return; // applied when it was sent
    if (message.c) this.current += 1;
    if (message.s) this.emitSessions(message.s);
  }

  private dropEverything(): void {
    this.current += 1;
    this.emitSessions({ all: true });
  }

  private emitSessions(change: SessionChange): void {
    for (const listener of this.sessionListeners) listener(change);
  }
}
