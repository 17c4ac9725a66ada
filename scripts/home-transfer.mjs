// What a browser receives for /v2/home's first load, over HTTP from a running server: the page, every
// script and stylesheet it names, and the home page's chunk with its imports when it is a lazy one
// (followed through dist/web's Vite manifest, as the client router loads them; the home page is now
// bundled with the entry). Each file is fetched on a connection
// of its own with the given Accept-Encoding, and what came over the socket is counted (status line,
// headers and body as sent, compressed or not). Used by the budget check and by the bench.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

export const HOME_PAGE = 'src/features/home/HomePage.tsx';
/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The built files (relative to dist/web) of the first load: the entry's and the home chunk's graphs. */
export function homeFiles(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const seen = new Set();
  const follow = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const next of entry.imports ?? []) follow(next);
  };
  follow('index.html');
  follow(HOME_PAGE);
  return { manifest, files };
}

function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'] ?? 'identity',
          body,
          bodyBytes: body.length,
          // Everything read from the socket: the status line, the headers and the body as sent.
          bytes: res.socket.bytesRead,
        });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

function decode(answer) {
  if (answer.encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (answer.encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

/**
 * Fetches /v2/home and every file of its first load from `origin` (http://127.0.0.1:PORT).
 * Answers one row per file ({ file, kind, status, encoding, bytes, bodyBytes, rawBytes }) and totals.
 */
export async function measureHomeTransfer(origin, dist, acceptEncoding = BROWSER_ACCEPT_ENCODING) {
  const page = await fetchRaw(`${origin}/v2/home`, acceptEncoding);
  const html = decode(page).toString('utf8');
  const { manifest, files } = homeFiles(dist);
  // The page's own references too, so a file the manifest does not know is still counted.
  for (const [, ref] of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/v2\/([^"]+\.(?:js|css))"/g)) files.add(ref);
  const rows = [
    { file: 'index.html (/v2/home)', kind: 'html', status: page.status, encoding: page.encoding, bytes: page.bytes, bodyBytes: page.bodyBytes, rawBytes: Buffer.byteLength(html) },
  ];
  for (const file of files) {
    const answer = await fetchRaw(`${origin}/v2/${file}`, acceptEncoding);
    rows.push({
      file,
      kind: file.endsWith('.css') ? 'css' : 'js',
      status: answer.status,
      encoding: answer.encoding,
      bytes: answer.bytes,
      bodyBytes: answer.bodyBytes,
      rawBytes: decode(answer).length,
    });
  }
  const sum = (kind, field = 'bytes') => rows.filter((r) => !kind || r.kind === kind).reduce((n, r) => n + r[field], 0);
  const totals = { all: sum(), js: sum('js'), css: sum('css'), html: sum('html'), jsBody: sum('js', 'bodyBytes'), raw: sum(undefined, 'rawBytes') };
  return { rows, files, manifest, totals };
}
