// Content messages of writes that come while one is on its way share the next one: fewer NOTIFYs,
// and still none of those writes is answered before a message sent after it asked.
import { expect, it } from 'vitest';
import { ChangeFeed, type ChangeTransport } from './change-feed';

/** A transport whose sends stay on their way until `arrive` is called. */
class HeldTransport implements ChangeTransport {
  sent: { payload: string; arrive: () => void }[] = [];
  start(handlers: { up(): void }): void {
    handlers.up();
  }
  publish(payload: string): Promise<void> {
    return new Promise((arrive) => this.sent.push({ payload, arrive }));
  }
  async close(): Promise<void> {}
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

it('sends one content message for the writes that come while one is on its way, after it', async () => {
  const transport = new HeldTransport();
  const feed = new ChangeFeed(transport);
  const version = feed.version();
  const answered: number[] = [];
  const first = feed.contentChanged().then(() => answered.push(0));
  const later = [1, 2, 3].map((i) => feed.contentChanged().then(() => answered.push(i)));
  await flush();
  expect(transport.sent).toHaveLength(1);
  // Each write is stale here at once, shared message or not.
  expect(feed.version()).toBe(version + 4);

  transport.sent[0]!.arrive();
  await first;
  await flush();
  // The first message may have left before the later writes committed: they wait for a second one.
  expect(answered).toEqual([0]);
  expect(transport.sent).toHaveLength(2);
  expect(transport.sent[1]!.payload).toBe(transport.sent[0]!.payload);

  // A write during the second send waits for a third.
  const last = feed.contentChanged().then(() => answered.push(4));
  transport.sent[1]!.arrive();
  await Promise.all(later);
  await flush();
  expect(answered).toEqual([0, 1, 2, 3]);
  expect(transport.sent).toHaveLength(3);
  transport.sent[2]!.arrive();
  await last;
  expect(answered).toEqual([0, 1, 2, 3, 4]);

  // Nothing on its way: the next write sends at once.
  void feed.contentChanged();
  await flush();
  expect(transport.sent).toHaveLength(4);
});
