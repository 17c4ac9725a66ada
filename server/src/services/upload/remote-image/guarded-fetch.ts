// Fetches one remote image for the catcher without letting the address be chosen by anyone but the
// policy: the host is resolved once, every address it resolves to must pass the policy, and the
// connection goes to that checked address (the Host header and TLS name stay the host's), so a
// second, different DNS answer cannot slip in between check and connect. Redirects are followed by
// hand, at most `maxRedirects`, each target checked again the same way. The body is read up to
// `maxBytes` and no further, the whole fetch ends at `timeoutMs`, and what came back is kept only
// when its magic bytes say jpeg or png.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { imageTypeOf } from '../file-types';
import type { AddressPolicy } from './address-policy';

export type CatchRefusal = 'scheme' | 'credentials' | 'address' | 'unresolved' | 'redirects' | 'status' | 'too-large' | 'not-image' | 'timeout' | 'failed';

export type CatchOutcome = { ok: true; bytes: Buffer; ext: 'png' | 'jpg' } | { ok: false; refusal: CatchRefusal };

export interface GuardOptions {
  policy: AddressPolicy;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** Host name resolution; the system resolver unless a test gives another. */
  resolve?: (host: string) => Promise<string[]>;
}

class Refused extends Error {
  constructor(readonly refusal: CatchRefusal) {
    super(refusal);
  }
}

const systemResolve = async (host: string) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The one address to connect to for a URL, or a refusal: every address of the host must pass. */
/** A lookup cannot be aborted: the deadline races it, so a resolver that hangs cannot hold the call. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new Refused('timeout'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Refused('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function checkedAddress(url: URL, opts: GuardOptions, signal: AbortSignal): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('scheme');
  if (url.username || url.password) throw new Refused('credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await beforeDeadline((opts.resolve ?? systemResolve)(host), signal);
    } catch (err) {
      throw err instanceof Refused ? err : new Refused('unresolved');
    }
  }
  if (addresses.length === 0) throw new Refused('unresolved');
  if (!addresses.every((a) => opts.policy(a))) throw new Refused('address');
  return addresses[0]!;
}

interface Hop {
  status: number;
  location?: string;
  body?: Buffer;
}

/** One request to the checked address; the body only for a 2xx, and only up to maxBytes. */
function requestOnce(url: URL, address: string, opts: GuardOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const req = (secure ? https : http).request(
      {
        host: address,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'image/png, image/jpeg', 'user-agent': 'security-response-portal image catcher' },
        // TLS checks the certificate against the host's name, not the address connected to.
        ...(secure && !net.isIP(url.hostname.replace(/^\[|\]$/g, '')) ? { servername: url.hostname } : {}),
        signal,
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return resolve({ status });
        }
        if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
          res.destroy();
          return reject(new Refused('too-large'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new Refused('too-large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(chunks) }));
        res.on('error', reject);
        // Cut off (timeout, reset) before the end: never a partial image.
        res.on('close', () => {
          if (!res.complete) reject(new Refused(signal.aborted ? 'timeout' : 'failed'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function fetchRemoteImage(source: string, opts: GuardOptions): Promise<CatchOutcome> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new Refused('scheme');
    }
    for (let hop = 0; ; hop++) {
      const address = await checkedAddress(url, opts, signal);
      const answer = await requestOnce(url, address, opts, signal);
      if (answer.location !== undefined) {
        if (hop >= opts.maxRedirects) throw new Refused('redirects');
        url = new URL(answer.location, url);
        continue;
      }
      if (!answer.body) throw new Refused('status');
      const ext = imageTypeOf(answer.body);
      if (!ext) throw new Refused('not-image');
      return { ok: true, bytes: answer.body, ext };
    }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    if (signal.aborted) return { ok: false, refusal: 'timeout' };
    return { ok: false, refusal: 'failed' };
  }
}
