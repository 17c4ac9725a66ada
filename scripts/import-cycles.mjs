// Import-cycle check (`npm run lint:cycles`, run by `npm run lint` after ESLint): reads every .ts/.tsx
// under server/, web/src/ and common/, follows relative imports (resolving .ts, .tsx and index files),
// and exits 1 listing each cycle. Type-only imports (`import type`, `export type`) and lazy `import()`
// are ignored: neither makes modules load in a circle. See import-graph.mjs for the details.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, resolveImport, runtimeImports } from './import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['server', 'web/src', 'common'];
const SKIP = new Set(['node_modules', 'dist']);

function sources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) out.push(...sources(full));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const files = FOLDERS.map((f) => path.join(root, f))
  .filter((f) => fs.existsSync(f))
  .flatMap(sources);
const graph = new Map();
for (const file of files) {
  const targets = runtimeImports(fs.readFileSync(file, 'utf8'))
    .map((spec) => resolveImport(file, spec))
    .filter((target) => target !== null);
  graph.set(file, [...new Set(targets)]);
}

const cycles = findCycles(graph);
const rel = (p) => path.relative(root, p).split(path.sep).join('/');
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) among ${files.length} files:`);
  for (const cycle of cycles) console.error(`  ${cycle.map(rel).join(' -> ')}`);
  console.error('Break each one by moving what both sides need into a third module (or importing types with `import type`).');
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
