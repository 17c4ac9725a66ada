// The notice streams this process holds (server-sent events, the streamNotices operation), by
// account. A stream holds no database connection: it is a socket and a few numbers. When a message
// arrives (announce.ts, after the write committed, from any server) what the readers it names need
// is read once for all of them and written to their streams, in each stream's language (fan-out.ts).
//
// Each stream runs its jobs one after another, so a replay after a reconnect and the live notices
// arriving meanwhile leave in id order and never twice (lastNoticeId).
import type { Db } from '../../db/index';
import type { Lang } from '../../envelope';
import { streamNotices, unreadCount } from './notice-centre';
import { countStaffInboxUnread } from '../staff/staff-inbox-console';
import type { SessionChange } from '../../infra/change-feed/change-feed';
import { sessionKey } from '../../infra/stores/session-store';
import { parseLiveMessage } from './announce';
import { staffCard } from './staff-card';
import { COALESCE_MS, FanOut } from './fan-out';

export interface StreamLimits {
  /** Open streams per account; opening one more closes the account's oldest. */
  perAccount: number;
  /** Open streams in this process; past it new ones are refused (the page polls instead). */
  total: number;
  /** How often a comment line is written to every stream, so proxies keep them open. */
  heartbeatMs: number;
  /** How long the fan-out gathers a burst of messages before reading for them (fan-out.ts). */
  coalesceMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAccount: 5, total: 2_000, heartbeatMs: 25_000, coalesceMs: COALESCE_MS };

/** What the browser waits before reconnecting after the stream ends (EventSource's `retry`). */
export const RECONNECT_MS = 5_000;

/** Where a stream's text goes (the response's body). */
export interface Sink {
  write(chunk: string): unknown;
  end(): unknown;
}

export interface OpenStream {
  userId: number;
  staff: boolean;
  lang: Lang;
  /** The session's cookie token: a sign-out of that session closes the stream. */
  cookieToken: string | null;
  /** The Last-Event-ID header: notices after it are replayed first. */
  lastEventId: number | null;
  sink: Sink;
}

type LogError = (err: unknown, what: string) => void;

