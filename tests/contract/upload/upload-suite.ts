// Uploads: limits enforced while the file streams, extension allow-list, magic-byte content check,
// generated storage names, downloads only for the owner and staff, and the editor's image replies.
// Run twice: with files in DATA_DIR/files (upload.test.ts) and in an S3 bucket (upload-s3.test.ts),
// each calling uploadSuite (a function, not import side effects: a worker without isolation
// imports this module once for both files).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { uploads } from '../../../server/src/db/schema';
import { callOp, multipart, startTestApp, type TestApp } from '../harness';
import { startS3TestServer, type S3TestServer } from '../../s3-test-server';

type Creds = Awaited<ReturnType<TestApp['newResearcher']>>;
export type UploadBackend = 'local' | 's3';

/** Registers the upload tests against files kept locally or in an S3 bucket. */
export function uploadSuite(backend: UploadBackend): void {
  let t: TestApp;
  let ada: Creds;
  let bob: Creds;
  let staff: Creds;
  let s3: S3TestServer | undefined;

  beforeAll(async () => {
    if (backend === 's3') s3 = await startS3TestServer();
    t = await startTestApp({ ...s3?.env });
    ada = await t.newResearcher();
    bob = await t.newResearcher();
    staff = await t.newResearcher({ role: 'staff' });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const MB = 1024 * 1024;
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const PDF = Buffer.from('%PDF-1.7\n');
  const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
  const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);

  async function upload(who: Creds, fileType: string, name: string, content: Buffer, language = 'en') {
    const body = multipart({ fileType }, { name, content });
    return callOp(t.app, 'uploadFile', {
      ...who,
      query: { language },
      payload: body.payload,
      headers: { ...who.headers, 'content-type': body.contentType },
    });
  }

  async function editorUpload(who: Creds, name: string, content: Buffer) {
    const body = multipart({}, { name, content });
    return callOp(t.app, 'uploadEditorImage', {
      ...who,
      query: { language: 'en' },
      payload: body.payload,
      headers: { ...who.headers, 'content-type': body.contentType },
    });
  }

  const listDir = (sub: string) => {
    const dir = path.join(t.dataDir, sub);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  /** The keys in storage: the folder's names, or the bucket's objects. */
  async function storedKeys(): Promise<string[]> {
    if (backend === 'local') return listDir('files');
    const keys: string[] = [];
    for await (const key of t.app.storage.list()) keys.push(key);
    return keys.sort();
  }
  async function storedBytes(key: string): Promise<Buffer> {
    if (backend === 'local') return fs.readFileSync(path.join(t.dataDir, 'files', key));
    const chunks: Buffer[] = [];
    for await (const chunk of (await t.app.storage.open(key))!) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const rowsOf = (ownerId: number) => t.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));

  /** Expects a 1008 refusal with `message` and that neither the disk nor the table changed. */
  async function expectRefused(res: Awaited<ReturnType<typeof upload>>, message: string, before: { files: string[]; rows: number }, ownerId: number) {
    expect(res.json).toEqual({ retcode: 1008, retmsg: message, retdata: null });
    expect(await storedKeys()).toEqual(before.files);
    expect(listDir('tmp')).toEqual([]);
    expect(await rowsOf(ownerId)).toHaveLength(before.rows);
  }

  const snapshot = async (ownerId: number) => ({ files: await storedKeys(), rows: (await rowsOf(ownerId)).length });

  describe('uploadFile', () => {
    it('stores an accepted file under a generated name and keeps the client name as metadata only', async () => {
      const res = await upload(ada, 'image', '../../etc/截图 1.PNG', padded(PNG, 1000), 'zh');
      expect(res.json.retcode).toBe(0);
      const data = res.json.retdata as { key: string; url: string; name: string; size: number; quotaLeft: number };
      expect(data.quotaLeft).toBe(2 * 1024 ** 3 - 1000);
      expect(data.key).toMatch(/^\d{14}-[a-z0-9]{6}\.png$/);
      expect(data.url).toBe(`/v2/api/file/${data.key}`);
      // The multipart parser keeps only the base name; the path never reaches anything.
      expect(data.name).toBe('截图 1.PNG');
      expect(data.size).toBe(1000);
      // UTC upload time within the last minute.
      const stamp = data.key.slice(0, 14);
      const when = Date.UTC(+stamp.slice(0, 4), +stamp.slice(4, 6) - 1, +stamp.slice(6, 8), +stamp.slice(8, 10), +stamp.slice(10, 12), +stamp.slice(12, 14));
      expect(Math.abs(Date.now() - when)).toBeLessThan(60_000);
      expect(await storedKeys()).toContain(data.key);
      expect((await storedBytes(data.key)).equals(padded(PNG, 1000))).toBe(true);
      // In the bucket only: nothing of it stays on this machine.
      if (backend === 's3') expect(listDir('files')).toEqual([]);
      const [row] = (await rowsOf(ada.id)).filter((r) => r.key === data.key);
      expect(row).toMatchObject({ ownerId: ada.id, kind: 'image', clientName: '截图 1.PNG', ext: 'png', size: 1000 });
      expect(listDir('tmp')).toEqual([]);
    });

    it('enforces each size limit: 2 MB images, 8 MB documents, 2 MB data packages; archives may exceed 8 MB', async () => {
      const before = await snapshot(ada.id);
      await expectRefused(await upload(ada, 'image', 'big.png', padded(PNG, 2 * MB + 1)), 'file larger than 2M', before, ada.id);
      await expectRefused(await upload(ada, 'attachment', 'big.jpg', padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 2 * MB + 1)), 'file larger than 2M', before, ada.id);
      await expectRefused(await upload(ada, 'attachment', 'big.pdf', padded(PDF, 8 * MB + 1)), 'file larger than 8M', before, ada.id);
      await expectRefused(await upload(ada, 'dataPkg', 'big.txt', Buffer.alloc(2 * MB + 1, 'a')), 'file larger than 2M', before, ada.id);
      const zh = await upload(ada, 'attachment', 'big.pdf', padded(PDF, 8 * MB + 1), 'zh');
      expect(zh.json.retmsg).toBe('文件大于8M');

      const exactly = await upload(ada, 'image', 'edge.png', padded(PNG, 2 * MB));
      expect(exactly.json.retcode).toBe(0);
      const pdf = await upload(ada, 'attachment', 'steps.pdf', padded(PDF, 8 * MB));
      expect(pdf.json.retcode).toBe(0);
      const zip = await upload(ada, 'attachment', 'poc.zip', padded(ZIP, 9 * MB));
      expect(zip.json.retcode).toBe(0);
    });

    it('refuses an oversized file while it streams, without reading the rest of the body', async () => {
      const before = await snapshot(ada.id);
      const boundary = '----srcportalstream';
      const total = 64 * MB;
      let sent = 0;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n\r\n`,
      );
      const body = Readable.from(
        (function* () {
          yield head;
          yield PNG;
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          while (sent < total) {
            sent += chunk.length;
            yield chunk;
          }
          yield Buffer.from(`\r\n--${boundary}--\r\n`);
        })(),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/api/upload?language=en',
        payload: body,
        headers: { ...ada.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        cookies: ada.cookies,
      });
      expect(res.json()).toEqual({ retcode: 1008, retmsg: 'file larger than 2M', retdata: null });
      expect(sent).toBeLessThan(8 * MB);
      expect(await storedKeys()).toEqual(before.files);
      expect(listDir('tmp')).toEqual([]);
    });

    it('still applies the limit of the file type when fileType comes after the file', async () => {
      const before = await snapshot(ada.id);
      const boundary = '----srcportalorder';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\n\r\n`),
        padded(PNG, 3 * MB),
        Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}--\r\n`),
      ]);
      const res = await callOp(t.app, 'uploadFile', {
        ...ada,
        query: { language: 'en' },
        payload,
        headers: { ...ada.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      await expectRefused(res, 'file larger than 2M', before, ada.id);
    });

    it('refuses an extension outside the allow-list of the file type, naming the accepted ones', async () => {
      const before = await snapshot(ada.id);
      await expectRefused(
        await upload(ada, 'attachment', 'run.exe', padded(ZIP, 100)),
        'file format must be: jpg, jpeg, png, pdf, doc, docx, apk, ipa, aar, jar, rar, zip, 7z',
        before,
        ada.id,
      );
      await expectRefused(await upload(ada, 'image', 'doc.pdf', padded(PDF, 100)), 'file format must be: jpg, jpeg, png', before, ada.id);
      await expectRefused(await upload(ada, 'leave', 'app.apk', padded(ZIP, 100)), 'file format must be: jpg, jpeg, png, pdf, doc, docx, rar, zip, 7z', before, ada.id);
      await expectRefused(await upload(ada, 'dataPkg', 'data.csv', Buffer.from('a,b')), 'file format must be: txt', before, ada.id);
      await expectRefused(await upload(ada, 'image', 'noext', padded(PNG, 100)), 'file format must be: jpg, jpeg, png', before, ada.id);
    });

    it('refuses content that does not match its extension', async () => {
      const before = await snapshot(ada.id);
      await expectRefused(await upload(ada, 'image', 'x.png', Buffer.from('<script>alert(1)</script>')), 'file content does not match its .png extension', before, ada.id);
      await expectRefused(await upload(ada, 'image', 'x.jpg', padded(PNG, 100)), 'file content does not match its .jpg extension', before, ada.id);
      await expectRefused(await upload(ada, 'attachment', 'x.pdf', Buffer.from('<html><body>hi</body></html>')), 'file content does not match its .pdf extension', before, ada.id);
      await expectRefused(await upload(ada, 'attachment', 'x.docx', padded(PDF, 100)), 'file content does not match its .docx extension', before, ada.id);
      await expectRefused(await upload(ada, 'dataPkg', 'x.txt', Buffer.from('abc\u0000def')), 'file content does not match its .txt extension', before, ada.id);
      await expectRefused(await upload(ada, 'dataPkg', 'x.txt', Buffer.from([0x61, 0xc3, 0x28])), 'file content does not match its .txt extension', before, ada.id);
      const text = await upload(ada, 'dataPkg', 'rows.txt', Buffer.from('用户,手机\nada,138\n'));
      expect(text.json.retcode).toBe(0);
    });

    it('needs a signed-in researcher', async () => {
      const body = multipart({ fileType: 'image' }, { name: 'a.png', content: padded(PNG, 100) });
      const res = await callOp(t.app, 'uploadFile', { payload: body.payload, headers: { 'content-type': body.contentType } });
      expect(res.status).toBe(400);
      expect(listDir('tmp')).toEqual([]);
    });
  });

  describe('downloadFile', () => {
    let key: string;
    beforeAll(async () => {
      const res = await upload(ada, 'attachment', "复现 步骤 (1)'.pdf", padded(PDF, 500));
      key = (res.json.retdata as { key: string }).key;
    });

    it('serves the owner the file as an attachment with a safe type and nosniff', async () => {
      const res = await callOp(t.app, 'downloadFile', { ...ada, params: { key } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe("attachment; filename=\"__ __ (1)'.pdf\"; filename*=UTF-8''%E5%A4%8D%E7%8E%B0%20%E6%AD%A5%E9%AA%A4%20%281%29%27.pdf");
      expect(Buffer.from(res.body, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.body.length).toBe(500);
    });

    it('lets staff download it', async () => {
      const res = await callOp(t.app, 'downloadFile', { ...staff, params: { key } });
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('answers another researcher 1002, exactly as for a key that does not exist', async () => {
      const other = await callOp(t.app, 'downloadFile', { ...bob, params: { key } });
      const missing = await callOp(t.app, 'downloadFile', { ...bob, params: { key: '20260101000000-abcdef.pdf' } });
      expect(other.json).toEqual({ retcode: 1002, retmsg: '内容不存在', retdata: null });
      expect(missing.json).toEqual(other.json);
      expect(other.headers['content-disposition']).toBeUndefined();
    });

    it('asks an anonymous visitor to sign in and refuses a key that is not a generated name', async () => {
      const anon = await callOp(t.app, 'downloadFile', { params: { key } });
      expect(anon.json.retcode).toBe(4006);
      const traversal = await t.app.inject({ method: 'GET', url: `/v2/api/file/..%2F..%2Fdb?language=en`, cookies: ada.cookies });
      expect(traversal.json().retcode).toBe(1001);
    });
  });

  describe('public images', () => {
    const read = (who: Partial<Creds>, key: string) => callOp(t.app, 'downloadFile', { ...who, params: { key } });
    it("serves a researcher's portrait to anyone once it is the portrait, and not before", async () => {
      const png = (await upload(ada, 'image', 'me.png', padded(PNG, 200))).json.retdata as { key: string; url: string };
      expect((await read({}, png.key)).json.retcode).toBe(4006);
      expect((await read(bob, png.key)).json.retcode).toBe(1002);
      expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'ada', portrait: png.url } })).json.retcode).toBe(0);
      for (const who of [{}, bob]) {
        const res = await read(who, png.key);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it("serves staff's content images to anyone but keeps a researcher's editor images private", async () => {
      const staffImage = ((await editorUpload(staff, 'banner.png', padded(PNG, 300))).json.retdata as { title: string }).title;
      const researcherImage = ((await editorUpload(ada, 'poc.png', padded(PNG, 300))).json.retdata as { title: string }).title;
      expect((await read({}, staffImage)).status).toBe(200);
      expect((await read(bob, staffImage)).status).toBe(200);
      expect((await read({}, researcherImage)).json.retcode).toBe(4006);
      expect((await read(bob, researcherImage)).json.retcode).toBe(1002);
      expect((await read(staff, researcherImage)).status).toBe(200);
    });
  });

  describe('files staff publish as content', () => {
    const read = (who: Partial<Creds>, key: string) => callOp(t.app, 'downloadFile', { ...who, params: { key } });
    it('serves the regulation PDF to researchers and visitors once staff publish it; an unpublished staff attachment stays private', async () => {
      const rules = (await upload(staff, 'attachment', '漏洞处理规范.pdf', padded(PDF, 400))).json.retdata as { key: string; url: string };
      const draft = (await upload(staff, 'attachment', 'draft.pdf', padded(PDF, 400))).json.retdata as { key: string; url: string };
      expect((await read({}, rules.key)).json.retcode).toBe(4006);
      expect((await read(bob, rules.key)).json.retcode).toBe(1002);
      // A researcher cannot publish anything: the regulation is staff-only.
      expect((await callOp(t.app, 'updateRegulation', { ...ada, form: { filename: 'x.pdf', url: draft.url } })).json.retcode).toBe(4003);

      expect((await callOp(t.app, 'updateRegulation', { ...staff, form: { filename: '漏洞处理规范.pdf', url: rules.url } })).json.retcode).toBe(0);
      for (const who of [{}, bob]) {
        const res = await read(who, rules.key);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      }
      expect((await read({}, draft.key)).json.retcode).toBe(4006);
      expect((await read(bob, draft.key)).json.retcode).toBe(1002);
    });

    it('publishes a file staff link from site content, and never one a researcher links from a report or message', async () => {
      const notice = (await upload(staff, 'attachment', 'notice.pdf', padded(PDF, 300))).json.retdata as { key: string; url: string };
      const html = `<p>Details: <a href="${notice.url}">notice.pdf</a></p>`;
      expect((await callOp(t.app, 'createAnnouncement', { ...staff, form: { title: 'notice', type: 1, content: html } })).json.retcode).toBe(0);
      expect((await read(bob, notice.key)).status).toBe(200);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.key, notice.key));
      expect(row?.public).toBe(true);
      const mine = (await upload(ada, 'attachment', 'mine.pdf', padded(PDF, 300))).json.retdata as { key: string; url: string };
      expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'ada2', sign: mine.url } })).json.retcode).toBe(0);
      expect((await read(bob, mine.key)).json.retcode).toBe(1002);
    });
  });

  describe('uploadEditorImage and markImage', () => {
    it('answers SUCCESS with the image address, and the refusal text in state', async () => {
      const good = await editorUpload(ada, 'paste.png', padded(PNG, 300));
      const data = good.json.retdata as { state: string; url: string; title: string; original: string };
      expect(data.state).toBe('SUCCESS');
      expect(data.url).toBe(`/v2/api/file/${data.title}`);
      expect(data.original).toBe('paste.png');
      const [row] = (await rowsOf(ada.id)).filter((r) => r.key === data.title);
      expect(row?.kind).toBe('editor');

      const before = await snapshot(ada.id);
      const big = await editorUpload(ada, 'huge.png', padded(PNG, 2 * MB + 1));
      expect(big.json).toMatchObject({ retcode: 0, retdata: { state: 'file larger than 2M', url: '', title: '', original: 'huge.png' } });
      const pdf = await editorUpload(ada, 'doc.pdf', padded(PDF, 100));
      expect((pdf.json.retdata as { state: string }).state).toBe('file format must be: jpg, jpeg, png');
      const fake = await editorUpload(ada, 'fake.png', Buffer.from('<svg onload=alert(1)>'));
      expect((fake.json.retdata as { state: string }).state).toBe('file content does not match its .png extension');
      expect(await snapshot(ada.id)).toEqual(before);
      expect(listDir('tmp')).toEqual([]);
    });

    it("records the page of the caller's own image and answers 1002 for anyone else's", async () => {
      const good = await editorUpload(ada, 'p.png', padded(PNG, 300));
      const { url, title } = good.json.retdata as { url: string; title: string };
      const mine = await callOp(t.app, 'markImage', { ...ada, form: { url, mark: 3 } });
      expect(mine.json).toMatchObject({ retcode: 0, retdata: {} });
      const [row] = await t.db.select().from(uploads).where(eq(uploads.key, title));
      expect(row?.mark).toBe(3);
      const theirs = await callOp(t.app, 'markImage', { ...bob, form: { url, mark: 9 } });
      expect(theirs.json.retcode).toBe(1002);
      const [after] = await t.db.select().from(uploads).where(eq(uploads.key, title));
      expect(after?.mark).toBe(3);
    });
  });

  describe('temporary files', () => {
    it('removes upload temporary files a killed process left behind, and only old ones', async () => {
      const tmp = path.join(t.dataDir, 'tmp');
      const old = path.join(tmp, '1-aaaaaaaaaaaa.part');
      const fresh = path.join(tmp, '2-bbbbbbbbbbbb.part');
      fs.writeFileSync(old, 'x');
      fs.writeFileSync(fresh, 'y');
      const twoHoursAgo = (Date.now() - 2 * 3_600_000) / 1000;
      fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
      const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }), db: t.db });
      await app.ready();
      await app.close();
      expect(listDir('tmp')).toEqual(['2-bbbbbbbbbbbb.part']);
      fs.rmSync(fresh);
    });
  });
}
