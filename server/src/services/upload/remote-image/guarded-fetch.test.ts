// The remote-image catcher's guard against real HTTP servers on loopback. Every refusal is tested
// with the real address policy (public addresses only), and the servers count their requests, so a
// refused address is shown never to have been connected to. The success path needs a reachable
// address, and tests can only reach loopback: there the policy is the real one plus exactly
// 127.0.0.1, so a redirect to any other inside address (127.0.0.2, the metadata address, …) still
// meets the real policy.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicAddressesOnly, type AddressPolicy } from './address-policy';
import { fetchRemoteImage, type GuardOptions } from './guarded-fetch';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);
const LIMIT = 2 * 1024 * 1024;

let hits: { path: string; host: string }[] = [];
let otherHits = 0;
let server: http.Server;
let other: http.Server;
let base = '';
let otherPort = 0;

function route(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '';
  const redirect = (to: string) => {
    res.writeHead(302, { location: to });
    res.end();
  };
  if (url === '/ok.png') return res.end(PNG);
  if (url === '/photo') return res.end(JPEG);
  if (url === '/page.png') return res.end('<html><script>alert(1)</script></html>');
  if (url === '/big.png') {
    res.write(PNG);
    return res.end(Buffer.alloc(LIMIT, 3));
  }
  if (url === '/declared-big.png') {
    res.writeHead(200, { 'content-length': String(LIMIT + 1) });
    return res.write(PNG); // and never the rest: the declared length alone refuses it
  }
  if (url === '/slow.png') return setTimeout(() => res.end(PNG), 3000);
  if (url === '/missing.png') {
    res.statusCode = 404;
    return res.end();
  }
  if (url === '/to-other-loopback') return redirect(`http://127.0.0.2:${otherPort}/ok.png`);
  if (url === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
  if (url === '/to-mapped') return redirect(`http://[::ffff:127.0.0.2]:${otherPort}/ok.png`);
  if (url === '/to-file') return redirect('file:///etc/passwd');
  if (url === '/loop') return redirect('/loop');
  const chain = /^\/chain\/(\d)$/.exec(url);
  if (chain) return redirect(chain[1] === '0' ? '/ok.png' : `/chain/${Number(chain[1]) - 1}`);
  res.statusCode = 404;
  res.end();
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push({ path: req.url ?? '', host: req.headers.host ?? '' });
    route(req, res);
  });
  other = http.createServer((_req, res) => {
    otherHits++;
    res.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.2', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherPort = (other.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => other.close(() => resolve()));
});
beforeEach(() => {
  hits = [];
  otherHits = 0;
});

const REAL: GuardOptions = { policy: publicAddressesOnly, maxBytes: LIMIT, timeoutMs: 2000, maxRedirects: 3 };
/** The real policy plus the one test server's address. */
const onlyTestServer: AddressPolicy = (a) => a === '127.0.0.1' || publicAddressesOnly(a);
const TEST: GuardOptions = { ...REAL, policy: onlyTestServer };

describe('the real policy refuses inside addresses before connecting', () => {
  it('refuses the loopback server itself, by address and by name', async () => {
    const port = new URL(base).port;
    for (const source of [
      `${base}/ok.png`,
      `http://localhost:${port}/ok.png`,
      `http://[::1]:${port}/ok.png`,
      `http://[::ffff:127.0.0.1]:${port}/ok.png`,
      `http://2130706433:${port}/ok.png`,
      `http://0x7f.1:${port}/ok.png`,
    ]) {
      expect(await fetchRemoteImage(source, REAL), source).toEqual({ ok: false, refusal: 'address' });
    }
    expect(hits).toEqual([]);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.0.0.1/a.png',
    'http://172.16.5.4/a.png',
    'http://192.168.1.1/a.png',
    'http://100.64.0.1/a.png',
    'http://224.0.0.1/a.png',
    'http://0.0.0.0/a.png',
    'http://[::]/a.png',
    'http://[fe80::1]/a.png',
    'http://[fc00::1]/a.png',
    'http://[ff02::1]/a.png',
    'http://[::ffff:169.254.169.254]/a.png',
    'http://[64:ff9b::a9fe:a9fe]/a.png',
    'http://[2002:a9fe:a9fe::1]/a.png',
  ])('refuses %s', async (source) => {
    expect(await fetchRemoteImage(source, REAL)).toEqual({ ok: false, refusal: 'address' });
  });

  it('refuses a host when any of its addresses is inside, and resolves it once', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return ['93.184.216.34', '127.0.0.1'];
    };
    expect(await fetchRemoteImage('http://mixed.example/a.png', { ...REAL, resolve })).toEqual({ ok: false, refusal: 'address' });
    expect(lookups).toBe(1);
  });

  it('refuses other schemes and addresses with credentials', async () => {
    for (const source of ['ftp://example.com/a.png', 'file:///etc/passwd', 'data:image/png;base64,iVBORw0KGgo=', 'gopher://example.com/', 'not a url']) {
      expect(await fetchRemoteImage(source, REAL), source).toEqual({ ok: false, refusal: 'scheme' });
    }
    expect(await fetchRemoteImage('http://user:secret@example.com/a.png', REAL)).toEqual({ ok: false, refusal: 'credentials' });
  });
});