const event = (name: string, data: unknown, id?: number) => `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export class LiveStream {
  closed = false;
  lastNoticeId: number;
  private queue: Promise<void> = Promise.resolve();
  private held: string[] | null = null;

  constructor(
    readonly userId: number,
    readonly staff: boolean,
    readonly lang: Lang,
    readonly tokenHash: string | null,
    lastEventId: number | null,
    private readonly sink: Sink,
    private readonly onFail: (stream: LiveStream, err: unknown) => void,
  ) {
    this.lastNoticeId = lastEventId ?? 0;
  }

  /** Runs after the stream's earlier jobs; a failed job closes the stream (the page reconnects). */
  run(job: (stream: LiveStream) => Promise<void>): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        await job(this);
      } catch (err) {
        this.onFail(this, err);
      }
    });
    return this.queue;
  }

  write(text: string): void {
    if (this.closed) return;
    if (this.held) this.held.push(text);
    else this.sink.write(text);
  }

  /** What `send` writes leaves as one chunk: one socket write for a notice and its count, not two. */
  together(send: () => void): void {
    const held: string[] = [];
    this.held = held;
    try {
      send();
    } finally {
      this.held = null;
      if (held.length > 0) this.write(held.join(''));
    }
  }

  notice(n: { id: number }): void {
    if (n.id <= this.lastNoticeId) return;
    this.lastNoticeId = n.id;
    this.write(event('notice', n, n.id));
  }

  send(name: 'unread' | 'inbox' | 'replaced' | 'bug' | 'presence' | 'mention', data: unknown): void {
    this.write(event(name, data));
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.sink.end();
  }
}

export class NoticeHub {
  private readonly byUser = new Map<number, LiveStream[]>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly fanOut: FanOut<LiveStream>;

  constructor(
    private readonly db: Db,
    readonly limits: StreamLimits = DEFAULT_STREAM_LIMITS,
    private readonly logError: LogError = () => {},
  ) {
    this.fanOut = new FanOut(
      db,
      this.byUser,
      (streams, err) => {
        this.logError(err, 'notice stream fan-out failed; its streams closed');
        for (const s of streams) this.close(s);
      },
      limits.coalesceMs,
    );
  }

  get size(): number {
    return this.count;
  }

  full(): boolean {
    return this.count >= this.limits.total;
  }

  streamsOf(userId: number): number {
    return this.byUser.get(userId)?.length ?? 0;
  }

  /** Registers a stream (closing the account's oldest past the cap), then sends its first events. */
  open(o: OpenStream): LiveStream {
    const stream = new LiveStream(o.userId, o.staff, o.lang, o.cookieToken ? sessionKey(o.cookieToken) : null, o.lastEventId, o.sink, (s, err) => {
      this.logError(err, 'notice stream failed; closed');
      this.close(s);
    });
    const mine = this.byUser.get(o.userId) ?? [];
    this.byUser.set(o.userId, mine);
    mine.push(stream);
    this.count += 1;
    // The oldest is told why, so its page polls instead of reconnecting and ending another's.
    while (mine.length > this.limits.perAccount) {
      mine[0]!.send('replaced', {});
      this.close(mine[0]!);
    }
    this.startHeartbeat();
    stream.write(`retry: ${RECONNECT_MS}\n\n`);
    // Registered before the replay reads, so nothing committed meanwhile is missed.
    void stream.run(async (s) => {
      if (o.lastEventId !== null) for (const n of await streamNotices(this.db, s.lang, s.userId, { afterId: o.lastEventId })) s.notice(n);
      s.send('unread', { unread: await unreadCount(this.db, s.userId) });
      if (s.staff) s.send('inbox', await countStaffInboxUnread(this.db, s.userId));
    });
    return stream;
  }

  /** Ends a stream and forgets it (also when the browser went away). */
  close(stream: LiveStream): void {
    stream.end();
    const mine = this.byUser.get(stream.userId);
    const at = mine?.indexOf(stream) ?? -1;
    if (!mine || at < 0) return;
    mine.splice(at, 1);
    this.count -= 1;
    if (mine.length === 0) this.byUser.delete(stream.userId);
    if (this.count === 0) this.stopHeartbeat();
  }

  closeAll(): void {
    this.fanOut.clear();
    for (const mine of [...this.byUser.values()]) for (const stream of [...mine]) this.close(stream);
  }

  /** A message from the channel (any server's committed write). */
  receive(payload: string): void {
    const message = parseLiveMessage(payload);
    if (!message) return;
    if ('i' in message) return this.fanOut.staffInbox();
    // A mention: the named member's staff streams alone, with who wrote the note.
    if ('m' in message) {
      const { b: id, a: authorId } = message;
      for (const stream of this.byUser.get(message.m) ?? []) {
        if (stream.staff) void stream.run(async (s) => s.send('mention', { id, by: await staffCard(this.db, authorId) }));
      }
      return;
    }
    // A report's change or its viewers: staff streams only, and nothing to read (the page refetches).
    if ('b' in message || 'p' in message) {
      const [name, id] = 'b' in message ? (['bug', message.b] as const) : (['presence', message.p] as const);
      for (const mine of this.byUser.values()) {
        for (const stream of mine) if (stream.staff) void stream.run(async (s) => s.send(name, { id }));
      }
      return;
    }
    this.fanOut.reader(message.u, message.n);
  }

  /** A sign-out or a role change ends the streams it concerns (the page reconnects as what it now is). */
  sessionsChanged(change: SessionChange): void {
    if ('all' in change) return this.closeAll();
    for (const mine of [...this.byUser.values()]) {
      for (const stream of [...mine]) {
        if ('userId' in change ? stream.userId === change.userId : stream.tokenHash === change.tokenHash) this.close(stream);
      }
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const mine of this.byUser.values()) for (const stream of mine) stream.write(': ping\n\n');
    }, this.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
