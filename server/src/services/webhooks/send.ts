// One attempt of one delivery: a POST of the stored body to the endpoint's checked address, signed
// for this attempt's timestamp. Redirects are not followed (a 3xx is a failed attempt: following
// one would let a public endpoint send the signed body inside the network). The whole attempt ends
// at the timeout, and only the first bytes of the answer are read, for the log's excerpt.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AddressPolicy } from '../upload/remote-image/address-policy';
import { checkedAddress, type Resolver } from './address-check';
import { signature } from './signature';

export const ATTEMPT_TIMEOUT_MS = 10_000;
export const EXCERPT_CHARS = 200;
/** Bytes read of an answer: enough for the excerpt, never the whole body. */
const READ_BYTES = 1024;

export interface Attempt {
  /** 2xx. */
  ok: boolean;
  code: number | null;
  excerpt: string | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  policy: AddressPolicy;
  timeoutMs?: number;
  resolve?: Resolver;
  now?: () => Date;
}

export interface Outgoing {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
}

function post(url: URL, address: string, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<{ code: number; excerpt: string }> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const req = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
        ...(secure && !net.isIP(host) ? { servername: host } : {}),
        signal,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => resolve({ code: res.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS) });
        res.on('data', (chunk: Buffer) => {
          if (size >= READ_BYTES) return;
          chunks.push(chunk.subarray(0, READ_BYTES - size));
          size += chunk.length;
          if (size >= READ_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on('end', done);
        res.on('error', () => done());
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function sendOnce(out: Outgoing, opts: SendOptions): Promise<Attempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const checked = await checkedAddress(out.url, opts.policy, opts.resolve, timeoutMs);
  if (!checked.ok) return { ok: false, code: null, excerpt: null, error: `refused: ${checked.problem}`, durationMs: elapsed() };
  const timestamp = Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'security-response-portal webhooks',
    'x-webhook-id': out.deliveryId,
    'x-webhook-event': out.event,
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': signature(out.secret, timestamp, out.body),
  };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { code, excerpt } = await post(checked.url, checked.address, headers, out.body, signal);
    return { ok: code >= 200 && code < 300, code, excerpt, error: code >= 300 && code < 400 ? 'redirect not followed' : null, durationMs: elapsed() };
  } catch (err) {
    const error = signal.aborted ? 'timeout' : `connection failed: ${(err as NodeJS.ErrnoException).code ?? 'error'}`;
    return { ok: false, code: null, excerpt: null, error, durationMs: elapsed() };
  }
}
