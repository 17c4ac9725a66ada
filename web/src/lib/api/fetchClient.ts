// The one API client of the site: openapi-fetch typed by the contract, with middleware for the
// language value, form-encoded bodies, the CSRF header and token, and per-call timeouts.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/api';
import { toFormBody } from './form';
import { pageLanguage, pageLocation, type Lang } from './language';
import { timeoutFor } from './timeouts';
import { csrfToken } from './token';

export interface ClientOptions {
  baseUrl?: string;
  language?: () => Lang;
  fetch?: (request: Request) => Promise<Response>;
  /** Time limit per call path (ms); docs/rules.md#calls limits by default. */
  timeout?: (pathname: string) => number;
}

export function apiMiddleware(language: () => Lang): Middleware {
  return {
    async onRequest({ request }) {
      const url = new URL(request.url);
      if (!url.searchParams.has('language')) url.searchParams.set('language', language());
      // The body is read into bytes and passed as a plain init: a Request given as the init of a
      // new Request turns its body into a stream, and Chromium sends a stream only over HTTP/2
      // (over HTTP/1.1 every POST failed with ERR_ALPN_NEGOTIATION_FAILED). Headers of a
      // constructed Request stay mutable.
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const next = new Request(url, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        signal: request.signal,
        credentials: request.credentials,
      });
      if (hasBody) {
        const token = csrfToken.get();
        if (token) next.headers.set('X-CSRF-Token', token);
        // openapi-fetch labels serialised objects as JSON; ours are form-encoded (toFormBody).
        if (next.headers.get('Content-Type')?.startsWith('application/json')) {
          next.headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
        }
      }
      return next;
    },
    async onResponse({ response }) {
      if (response.headers.get('Content-Type')?.includes('application/json')) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as { retdata?: { token?: unknown } } | null;
        if (typeof body?.retdata?.token === 'string') csrfToken.set(body.retdata.token);
      }
      return response;
    },
  };
}

export function makeClient(opts: ClientOptions = {}) {
  const baseFetch = opts.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({
    baseUrl: opts.baseUrl ?? pageLocation()?.origin ?? '',
    bodySerializer: (body: unknown) => (body instanceof FormData ? body : toFormBody(body)),
    fetch: async (request: Request) => {
      // A controller and a timer rather than AbortSignal.timeout/any: the timer is cleared as soon
      // as the call settles, and the caller's own signal still cancels (e.g. a cancelled upload).
      const controller = new AbortController();
      const ms = (opts.timeout ?? timeoutFor)(new URL(request.url).pathname);
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Settles even when a fetch implementation ignores the abort.
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const reason = new DOMException('timeout', 'TimeoutError');
          controller.abort(reason);
          reject(reason);
        }, ms);
      });
      const forward = () => controller.abort(request.signal.reason);
      request.signal.addEventListener('abort', forward, { once: true });
      try {
        return await Promise.race([baseFetch(new Request(request, { signal: controller.signal })), expired]);
      } finally {
        clearTimeout(timer);
        request.signal.removeEventListener('abort', forward);
      }
    },
  });
  client.use(apiMiddleware(opts.language ?? (() => pageLanguage())));
  return client;
}

export type ApiClient = ReturnType<typeof makeClient>;
