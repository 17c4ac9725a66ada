// The remaining editor calls of docs/rules.md#calls on the API: the editor's configuration,
// the screen snapshot and simple uploads (the editor image rule), and the remote-image catcher —
// refusing an inside address with the real policy, and keeping a fetched png as the caller's editor
// image when (in this test only) the policy lets it reach the local test server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../../server/src/db/schema';
import { publicAddressesOnly, type AddressPolicy } from '../../../server/src/services/upload/remote-image/address-policy';
import { callOp, data, multipart, startTestApp, type TestApp, type Who } from '../harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), Buffer.alloc(200, 0x20)]);

let t: TestApp;
let ada: Who;
let images: http.Server;
let hits = 0;
let base = '';
// The catcher's policy is the app's from its start; each test says which one it gets through this.
let policy: AddressPolicy = publicAddressesOnly;

beforeAll(async () => {
  t = await startTestApp({}, { remoteImagePolicy: (address) => policy(address) });
  ada = await t.newResearcher();
  images = http.createServer((req, res) => {
    hits++;
    res.end(req.url === '/poc.png' ? PNG : '<html></html>');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => images.close(() => resolve()));
  await t.close();
});

function post(op: string, name: string, content: Buffer) {
  const body = multipart({}, { name, content });
  return callOp(t.app, op, { ...ada, query: { language: 'en' }, payload: body.payload, headers: { ...ada.headers, 'content-type': body.contentType } });
}

describe('editor configuration', () => {
  it('names every editor action with the upload policy limits, to anyone', async () => {
    const config = data(await callOp(t.app, 'getEditorConfig'));
    expect(config).toMatchObject({
      imageActionUrl: '/v2/api/ue-upload',
      snapscreenActionUrl: '/v2/api/ue-snapshot',
      simpleUploadActionUrl: '/v2/api/ue-upload-simple',
      catcherActionUrl: '/v2/api/ue-catch-image',
      catcherFieldName: 'source',
      imageMaxSize: 2097152,
      catcherMaxSize: 2097152,
      imageAllowFiles: ['.jpg', '.jpeg', '.png'],
      catcherTimeout: 60000,
    });
  });
});

describe('snapshot and simple upload', () => {
  it('keeps a png as an editor image and refuses a disguised file in state', async () => {
    const snap = data(await post('uploadEditorSnapshot', 'snap.png', PNG));
    expect(snap).toEqual({ state: 'SUCCESS', url: expect.stringMatching(/^\/v2\/api\/file\/\d{14}-[a-z0-9]{6}\.png$/), title: expect.any(String) });
    const simple = data(await post('uploadEditorSimple', 'pic.png', PNG));
    expect(simple).toMatchObject({ state: 'SUCCESS', original: 'pic.png' });
    expect(data(await post('uploadEditorSimple', 'evil.png', Buffer.from('<script>alert(1)</script>')))).toMatchObject({ state: 'file content does not match its .png extension', url: '' });
    expect(data(await post('uploadEditorSnapshot', 'doc.pdf', PNG))).toMatchObject({ state: 'file format must be: jpg, jpeg, png', url: '' });
    const kinds = await t.db.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.ownerId, ada.id));
    expect(kinds.map((k) => k.kind)).toEqual(['editor', 'editor']);
  });

  it('needs a signed-in account', async () => {
    const body = multipart({}, { name: 'snap.png', content: PNG });
    expect((await callOp(t.app, 'uploadEditorSnapshot', { payload: body.payload, headers: { 'content-type': body.contentType } })).status).toBe(400);
  });
});

describe('remote-image catcher', () => {
  it('refuses the local server with the real policy, and never connects', async () => {
    policy = publicAddressesOnly;
    const res = data(
      await callOp(t.app, 'catchRemoteImage', { ...ada, query: { language: 'en' }, form: { source: [`${base}/poc.png`, 'http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd'] } }),
    );
    expect(res).toEqual({
      state: 'SUCCESS',
      list: [
        { source: `${base}/poc.png`, url: '', state: 'private, loopback or reserved addresses are not fetched' },
        { source: 'http://169.254.169.254/latest/meta-data/', url: '', state: 'private, loopback or reserved addresses are not fetched' },
        { source: 'file:///etc/passwd', url: '', state: 'only http and https addresses are fetched' },
      ],
    });
    expect(hits).toBe(0);
  });

  it('keeps a fetched png as the caller’s editor image (policy allowing only the test server)', async () => {
    // The one place the policy is not the real one: tests can reach nothing but loopback.
    policy = (address) => address === '127.0.0.1' || publicAddressesOnly(address);
    const before = (await t.db.select().from(uploads).where(eq(uploads.ownerId, ada.id))).length;
    const res = data(await callOp(t.app, 'catchRemoteImage', { ...ada, form: { source: [`${base}/poc.png`, `${base}/page.png`] } }));
    const list = res.list as { url: string; state: string }[];
    expect(list[0]).toMatchObject({ state: 'SUCCESS', url: expect.stringMatching(/^\/v2\/api\/file\/\d{14}-[a-z0-9]{6}\.png$/) });
    expect(list[1]).toMatchObject({ state: '只能抓取 jpg 或 png 图片', url: '' });
    const mine = await t.db.select().from(uploads).where(eq(uploads.ownerId, ada.id));
    expect(mine).toHaveLength(before + 1);
    expect(mine.at(-1)).toMatchObject({ kind: 'editor', ext: 'png', size: PNG.length });
    policy = publicAddressesOnly;
  });

  it('takes at most 10 sources', async () => {
    const res = await callOp(t.app, 'catchRemoteImage', { ...ada, form: { source: Array.from({ length: 11 }, (_, i) => `http://10.0.0.${i}/a.png`) } });
    expect(res.json.retcode).toBe(1001);
  });
});
