// The JavaScript budget of /v2/home (issue 5): after `npm run build`, follows dist/web's Vite
// manifest from index.html through the static imports, plus the home page's lazy chunk and its
// imports, and prints their gzip size. Fails above the budget, when ECharts or the editor is among
// them, or when any chunk of the staff console (web/src/admin) is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 170 KB until the data layer (TanStack Query + openapi-react-query, ~12 KB gzip) joined the first load.
const BUDGET_KB = 180;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/web');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const HOME_PAGE = 'src/features/home/HomePage.tsx';

const files = new Set();
function follow(key) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const next of entry.imports ?? []) follow(next);
}
follow('index.html');
follow(HOME_PAGE);
if (!manifest[HOME_PAGE]) throw new Error(`${HOME_PAGE} is not a chunk of the build`);

let total = 0;
const rows = [...files].map((file) => {
  const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += bytes;
  return { file, kb: (bytes / 1024).toFixed(1) };
});
rows.sort((a, b) => Number(b.kb) - Number(a.kb));
for (const row of rows) console.log(`${row.kb.padStart(7)} KB  ${row.file}`);
const totalKb = total / 1024;
console.log(`/v2/home JavaScript (gzip): ${totalKb.toFixed(1)} KB in ${files.size} files (budget ${BUDGET_KB} KB)`);

// The editor must stay out of the home page too (TipTap and ProseMirror name themselves in code).
const editor = [...files].filter((file) => /ProseMirror|@tiptap/.test(readFileSync(path.join(dist, file), 'utf8')));
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
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exitCode = 1;
}
