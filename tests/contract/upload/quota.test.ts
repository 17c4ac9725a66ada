// Each account's upload storage: the quota checked when a file starts and again with its
// real size, what is left in every answer and in getUploadQuota, at most UPLOAD_CONCURRENCY uploads
// at once (one more refused before its body is read), and temporary files gone as soon as an upload
// fails. Over every account, the site's budget and the disk's free floor.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { uploads } from '../../../server/src/db/schema';
import { eventually } from '../../eventually';
import { callOp, data, multipart, startTestApp, type TestApp, type Who } from '../harness';

const QUOTA = 10_000;
const MIN_FREE = 1_000_000;
/** The disk's free bytes as the app sees them (plenty unless a test says otherwise). */
let diskFree = 10 * MIN_FREE;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_QUOTA_BYTES: String(QUOTA), UPLOAD_CONCURRENCY: '2', UPLOAD_MIN_FREE_BYTES: String(MIN_FREE) }, { diskFree: async () => diskFree });
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0x20)]);
const tmpFiles = () => fs.readdirSync(path.join(t.dataDir, 'tmp'));
const storedFiles = () => fs.readdirSync(path.join(t.dataDir, 'files'));

function upload(who: Who, content: Buffer, language = 'en') {
  const body = multipart({ fileType: 'image' }, { name: 'a.png', content });
  return callOp(t.app, 'uploadFile', { ...who, query: { language }, payload: body.payload, headers: { ...who.headers, 'content-type': body.contentType } });
}

