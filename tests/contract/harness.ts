// The server contract harness: builds the app, calls operations by operationId with fastify.inject,
// and validates every response against the spec's response schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { MemorySessionStore, randomToken } from '../../server/src/plugins/session';
import { assertResponseMatches, operation } from './spec-validator';

export interface Credentials {
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** A signed-in session for a user id and role, with its CSRF header. */
  sessionAs(userId: number, role: 'researcher' | 'staff'): Promise<Credentials>;
  close(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-test-'));
  const store = new MemorySessionStore();
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), sessionStore: store });
  await app.ready();
  return {
    app,
    dataDir,
    async sessionAs(userId, role) {
      const token = randomToken();
      const csrfToken = randomToken();
      await store.set(token, { userId, role, csrfToken }, 3600);
      return { cookies: { src_sid: token }, headers: { 'x-csrf-token': csrfToken } };
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  form?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

export interface CallResult {
  status: number;
  json: { retcode: number; retmsg: string; retdata: unknown } & Record<string, unknown>;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  cookies: { name: string; value: string }[];
}

/** Calls an operation and fails the test when the answer is not what the spec documents. */
export async function callOp(app: FastifyInstance, operationId: string, opts: CallOptions = {}): Promise<CallResult> {
  const op = operation(operationId);
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(opts.params?.[name] ?? '')));
  const query: Record<string, string> = { language: 'zh' };
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query[k] = String(v);
  let payload = opts.payload;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.form)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) form.append(k, String(item));
    }
    payload = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await app.inject({ method: op.method as InjectOptions['method'], url, query, payload, headers, cookies: opts.cookies });
  const contentType = String(res.headers['content-type'] ?? '');
  const json = contentType.includes('application/json') ? res.json() : undefined;
  assertResponseMatches(operationId, res.statusCode, contentType, json);
  return { status: res.statusCode, json, body: res.body, headers: res.headers, cookies: res.cookies };
}

/** An anonymous session with its CSRF token, as a browser gets it from getInfo. */
export async function anonymousSession(app: FastifyInstance): Promise<Credentials> {
  const res = await callOp(app, 'getInfo');
  const cookie = res.cookies.find((c) => c.name === 'src_sid');
  const token = (res.json.retdata as { token: string }).token;
  if (!cookie) throw new Error('getInfo set no session cookie');
  return { cookies: { src_sid: cookie.value }, headers: { 'x-csrf-token': token } };
}
