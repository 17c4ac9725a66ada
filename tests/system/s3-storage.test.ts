/** @module-tag postgres */
// Uploads in object storage (S3_URL) against a real S3-compatible server (s3rver)
// started here. Upload → download gives the same bytes through the same access checks; refused files
// never reach the bucket; the sweeper removes unreferenced objects; and two servers on one database
// and one bucket (two DATA_DIRs, as two machines) serve each other's files. In CI's PostgreSQL lane
// (TEST_DATABASE_URL) the two servers have a connection pool each on one schema.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/index';
import { uploads, users } from '../../server/src/db/schema';
import { randomToken } from '../../server/src/plugins/app/session';
import { DbSessionStore } from '../../server/src/infra/stores/session-store';
import { S3Storage } from '../../server/src/infra/storage/s3-storage';
import { sweepOrphanFiles, sweepUnreferencedUploads } from '../../server/src/services/upload/upload-sweeper';
import { callOp, multipart, startTestApp, type TestApp, type Who } from '../contract/harness';
import { startS3TestServer, type S3TestServer } from '../s3-test-server';

const PDF = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(size - 9)]);
const HOUR = 3_600_000;

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer('portal-uploads', 'site-a');
});
afterAll(() => s3?.close());

/** The object keys in the bucket, read with a client of the test's own (not the portal's code). */
async function objectsInBucket(): Promise<string[]> {
  const client = new S3Client({
    endpoint: new URL(s3.env.S3_URL!).origin,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

async function upload(app: FastifyInstance, who: Who, fileType: string, name: string, content: Buffer) {
  const body = multipart({ fileType }, { name, content });
  return callOp(app, 'uploadFile', { ...who, query: { language: 'en' }, payload: body.payload, headers: { ...who.headers, 'content-type': body.contentType } });
}

/** The bytes of a download (callOp decodes bodies as text). */
async function bytesOf(app: FastifyInstance, who: Who, key: string): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: `/v2/api/file/${key}`, cookies: who.cookies });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const listDir = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

describe('S3Storage', () => {
  it('puts a file under its key and prefix, streams it back, lists and removes it', async () => {
    const storage = new S3Storage(loadConfig({ ...s3.env }).s3!);
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-s3put-')), 'x.part');
    const body = crypto.randomBytes(300_000);
    fs.writeFileSync(tmp, body);
    const key = '20260101000000-abc123.bin';
    try {
      await storage.check();
      await storage.put(key, tmp);
      // Moved, as the local folder's rename does.
      expect(fs.existsSync(tmp)).toBe(false);
      expect(await objectsInBucket()).toContain(`site-a/${key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.open(key))!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);
      const listed: string[] = [];
      for await (const k of storage.list()) listed.push(k);
      expect(listed).toContain(key);
      await storage.remove(key);
      expect(await storage.open(key)).toBeUndefined();
      expect(await objectsInBucket()).not.toContain(`site-a/${key}`);
      // Names that are not generated keys never become object names.
      await expect(storage.put('../other-bucket/x', tmp)).rejects.toThrow();
      expect(await storage.open('../../etc/passwd')).toBeUndefined();
    } finally {
      await storage.close();
      fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
    }
  });

  it('fails its start-up check naming the bucket when the bucket does not exist', async () => {
    const missing = new S3Storage(loadConfig({ ...s3.env, S3_URL: s3.env.S3_URL!.replace('portal-uploads', 'no-such-bucket') }).s3!);
    await expect(missing.check()).rejects.toThrow(/^S3_URL: cannot use bucket "no-such-bucket" \(prefix site-a\/\) at http:\/\/127\.0\.0\.1:\d+: the bucket does not exist$/);
    await missing.close();
  });
});

describe('uploads with S3_URL', () => {
  let t: TestApp;
  let ada: Who;
  let bob: Who;
  beforeAll(async () => {
    t = await startTestApp({ ...s3.env });
    ada = await t.newResearcher();
    bob = await t.newResearcher();
  }, 180_000); // an app on a fresh database: its migrations take long on a loaded machine
  afterAll(() => t?.close());

  it('stores the upload in the bucket, not DATA_DIR, and serves the same bytes with the same checks and headers', async () => {
    const content = PDF(1_500_000);
    const res = await upload(t.app, ada, 'attachment', '复现.pdf', content);
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const { key } = res.json.retdata as { key: string };
    expect(await objectsInBucket()).toContain(`site-a/${key}`);
    expect(listDir(path.join(t.dataDir, 'files'))).toEqual([]);
    expect(listDir(path.join(t.dataDir, 'tmp'))).toEqual([]);

    const mine = await callOp(t.app, 'downloadFile', { ...ada, params: { key } });
    expect(mine.status).toBe(200);
    expect((await bytesOf(t.app, ada, key)).equals(content)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-length']).toBe(String(content.length));
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="__.pdf"; filename\*=UTF-8''/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // Another researcher and a visitor are refused exactly as with the local folder.
    expect((await callOp(t.app, 'downloadFile', { ...bob, params: { key } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'downloadFile', { params: { key } })).json.retcode).toBe(4006);
  });

  it('refuses a file of a refused type or content, and nothing reaches the bucket', async () => {
    const before = await objectsInBucket();
    const exe = await upload(t.app, ada, 'attachment', 'run.exe', PDF(100));
    expect(exe.json.retcode).toBe(1008);
    const fake = await upload(t.app, ada, 'image', 'x.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.json).toEqual({ retcode: 1008, retmsg: 'file content does not match its .png extension', retdata: null });
    expect(await objectsInBucket()).toEqual(before);
    expect(listDir(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('answers 1002 for a row whose object is gone', async () => {
    const res = await upload(t.app, ada, 'attachment', 'gone.pdf', PDF(200));
    const { key } = res.json.retdata as { key: string };
    await t.app.storage.remove(key);
    expect((await callOp(t.app, 'downloadFile', { ...ada, params: { key } })).json.retcode).toBe(1002);
  });

  it('refuses an upload past the quota, and nothing more reaches the bucket', async () => {
    // A prefix of its own: a bucket (or prefix) belongs to one portal database, whose sweeper
    // removes objects it has no row for.
    const small = await startTestApp({ ...s3.env, S3_URL: s3.env.S3_URL!.replace('/site-a', '/site-q'), UPLOAD_QUOTA_BYTES: '1000' });
    try {
      const who = await small.newResearcher();
      const before = await objectsInBucket();
      expect((await upload(small.app, who, 'attachment', 'a.pdf', PDF(600))).json.retcode).toBe(0);
      const second = await upload(small.app, who, 'attachment', 'b.pdf', PDF(600));
      expect(second.json.retcode).toBe(1008);
      expect((await objectsInBucket()).length).toBe(before.length + 1);
    } finally {
      await small.close();
    }
  }, 180_000); // an app of its own

  it('sweeps unreferenced uploads out of the bucket, and objects no row names', async () => {
    const kept = (await upload(t.app, ada, 'image', 'me.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]))).json.retdata as {
      key: string;
      url: string;
    };
    expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'ada-s3', portrait: kept.url } })).json.retcode).toBe(0);
    const doomed = ((await upload(t.app, ada, 'attachment', 'never-sent.pdf', PDF(300))).json.retdata as { key: string }).key;
    const removed = await sweepUnreferencedUploads(t.db, t.app.storage, new Date(Date.now() + 25 * HOUR));
    expect(removed).toContain(doomed);
    expect(removed).not.toContain(kept.key);
    const objects = await objectsInBucket();
    expect(objects).not.toContain(`site-a/${doomed}`);
    expect(objects).toContain(`site-a/${kept.key}`);

    // An object a crashed server stored but never recorded: kept for a day, then removed.
    const orphan = ((await upload(t.app, bob, 'attachment', 'orphan.pdf', PDF(300))).json.retdata as { key: string }).key;
    await t.db.delete(uploads).where(eq(uploads.key, orphan));
    expect(await sweepOrphanFiles(t.db, t.app.storage, new Date(Date.now() + 23 * HOUR))).toEqual([]);
    expect(await sweepOrphanFiles(t.db, t.app.storage, new Date(Date.now() + 25 * HOUR))).toEqual([orphan]);
    expect(await objectsInBucket()).not.toContain(`site-a/${orphan}`);
    expect(await objectsInBucket()).toContain(`site-a/${kept.key}`);
  });
});

describe('two servers on one database and one bucket', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    const url = process.env.TEST_DATABASE_URL;
    if (url && pgSchema) await databases[0]!.db.execute(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    for (const d of databases.reverse()) await d.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  let pgSchema: string | undefined;

  /** A server with a DATA_DIR of its own; on PostgreSQL with a pool of its own, else on the one PGlite. */
  async function server(): Promise<FastifyInstance> {
    const url = process.env.TEST_DATABASE_URL;
    let database: Database;
    if (url) {
      pgSchema ??= `t_${crypto.randomBytes(6).toString('hex')}`;
      database = await openDatabase({ databaseUrl: url, pgSchema });
    } else {
      database = databases[0] ?? (await openDatabase({ pgliteDir: 'memory' }));
    }
    if (!databases.includes(database)) databases.push(database);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-s3-two-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env });
    const app = await buildApp({ config, db: database.db, sessionStore: new DbSessionStore(database.db) });
    await app.ready();
    apps.push(app);
    return app;
  }

  it('serves through B a file uploaded through A', async () => {
    const a = await server();
    const b = await server();
    const db = databases[0]!.db;
    const [user] = await db
      .insert(users)
      .values({ email: `two-${crypto.randomBytes(3).toString('hex')}@example.org`, nickname: 'two', role: 'researcher', phone: '+8613800000000' })
      .returning({ id: users.id });
    const token = randomToken();
    const csrfToken = randomToken();
    await new DbSessionStore(db).set(token, { userId: user!.id, role: 'researcher', staffRoles: [], csrfToken }, 3600);
    const who: Who = { id: user!.id, cookies: { src_sid: token }, headers: { 'x-csrf-token': csrfToken } };

    const content = PDF(700_000);
    const res = await upload(a, who, 'attachment', 'shared.pdf', content);
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const { key } = res.json.retdata as { key: string };
    expect((await callOp(b, 'downloadFile', { ...who, params: { key } })).status).toBe(200);
    expect((await bytesOf(b, who, key)).equals(content)).toBe(true);
    for (const dir of dirs) expect(listDir(path.join(dir, 'files'))).toEqual([]);
  }, 180_000); // two apps and a fresh database
});
