// The notice streams' fan-out (services/notice/fan-out.ts): one write that notifies many readers is
// read back in a bounded number of statements for all their streams, not two per stream, and every
// stream still gets exactly its reader's new notice, in its language, then its correct unread count;
// a stream opening while the burst is being read gets the same. On the embedded database and, with
// TEST_DATABASE_URL, on PostgreSQL through its LISTEN connection.
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { and, eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Db } from '../../server/src/db/index';
import type { Lang } from '../../server/src/envelope';
import { notices, users } from '../../server/src/db/schema';
import type { ChangeTransport } from '../../server/src/infra/change-feed/change-feed';
import { PgliteListenTransport } from '../../server/src/infra/change-feed/pglite-transport';
import { PgNotifyTransport } from '../../server/src/infra/change-feed/pg-change-transport';
import { NOTICES_CHANNEL } from '../../server/src/services/notice/announce';
import { NoticeHub } from '../../server/src/services/notice/notice-hub';
import { notifyMany } from '../../server/src/services/notice/notices';
import { openTestDatabase } from '../contract/harness';
import { eventually } from '../eventually';

const READERS = 50;

let database: Database;
let db: Db;
let transport: ChangeTransport;
let hub: NoticeHub;
let queries = 0;
const failures: unknown[] = [];

interface Sink {
  text: string;
  write(chunk: string): void;
  end(): void;
}
const sink = (): Sink => ({
  text: '',
  write(chunk) {
    this.text += chunk;
  },
  end() {},
});
const eventsOf = (s: Sink) =>
  s.text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => ({
      id: /^id: (\d+)$/m.exec(block)?.[1],
      event: /^event: (\w+)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as Record<string, unknown>,
    }));

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  // Every statement the streams' reads send goes through the client's own query().
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    queries += 1;
    return query(...args);
  };
  hub = new NoticeHub(db, { perAccount: 5, total: 500, heartbeatMs: 60_000, coalesceMs: 5 }, (err) => failures.push(err));
  transport = client instanceof PGlite ? new PgliteListenTransport(client, NOTICES_CHANNEL) : new PgNotifyTransport(client.options.connectionString!, db, undefined, NOTICES_CHANNEL);
  await new Promise<void>((up) => transport.start({ message: (payload) => hub.receive(payload), up, down: () => {} }));
});

afterAll(async () => {
  hub.closeAll();
  await transport.close();
  await database.close();
});

it('reads a burst to many readers in a few statements, and every stream gets its notice and correct count', async () => {
  const readers = (
    await db
      .insert(users)
      .values(Array.from({ length: READERS }, (_, i) => ({ email: `fan${i}@example.org`, nickname: `fan ${i}`, role: 'researcher' as const })))
      .returning({ id: users.id })
  ).map((r) => r.id);
  // Reader i already has i % 3 unread notices and one read one.
  const earlier = readers.flatMap((userId, i) => [
    ...Array.from({ length: i % 3 }, () => ({ userId, type: 'user', title: 'earlier', content: 'earlier' })),
    { userId, type: 'user', title: 'read', content: 'read', read: true },
  ]);
  await db.insert(notices).values(earlier);
  const expectedUnread = (i: number) => (i % 3) + 1;

  // The first reader reads in both languages; the others in one.
  const streams = readers.map((userId, i) => ({ i, userId, lang: 'en' as Lang, sink: sink() }));
  streams.push({ i: 0, userId: readers[0]!, lang: 'zh', sink: sink() });
  for (const s of streams) hub.open({ userId: s.userId, staff: false, lang: s.lang, cookieToken: null, lastEventId: null, sink: s.sink });
  await eventually(() => streams.every((s) => eventsOf(s.sink).some((e) => e.event === 'unread')));
  expect(failures).toEqual([]);

  await db.transaction((tx) =>
    notifyMany(
      tx,
      readers.map((userId, i) => ({ userId, notice: { type: 'user', key: 'coins.changed', params: { amount: i + 1, reason: 'burst' }, link: '/user/currency' } })),
    ),
  );
  queries = 0;
  // A page that connects while the burst is being read.
  const late = { i: 1, userId: readers[1]!, lang: 'en' as Lang, sink: sink() };
  hub.open({ userId: late.userId, staff: false, lang: late.lang, cookieToken: null, lastEventId: null, sink: late.sink });
  streams.push(late);
  const done = (s: (typeof streams)[number]) => {
    const events = eventsOf(s.sink);
    const at = events.findIndex((e) => e.event === 'notice');
    return at >= 0 && events.slice(at).some((e) => e.event === 'unread');
  };
  await eventually(() => streams.every(done));
  // The fan-out's reads: the new notices and the unread counts of all 50 readers (two statements;
  // one read a stream would be a hundred), and the late stream's own first count.
  expect(queries).toBeGreaterThanOrEqual(2);
  expect(queries).toBeLessThanOrEqual(3);

  const newest = new Map(
    (
      await db
        .select({ userId: notices.userId, id: max(notices.id) })
        .from(notices)
        .where(and(inArray(notices.userId, readers), eq(notices.key, 'coins.changed')))
        .groupBy(notices.userId)
    ).map((r) => [r.userId, r.id!]),
  );
  for (const s of streams) {
    const events = eventsOf(s.sink);
    const sent = events.filter((e) => e.event === 'notice');
    expect(
      sent.map((e) => Number(e.id)),
      `reader ${s.i}`,
    ).toEqual([newest.get(s.userId)]);
    expect(sent[0]!.data.link).toBe('/user/currency');
    expect(events.at(-1), `reader ${s.i}`).toEqual({ event: 'unread', data: { unread: expectedUnread(s.i) }, id: undefined });
  }
  const [zh, en] = [streams.find((s) => s.lang === 'zh')!, streams[0]!];
  expect(eventsOf(zh.sink).find((e) => e.event === 'notice')!.data.title).toMatch(/[\u4e00-\u9fff]/);
  expect(eventsOf(en.sink).find((e) => e.event === 'notice')!.data.title).not.toMatch(/[\u4e00-\u9fff]/);
  expect(failures).toEqual([]);
});
