// The first-load budget of /v2/home: after `npm run build`, starts the built portal
// on 127.0.0.1 (an empty embedded database in a temporary folder), fetches the home page and every
// script and stylesheet of its first load as Chromium asks for them (Accept-Encoding with br), and
// sums the bytes that came over the wire. Also measured with gzip only (browsers without brotli).
// Fails above the budgets, when a file of 1 KiB or more came uncompressed, when ECharts or the editor
// is among the files, or when any chunk of the staff console (web/src/admin) is.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BROWSER_ACCEPT_ENCODING, measureHomeTransfer } from './home-transfer.mjs';

// JavaScript bodies as transferred with gzip only (the encoding every browser has); the same figure
// as before delivery was compressed, when it was measured offline with gzip -9. 180 KB until the
// phone menu (button and sheet; its drawer code loads on first open) took the first load to 181.6;
// 184 until the live notices (the stream hook in the layout) and the public response statistics
// took it to 185.0. Loading either lazily made it larger (185.6–185.7: the bundler split
// the shared code into more chunks), so the guard moved instead; the target that counts is the 200 KB
// as transferred below. 187 since the rules written once (the contract's UTC+8 time, which the home
// honour table now reads its month from) and the session held as a query took it to 186.4 (197.1 KB
// as transferred). 190 and 205 since the image lightbox's trigger in the one rich-text renderer, the
// start-up failure state with its retry, the server's clock for the UTC+8 month and the English
// sign-in link took it to 189.1 (204.4 as transferred, 42 answers of which about 39 KB are headers:
// fewer, larger chunks are the way back under 200, to be won back, not a new normal). Back to 180 and
// 200 since the entry's static imports went into three chunks and the home page into them (177.3;
// 158.2 as transferred in 5 answers instead of 42).
const JS_BUDGET_KB = 180;
// Page, scripts and stylesheets as Chromium receives them, headers included: the target the home page is held to.
const FIRST_LOAD_BUDGET_KB = 200;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The portal app on dist/web, as the bench serves it: it prints its port on its first line. */
function startServer(dataDir) {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['bench/serve-portal.ts', dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, port: JSON.parse(line).port }));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'src-budget-'));
const server = await startServer(dataDir);
let browser;
let gzipOnly;
try {
  const origin = `http://127.0.0.1:${server.port}`;
  browser = await measureHomeTransfer(origin, dist, BROWSER_ACCEPT_ENCODING);
  gzipOnly = await measureHomeTransfer(origin, dist, 'gzip');
} finally {
  server.child.removeAllListeners('exit');
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = [...browser.rows].sort((a, b) => b.bytes - a.bytes);
for (const row of rows) console.log(`${kb(row.bytes).padStart(7)} KB  ${row.encoding.padEnd(8)} ${kb(row.rawBytes).padStart(7)} KB raw  ${row.file}`);
const { totals } = browser;
console.log(
  `/v2/home first load over HTTP (${BROWSER_ACCEPT_ENCODING}): ${kb(totals.all)} KB transferred, headers included (JavaScript ${kb(totals.js)} KB, CSS ${kb(totals.css)} KB, HTML ${kb(totals.html)} KB) for ${kb(totals.raw)} KB of files in ${browser.rows.length} answers; JavaScript bodies ${kb(totals.jsBody)} KB`,
);
console.log(`  with gzip only: ${kb(gzipOnly.totals.all)} KB transferred, JavaScript bodies ${kb(gzipOnly.totals.jsBody)} KB`);
console.log(`  budgets: first load ${FIRST_LOAD_BUDGET_KB} KB as Chromium receives it; JavaScript bodies ${JS_BUDGET_KB} KB with gzip only`);

for (const measured of [browser, gzipOnly]) {
  const failed = measured.rows.filter((r) => r.status !== 200);
  if (failed.length) {
    console.error(`Not served: ${failed.map((r) => `${r.file} (${r.status})`).join(', ')}`);
    process.exitCode = 1;
  }
  const uncompressed = measured.rows.filter((r) => r.rawBytes >= 1024 && r.encoding === 'identity');
  if (uncompressed.length) {
    console.error(`Sent uncompressed: ${uncompressed.map((r) => r.file).join(', ')}`);
    process.exitCode = 1;
  }
}
if (totals.all / 1024 > FIRST_LOAD_BUDGET_KB) {
  console.error(`First load over budget by ${kb(totals.all - FIRST_LOAD_BUDGET_KB * 1024)} KB`);
  process.exitCode = 1;
}
if (gzipOnly.totals.jsBody / 1024 > JS_BUDGET_KB) {
  console.error(`JavaScript over budget by ${kb(gzipOnly.totals.jsBody - JS_BUDGET_KB * 1024)} KB`);
  process.exitCode = 1;
}

const { files, manifest } = browser;
// The editor must stay out of the home page too (TipTap and ProseMirror name themselves in code).
const scripts = [...files].filter((file) => file.endsWith('.js'));
const editor = scripts.filter((file) => /ProseMirror|@tiptap/.test(readFileSync(path.join(dist, file), 'utf8')));
if (editor.length) {
  console.error(`The rich editor is loaded by /v2/home: ${editor.join(', ')}`);
  process.exitCode = 1;
}
const charts = [...files].filter((file) => /charts|echarts/.test(file));
if (charts.length) {
  console.error(`ECharts is loaded by /v2/home: ${charts.join(', ')}`);
  process.exitCode = 1;
}
// The staff console is a lazy area of its own: no chunk built from web/src/admin may be among them.
const CONSOLE = 'src/admin/ConsoleApp.tsx';
if (!manifest[CONSOLE]?.isDynamicEntry) {
  console.error(`${CONSOLE} is not a lazily loaded chunk of the build`);
  process.exitCode = 1;
}
const consoleFiles = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/admin/'))
  .map(([, entry]) => entry.file)
  .filter((file) => files.has(file));
if (consoleFiles.length) {
  console.error(`Staff console code is loaded by /v2/home: ${consoleFiles.join(', ')}`);
  process.exitCode = 1;
}
console.log(`Staff console chunks kept out of /v2/home: ${Object.keys(manifest).filter((key) => key.startsWith('src/admin/')).length} entries`);
