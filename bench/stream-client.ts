// A notice stream held the way a page's EventSource holds it: one socket each (no pooling), the
// session cookie, events read as they arrive. `ready` settles at the first `unread` event (the hub
// sends it once the stream is registered and its first read is done); a refusal (the envelope, not
// a stream) rejects it.
import http from 'node:http';
import { SseReader, type SseEvent } from './load-stats';
import { now } from './proc';

export interface HeldStream {
  ready: Promise<void>;
  /** Set when the stream ended (or failed) before close() was called. */
  droppedAt: number | null;
  events: number;
  close(): void;
}

export function holdStream(origin: string, cookie: string, onEvent: (e: SseEvent, at: number) => void = () => {}): HeldStream {
  let closing = false;
  let settle!: { resolve: () => void; reject: (err: Error) => void };
  const held: HeldStream = {
    ready: new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
    droppedAt: null,
    events: 0,
    close: () => {
      closing = true;
      request.destroy();
    },
  };
  const dropped = (err: Error) => {
    if (closing) return;
    held.droppedAt ??= now();
    settle.reject(err);
  };
  const request = http.get(`${origin}/v2/api/notice/stream?language=zh`, { agent: false, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
    if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => dropped(new Error(`refused: HTTP ${res.statusCode} ${body.slice(0, 200)}`)));
      return;
    }
    const reader = new SseReader();
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = now();
      for (const e of reader.push(chunk)) {
        held.events += 1;
        if (e.event === 'unread') settle.resolve();
        onEvent(e, at);
      }
    });
    res.on('end', () => dropped(new Error('the stream ended')));
    res.on('error', dropped);
  });
  request.on('error', dropped);
  // An unhandled rejection would end the bench; the callers await ready where it matters.
  held.ready.catch(() => {});
  return held;
}

/** Opens one stream per cookie, `concurrency` being set up at a time; throws on the first refusal. */
export async function holdStreams(origin: string, cookies: string[], concurrency: number, onEvent?: (index: number, e: SseEvent, at: number) => void): Promise<HeldStream[]> {
  const streams: HeldStream[] = new Array<HeldStream>(cookies.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cookies.length; i = next++) {
      const index = i;
      streams[index] = holdStream(origin, cookies[index]!, onEvent ? (e, at) => onEvent(index, e, at) : undefined);
      await streams[index].ready;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } catch (err) {
    for (const s of streams) s?.close();
    throw err;
  }
  return streams;
}