/** An upload whose body stops after the file's first bytes until `finish` is called. */
function heldUpload(who: Who, size: number) {
  const boundary = '----srcportalheld' + Math.random().toString(16).slice(2);
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  const read = { started: false };
  const body = Readable.from(
    (async function* () {
      read.started = true;
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.png"\r\n\r\n`,
      );
      yield png(size).subarray(0, 100);
      await gate;
      yield png(size).subarray(100);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  const answer = t.app.inject({
    method: 'POST',
    url: '/v2/api/upload?language=en',
    payload: body,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: who.cookies,
  });
  return { answer, finish, read };
}

async function until(check: () => boolean) {
  await eventually(check, 10_000);
  expect(check()).toBe(true);
}

describe('the storage quota', () => {
  it('answers what is left after each file, and getUploadQuota says the same', async () => {
    const ada = await t.newResearcher();
    const first = await upload(ada, png(3000));
    expect(first.json.retcode).toBe(0);
    expect(data(first).quotaLeft).toBe(QUOTA - 3000);
    expect(data(await callOp(t.app, 'getUploadQuota', ada))).toEqual({ quota: QUOTA, used: 3000, left: QUOTA - 3000 });
  });

  it('refuses a file past what is left while it streams, and a full account before anything is written', async () => {
    const bob = await t.newResearcher();
    expect((await upload(bob, png(6000))).json.retcode).toBe(0);
    const files = storedFiles();
    const over = await upload(bob, png(5000));
    expect(over.json).toEqual({ retcode: 1008, retmsg: 'storage quota exceeded (0.0 MB left)', retdata: null });
    expect(storedFiles()).toEqual(files);
    expect(tmpFiles()).toEqual([]);
    expect((await upload(bob, png(4000))).json.retcode).toBe(0);
    const full = await upload(bob, png(100), 'zh');
    expect(full.json).toEqual({ retcode: 1008, retmsg: '存储空间不足（剩余 0.0 MB）', retdata: null });
    expect(data(await callOp(t.app, 'getUploadQuota', bob))).toEqual({ quota: QUOTA, used: QUOTA, left: 0 });
    // Another account is not affected.
    expect((await upload(await t.newResearcher(), png(100))).json.retcode).toBe(0);
  });

  it('checks the real size again before keeping: two uploads at once cannot both take the last bytes', { tags: ['postgres'] }, async () => {
    const cy = await t.newResearcher();
    const a = heldUpload(cy, 6000);
    const b = heldUpload(cy, 6000);
    // Both started within the quota (10,000 left each time they began).
    await until(() => tmpFiles().length === 2);
    a.finish();
    b.finish();
    const answers = [(await a.answer).json(), (await b.answer).json()];
    expect(answers.map((x) => x.retcode).sort()).toEqual([0, 1008]);
    expect(answers.find((x) => x.retcode === 1008).retmsg).toBe('storage quota exceeded (0.0 MB left)');
    expect(data(await callOp(t.app, 'getUploadQuota', cy)).used).toBe(6000);
    expect(tmpFiles()).toEqual([]);
  });
});

describe('uploads in progress at once', { tags: ['postgres'] }, () => {
  it('refuses a third upload of the account with 1003 without reading its body; others and later ones pass', async () => {
    const dee = await t.newResearcher();
    const a = heldUpload(dee, 1000);
    const b = heldUpload(dee, 1000);
    await until(() => tmpFiles().length === 2);
    const third = heldUpload(dee, 1000);
    const refused = (await third.answer).json();
    expect(refused).toEqual({ retcode: 1003, retmsg: 'too many uploads in progress: at most 2 at a time', retdata: null });
    expect(third.read.started).toBe(false);
    // Another account is not held up by this one's uploads.
    expect((await upload(await t.newResearcher(), png(100))).json.retcode).toBe(0);
    a.finish();
    b.finish();
    expect((await a.answer).json().retcode).toBe(0);
    expect((await b.answer).json().retcode).toBe(0);
    expect((await upload(dee, png(100))).json.retcode).toBe(0);
  });
});

describe('temporary files of a failed upload', () => {
  it('are gone once the answer is out: a cut-off body and a body that breaks mid-file', async () => {
    const eve = await t.newResearcher();
    const boundary = '----srcportalcut';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`;
    const cut = await t.app.inject({
      method: 'POST',
      url: '/v2/api/upload?language=en',
      payload: Buffer.concat([Buffer.from(head), png(5000)]),
      headers: { ...eve.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: eve.cookies,
    });
    expect(cut.statusCode).toBeLessThan(500);
    expect(tmpFiles()).toEqual([]);

    let wrote = false;
    const broken = Readable.from(
      (async function* () {
        yield Buffer.from(head);
        yield png(5000);
        wrote = true;
        throw new Error('connection lost');
      })(),
    );
    const res = await t.app
      .inject({
        method: 'POST',
        url: '/v2/api/upload?language=en',
        payload: broken,
        headers: { ...eve.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        cookies: eve.cookies,
      })
      .catch(() => undefined);
    expect(wrote).toBe(true);
    expect(res?.statusCode ?? 400).toBeLessThan(500);
    await until(() => tmpFiles().length === 0);
    expect(data(await callOp(t.app, 'getUploadQuota', eve)).used).toBe(0);
  });
});

describe("the site's storage, over every account", () => {
  const usedBySite = async () => Number((await t.db.select({ n: sql<string>`coalesce(sum(${uploads.size}), 0)` }).from(uploads))[0]!.n);
  const SITE_FULL = "the site's storage is full: uploads are paused; try again later or tell the site's staff";
  afterEach(() => {
    diskFree = 10 * MIN_FREE;
  });

  it('refuses past the budget (UPLOAD_TOTAL_BYTES) while a file streams, then before anything is written, whatever the account', async () => {
    const original = t.app.siteStorage.totalBytes;
    // The budget is the app's configuration; here it leaves 5000 bytes beyond what the other tests keep.
    t.app.siteStorage.totalBytes = (await usedBySite()) + 5000;
    try {
      expect((await upload(await t.newResearcher(), png(3000))).json.retcode).toBe(0);
      const other = await t.newResearcher();
      const files = storedFiles();
      expect((await upload(other, png(3000))).json).toEqual({ retcode: 1008, retmsg: SITE_FULL, retdata: null });
      expect(storedFiles()).toEqual(files);
      expect(tmpFiles()).toEqual([]);
      expect((await upload(other, png(2000))).json.retcode).toBe(0);
      expect((await upload(await t.newResearcher(), png(100), 'zh')).json).toEqual({ retcode: 1008, retmsg: '站点存储空间已满，暂停上传，请稍后再试或联系管理员', retdata: null });
    } finally {
      t.app.siteStorage.totalBytes = original;
    }
  });

  it('keeps the free-disk floor (UPLOAD_MIN_FREE_BYTES): a file may take only what lies above it', async () => {
    const fay = await t.newResearcher();
    diskFree = MIN_FREE + 1000;
    expect((await upload(fay, png(2000))).json).toEqual({ retcode: 1008, retmsg: SITE_FULL, retdata: null });
    expect(tmpFiles()).toEqual([]);
    expect((await upload(fay, png(500))).json.retcode).toBe(0);
    diskFree = MIN_FREE;
    expect((await upload(fay, png(100))).json).toEqual({ retcode: 1008, retmsg: SITE_FULL, retdata: null });
  });
});
