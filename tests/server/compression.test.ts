// Compressed delivery: the built files' brotli and gzip copies are sent as they are to a
// client that accepts them, identity otherwise; JSON answers of 1 KiB and more are compressed, smaller
// ones are not, answers with the CSRF token never are; every security header and the envelope stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifySchema, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/index';
import { compressionPlugin, NEVER_COMPRESSED } from '../../server/src/plugins/external/compression';
import { listOperations } from '../../server/src/contract';
import { openTestDatabase } from '../contract/harness';

let app: FastifyInstance;
let database: Database;
let dist: string;
let dataDir: string;

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = `<!doctype html><html><body><div id="root"></div><script type="module" src="/v2/assets/index-AbC123.js"></script>${' '.repeat(2000)}</body></html>`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-dist-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-data-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-AbC123.js', SCRIPT],
  ] as const) {
    fs.writeFileSync(path.join(dist, file), text);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
  }
  // Below the build's 1 KiB threshold: no copies, and none made on the fly.
  fs.writeFileSync(path.join(dist, 'assets/tiny-1.js'), 'console.log(1)');
  database = await openTestDatabase({ demo: true });
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), db: database.db, webDist: dist });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.body;
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('built files', () => {
  it('sends the brotli copy to a client that accepts br, the gzip copy to one that accepts gzip only, the file itself otherwise', async () => {
    const br = await get('/v2/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gz = await get('/v2/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/v2/assets/index-AbC123.js');
    const identity = await get('/v2/assets/index-AbC123.js', 'identity');
    for (const res of [br, gz, plain, identity]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(res)).toBe(SCRIPT);
      expectSecurityHeaders(res);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends a small file without copies as it is, not compressed on the fly', async () => {
    const res = await get('/v2/assets/tiny-1.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
    expectSecurityHeaders(res);
  });

  it('sends the page (history fallback) compressed too, still not cached', async () => {
    const res = await get('/v2/rank/user', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(INDEX);
    expectSecurityHeaders(res);
    const gz = await get('/v2/home', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(INDEX);
    // A refused encoding (q=0) is never sent; nothing accepted gives the page as it is.
    for (const accept of ['br;q=0, gzip', 'br; q=0.0, gzip']) expect((await get('/v2/home', accept)).headers['content-encoding'], accept).toBe('gzip');
    const plain = await get('/v2/home', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    // Revalidation: the same page answers 304 with no body, a changed tag gets the page.
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(gz.headers.etag).toBe(etag);
    const again = await app.inject({ method: 'GET', url: '/v2/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ method: 'GET', url: '/v2/home', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });
});

describe('JSON answers', () => {
  it('compresses an answer of 1 KiB or more and keeps the envelope and every header', async () => {
    const url = '/v2/api/rank/user?language=en&page=1&pageSize=20';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(url, encoding);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], encoding).toMatch(/^application\/json/);
      expect(Number(res.headers['content-length']), encoding).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res)), encoding).toEqual(plain.json());
      expect(plain.json()).toMatchObject({ retcode: 0, retmsg: expect.any(String) });
      expectSecurityHeaders(res);
    }
  });

  it('sends a small answer as it is', async () => {
    const res = await get('/v2/api/banner?language=en', 'br, gzip');
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ retcode: 0 });
    expectSecurityHeaders(res);
  });

  it('keeps the not-found envelope whole when the client accepts compression', async () => {
    const res = await get('/v2/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(decoded(res))).toMatchObject({ retcode: 1002, retdata: null });
    expectSecurityHeaders(res);
  });
});

describe('answers with the CSRF token', () => {
  it('names operations of the contract', () => {
    const ids = new Set(listOperations().map((op) => op.operationId));
    expect([...NEVER_COMPRESSED].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are never compressed, however large', async () => {
    // The real token answers stay under the threshold; a route of the same operationId with a large
    // answer shows that the exclusion itself works.
    const bare = Fastify();
    await bare.register(compressionPlugin);
    const big = { retcode: 0, retmsg: 'ok', retdata: { token: 'a'.repeat(64), filler: 'b'.repeat(4000) } };
    const schema = (operationId: string): FastifySchema & { operationId: string } => ({ operationId });
    bare.get('/info', { schema: schema('getInfo') }, async () => big);
    bare.get('/other', { schema: schema('listBanners') }, async () => big);
    const info = await bare.inject({ method: 'GET', url: '/info', headers: { 'accept-encoding': 'br, gzip' } });
    const other = await bare.inject({ method: 'GET', url: '/other', headers: { 'accept-encoding': 'br, gzip' } });
    expect(info.headers['content-encoding']).toBeUndefined();
    expect(info.json()).toEqual(big);
    expect(other.headers['content-encoding']).toBe('br');
    await bare.close();
  });
});
