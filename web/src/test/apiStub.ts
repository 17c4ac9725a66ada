// Answers the site's API calls in component tests: each path gets a typed retdata (checked against
// the contract's types at compile time), wrapped in the OK envelope; every request is recorded so
// tests can assert the query a screen sent and the form it posted.
import { vi } from 'vitest';
import type { paths } from '@generated/api';
import { Retcode } from '@generated/enums';
import type { OkData } from '../lib/api/result';

type Method = 'get' | 'post' | 'put' | 'delete';
type PathOf<M extends Method> = { [P in keyof paths]: paths[P] extends Record<M, { responses: { 200: unknown } }> ? P : never }[keyof paths];
type DataOf<M extends Method, P extends keyof paths> = paths[P] extends Record<M, { responses: { 200: { content: { 'application/json': infer B } } } }> ? OkData<B> : never;
type Answer<M extends Method, P extends keyof paths> = DataOf<M, P> | ((url: URL, form: URLSearchParams) => DataOf<M, P>);

export interface ApiStub {
  /** Every request, in order. */
  requests: URL[];
  /** The non-GET requests, in order, with their method, path and form. */
  posts: { method: string; path: string; form: URLSearchParams }[];
  get<P extends PathOf<'get'>>(path: P, data: Answer<'get', P>): ApiStub;
  post<P extends PathOf<'post'>>(path: P, data: Answer<'post', P>): ApiStub;
  put<P extends PathOf<'put'>>(path: P, data: Answer<'put', P>): ApiStub;
  delete<P extends PathOf<'delete'>>(path: P, data: Answer<'delete', P>): ApiStub;
  /** Answers `path` (any method) with a business error. */
  fail(path: keyof paths, retcode: number, retmsg: string): ApiStub;
}

type Envelope = { retcode: number; retmsg: string; retdata: unknown };

export function stubApi(): ApiStub {
  const answers = new Map<string, (url: URL, form: URLSearchParams) => Envelope>();
  const ok = (data: unknown) => (url: URL, form: URLSearchParams) => ({
    retcode: Retcode.Ok,
    retmsg: '',
    retdata: typeof data === 'function' ? (data as (u: URL, f: URLSearchParams) => unknown)(url, form) : data,
  });
  const stub: ApiStub = {
    requests: [],
    posts: [],
    get(path, data) {
      answers.set(`GET ${path}`, ok(data));
      return stub;
    },
    post(path, data) {
      answers.set(`POST ${path}`, ok(data));
      return stub;
    },
    put(path, data) {
      answers.set(`PUT ${path}`, ok(data));
      return stub;
    },
    delete(path, data) {
      answers.set(`DELETE ${path}`, ok(data));
      return stub;
    },
    fail(path, retcode, retmsg) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) answers.set(`${method} ${path}`, () => ({ retcode, retmsg, retdata: null }));
      return stub;
    },
  };
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    stub.requests.push(url);
    const form = new URLSearchParams(input.method === 'GET' ? '' : await input.text());
    if (input.method !== 'GET') stub.posts.push({ method: input.method, path: url.pathname, form });
    // Path templates ({id}) match any value in their place.
    const key = [...answers.keys()].find((k) => {
      const [method, template] = k.split(' ') as [string, string];
      const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
      return method === input.method && pattern.test(url.pathname);
    });
    if (!key) return new Response('not stubbed', { status: 404 });
    return new Response(JSON.stringify(answers.get(key)!(url, form)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return stub;
}