describe('with the test server allowed (and nothing else inside)', () => {
  it('takes a png and a jpeg by their magic bytes alone', async () => {
    expect(await fetchRemoteImage(`${base}/ok.png`, TEST)).toEqual({ ok: true, bytes: PNG, ext: 'png' });
    expect(await fetchRemoteImage(`${base}/photo`, TEST)).toEqual({ ok: true, bytes: JPEG, ext: 'jpg' });
    expect(await fetchRemoteImage(`${base}/page.png`, TEST)).toEqual({ ok: false, refusal: 'not-image' });
    expect(await fetchRemoteImage(`${base}/missing.png`, TEST)).toEqual({ ok: false, refusal: 'status' });
  });

  it('connects to the address it checked, keeping the host name in the Host header', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return ['127.0.0.1'];
    };
    const port = new URL(base).port;
    expect((await fetchRemoteImage(`http://images.test:${port}/ok.png`, { ...TEST, resolve })).ok).toBe(true);
    expect(lookups).toBe(1);
    expect(hits).toEqual([{ path: '/ok.png', host: `images.test:${port}` }]);
  });

  it('re-checks every redirect: to another loopback address, the metadata address, a mapped address, a file', async () => {
    expect(await fetchRemoteImage(`${base}/to-other-loopback`, TEST)).toEqual({ ok: false, refusal: 'address' });
    expect(await fetchRemoteImage(`${base}/to-metadata`, TEST)).toEqual({ ok: false, refusal: 'address' });
    expect(await fetchRemoteImage(`${base}/to-mapped`, TEST)).toEqual({ ok: false, refusal: 'address' });
    expect(await fetchRemoteImage(`${base}/to-file`, TEST)).toEqual({ ok: false, refusal: 'scheme' });
    expect(otherHits).toBe(0);
    // The server on 127.0.0.2 is there and would have answered.
    expect((await fetchRemoteImage(`http://127.0.0.2:${otherPort}/ok.png`, { ...TEST, policy: () => true })).ok).toBe(true);
  });

  it('follows at most 3 redirects', async () => {
    expect((await fetchRemoteImage(`${base}/chain/2`, TEST)).ok).toBe(true);
    expect(await fetchRemoteImage(`${base}/chain/3`, TEST)).toEqual({ ok: false, refusal: 'redirects' });
    expect(await fetchRemoteImage(`${base}/loop`, TEST)).toEqual({ ok: false, refusal: 'redirects' });
    expect(hits.filter((h) => h.path === '/loop')).toHaveLength(4);
  });

  it('stops at the size limit, streamed or declared', async () => {
    expect(await fetchRemoteImage(`${base}/big.png`, TEST)).toEqual({ ok: false, refusal: 'too-large' });
    expect(await fetchRemoteImage(`${base}/declared-big.png`, TEST)).toEqual({ ok: false, refusal: 'too-large' });
  });

  it('gives up at the time limit, also while the name is still being resolved', async () => {
    const hanging = () => new Promise<string[]>(() => {});
    const started = Date.now();
    expect(await fetchRemoteImage('http://slow-dns.example/a.png', { ...REAL, timeoutMs: 300, resolve: hanging })).toEqual({ ok: false, refusal: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2500); // the 300 ms limit, with room for a busy machine
  });

  it('gives up at the time limit', async () => {
    const started = Date.now();
    expect(await fetchRemoteImage(`${base}/slow.png`, { ...TEST, timeoutMs: 300 })).toEqual({ ok: false, refusal: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2500); // well under the slow answer's 3 s, loose for a busy machine
  });
});
