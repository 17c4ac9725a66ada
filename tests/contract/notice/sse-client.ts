// A test client of the notice stream over a real socket (fastify.inject waits for the answer to
// end, and a stream never ends): parses server-sent events as they arrive.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { operation, validatorAt } from '../spec-validator';
import type { Credentials } from '../harness';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines seen (heartbeats). */
  comments: string[];
  /** Everything received, as text. */
  text(): string;
  /** Waits for the first event after `from` (an index in `events`) that matches. */
  next(match: (e: SseEvent) => boolean, opts?: { from?: number; timeoutMs?: number }): Promise<SseEvent>;
  /** Resolves when the server ended the answer. */
  ended: Promise<void>;
  close(): void;
}

/** The address the app listens on (started once per app). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listening(app);
}

const streamPath = () => operation('streamNotices').path;

/** Checks an event against the contract (the stream's contentSchema: one event, decoded). */
export function assertEventMatches(e: SseEvent): void {
  const validate = validatorAt(['components', 'schemas', 'NoticeStreamEvent']);
  if (!validate(e as unknown)) throw new Error(`${e.event} event does not match the spec: ${JSON.stringify(validate.errors)}\n${JSON.stringify(e)}`);
}

export async function openStream(app: FastifyInstance, who: Partial<Credentials>, opts: { language?: string; lastEventId?: number | string } = {}): Promise<SseStream> {
  const base = await listening(app);
  const cookie = Object.entries(who.cookies ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const headers: Record<string, string> = { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' };
  if (cookie) headers.cookie = cookie;
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  const url = `${base}${streamPath()}?language=${opts.language ?? 'zh'}`;
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let raw = '';
      let buffer = '';
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let endedResolve!: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const e: Partial<SseEvent> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.lines.push(line.slice(6));
          }
          if (e.event) {
            const event: SseEvent = { event: e.event, data: JSON.parse(e.lines.join('\n')), ...(e.id ? { id: e.id } : {}) };
            assertEventMatches(event);
            events.push(event);
          }
        }
        for (const w of [...waiters]) w();
      });
      res.on('close', () => {
        endedResolve();
        for (const w of [...waiters]) w();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        text: () => raw,
        ended,
        next(match, { from = 0, timeoutMs = 3_000 } = {}) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = events.slice(from).find(match);
              if (found) {
                done();
                ok(found);
              }
            };
            const timer = setTimeout(() => {
              done();
              fail(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(from))}`));
            }, timeoutMs);
            const done = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
