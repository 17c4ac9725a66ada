// Answers the site's API calls in component tests: each GET path gets a typed retdata (checked
// against the contract's types at compile time), wrapped in the OK envelope; every request is
// recorded so tests can assert the query a screen sent.
import { vi } from 'vitest';
import type { paths } from '../../../generated/api';
import type { OkData } from '../lib/api/result';

type GetPath = { [P in keyof paths]: paths[P] extends { get: { responses: { 200: unknown } } } ? P : never }[keyof paths];
type GetData<P extends GetPath> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer B } } } } } ? OkData<B> : never;

export interface ApiStub {
  requests: URL[];
  /** Answers GET `path` with retdata (a function receives the request's URL). */
  get<P extends GetPath>(path: P, data: GetData<P> | ((url: URL) => GetData<P>)): ApiStub;
  /** Answers GET `path` with a business error. */
  fail(path: GetPath, retcode: number, retmsg: string): ApiStub;
}

export function stubApi(): ApiStub {
  const answers = new Map<string, (url: URL) => { retcode: number; retmsg: string; retdata: unknown }>();
  const stub: ApiStub = {
    requests: [],
    get(path, data) {
      answers.set(path, (url) => ({ retcode: 0, retmsg: '', retdata: typeof data === 'function' ? (data as (u: URL) => unknown)(url) : data }));
      return stub;
    },
    fail(path, retcode, retmsg) {
      answers.set(path, () => ({ retcode, retmsg, retdata: null }));
      return stub;
    },
  };
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    stub.requests.push(url);
    const answer = answers.get(url.pathname);
    if (!answer) return new Response('not stubbed', { status: 404 });
    return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return stub;
}
