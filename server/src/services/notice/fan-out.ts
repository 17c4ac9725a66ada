// The notice streams' fan-out: what the channel says (a reader's new notice, their unread count
// changed, the staff inbox changed) is gathered for a few milliseconds, or for as long as the round
// before is still being sent, and then read once for every reader it reached: one read of the new
// notices of all of them, one of their unread counts, one inbox count per staff member. A write that
// notifies 2,000 readers is thus a handful of reads, not two per stream, and the streams are written
// a hundred at a time with a turn of the event loop between (the embedded database never gives one).
//
// Each stream's events still go through its own queue (LiveStream.run), after whatever it was sending
// (its replay when it opened), and a notice it already sent is never sent again (lastNoticeId). Every
// change is announced after its commit and rounds run one after another, so the last unread count a
// stream gets was read after the last change it heard of.
import type { Db } from '../../db/index';
import type { Lang } from '../../envelope';
import { nextTurn } from '../../infra/yield-turn';
import { countStaffInboxUnread } from '../staff/staff-inbox-console';
import { noticesByIds, streamNoticeOf, unreadCounts } from './notice-centre';

/** The window that gathers a burst: a write's messages arrive within it (PGlite's all at once). */
export const COALESCE_MS = 5;
const STREAMS_PER_TURN = 100;

/** What the fan-out needs of a stream (notice-hub.ts's LiveStream). */
export interface FanOutStream {
  readonly userId: number;
  readonly staff: boolean;
  readonly lang: Lang;
  lastNoticeId: number;
  run(job: (stream: this) => Promise<void>): Promise<void>;
  notice(n: { id: number }): void;
  send(name: 'unread' | 'inbox', data: unknown): void;
  together(send: () => void): void;
}

type Worded = ReturnType<typeof streamNoticeOf>;

export class FanOut<S extends FanOutStream> {
  /** Readers heard of since the last round, with their new notices' ids (none: the count alone). */
  private readers = new Map<number, Set<number>>();
  private inbox = false;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly db: Db,
    /** The streams open now, by reader (the hub's own map: read at each round). */
    private readonly byUser: ReadonlyMap<number, readonly S[]>,
    /** A round's read failed: its streams are ended (their pages reconnect and replay). */
    private readonly failed: (streams: S[], err: unknown) => void,
    private readonly coalesceMs = COALESCE_MS,
  ) {}

  /** `userId`'s notices changed: `noticeId` is a new one, or none when only the count changed. */
  reader(userId: number, noticeId?: number): void {
    // Nobody reading here: a stream opening later reads its own state when it opens.
    if (!this.byUser.has(userId)) return;
    let ids = this.readers.get(userId);
    if (!ids) this.readers.set(userId, (ids = new Set()));
    if (noticeId !== undefined) ids.add(noticeId);
    this.schedule();
  }

  /** The staff inbox changed: every staff stream gets its member's counts. */
  staffInbox(): void {
    this.inbox = true;
    this.schedule();
  }

  /** Forgets what is waiting (the hub closed every stream). */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.readers.clear();
    this.inbox = false;
  }

  private schedule(): void {
    // A round under way takes what arrived meanwhile as soon as it is done (drain's loop).
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain();
    }, this.coalesceMs);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.readers.size > 0 || this.inbox) {
        const readers = this.readers;
        const inbox = this.inbox;
        this.readers = new Map();
        this.inbox = false;
        await this.noticeRound(readers);
        if (inbox) await this.inboxRound();
      }
    } finally {
      this.running = false;
    }
  }

  private async noticeRound(heard: Map<number, Set<number>>): Promise<void> {
    const userIds = [...heard.keys()].filter((id) => this.byUser.has(id));
    if (userIds.length === 0) return;
    const ids = userIds.flatMap((id) => [...heard.get(id)!]);
    let rows: Awaited<ReturnType<typeof noticesByIds>>;
    let counts: Map<number, number>;
    try {
      // The notices first: the count read after them is at least as new.
      rows = ids.length > 0 ? await noticesByIds(this.db, ids, userIds) : [];
      counts = await unreadCounts(this.db, userIds);
    } catch (err) {
      this.failed(
        userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]),
        err,
      );
      return;
    }
    const byReader = new Map<number, typeof rows>();
    for (const n of rows) {
      const list = byReader.get(n.userId);
      if (list) list.push(n);
      else byReader.set(n.userId, [n]);
    }
    // Each notice worded once per language, whatever the number of streams reading it.
    const worded = new Map<string, Worded>();
    const word = (lang: Lang, n: (typeof rows)[number]) => {
      const key = `${lang}:${n.id}`;
      let w = worded.get(key);
      if (!w) worded.set(key, (w = streamNoticeOf(lang, n)));
      return w;
    };
    let written = 0;
    for (const userId of userIds) {
      const mine = byReader.get(userId) ?? [];
      const unread = counts.get(userId) ?? 0;
      for (const stream of this.byUser.get(userId) ?? []) {
        void stream.run(async (s) =>
          s.together(() => {
            for (const n of mine) if (n.id > s.lastNoticeId) s.notice(word(s.lang, n));
            s.send('unread', { unread });
          }),
        );
        written += 1;
        if (written % STREAMS_PER_TURN === 0) await nextTurn();
      }
    }
  }

  private async inboxRound(): Promise<void> {
    for (const [userId, streams] of [...this.byUser]) {
      const staff = streams.filter((s) => s.staff);
      if (staff.length === 0) continue;
      try {
        const counts = await countStaffInboxUnread(this.db, userId);
        for (const stream of staff) void stream.run(async (s) => s.send('inbox', counts));
      } catch (err) {
        this.failed(staff, err);
      }
    }
  }
}
