// `npm run build`: the server bundled by esbuild into dist/server (one .mjs per entry, packages left
// to node_modules, the migrations and the contract copied beside it) and the web app built by Vite
// into dist/web. `npm start` and the other commands run dist/, building first when it is missing
// or older than its sources (ensureBuilt). Build tools are devDependencies: a production install
// (`npm ci --omit=dev`) runs a dist/ built beforehand and never calls them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(root, 'dist');

/** The server's commands: dist/server/<name>.mjs, run by `node scripts/start.mjs <name>`. */
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  admin: 'server/src/admin-cli.ts',
  demo: 'server/src/demo/cli.ts',
  backup: 'server/src/ops/backup-cli.ts',
  restore: 'server/src/ops/restore-cli.ts',
  'ledger-verify': 'server/src/ops/ledger-verify-cli.ts',
};

/** Worker threads' files, built beside the entries (server/src/paths.ts finds them there). */
const SERVER_WORKERS = {
  'sanitize-worker': 'server/src/services/sanitize/worker.ts',
};

/** Each part of dist/: the file that marks it built, and what it is built from. */
export const PARTS = {
  web: { output: 'dist/web/index.html', sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'scripts/precompress.mjs', 'common', 'generated'] },
  server: {
    output: 'dist/server/main.mjs',
    sources: ['server/src', 'common', 'generated', 'scripts/build.mjs', 'package.json'],
  },
};

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why a part must be built (its output missing, or older than a source), or null when it is current. */
export function staleReason(part, base = root) {
  const output = path.join(base, part.output);
  if (!fs.existsSync(output)) return `${part.output} is missing`;
  const built = fs.statSync(output).mtimeMs;
  return part.sources.some((p) => newestMtime(path.join(base, p)) > built) ? `${part.output} is older than its sources` : null;
}

export function buildWeb() {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const run = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the web app did not build (see above)');
}

/** Bare imports the bundle leaves to node_modules must be production dependencies. */
function checkExternals(metafile) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const missing = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imp of output.imports) {
      if (!imp.external || imp.path.startsWith('node:')) continue;
      const name = imp.path.startsWith('@') ? imp.path.split('/').slice(0, 2).join('/') : imp.path.split('/')[0];
      if (!pkg.dependencies?.[name]) missing.add(name);
    }
  }
  if (missing.size) throw new Error(`the server imports packages that are not in "dependencies": ${[...missing].join(', ')}`);
}

export async function buildServer() {
  const esbuild = await import('esbuild');
  const out = path.join(distDir, 'server');
  fs.rmSync(out, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRIES, ...SERVER_WORKERS },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    define: { __PORTAL_BUNDLE__: 'true' },
  });
  checkExternals(result.metafile);
  fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  await copyContract(root, distDir);
}

/**
 * The contract beside the bundle: the YAML the API reference serves, and the same document as JSON,
 * which the server reads at start (parsing the YAML took about half a second of each start).
 */
export async function copyContract(fromRoot, toDist) {
  const { parse } = await import('yaml');
  const yaml = fs.readFileSync(path.join(fromRoot, 'generated/openapi.yaml'), 'utf8');
  fs.mkdirSync(path.join(toDist, 'openapi'), { recursive: true });
  fs.writeFileSync(path.join(toDist, 'openapi/openapi.yaml'), yaml);
  fs.writeFileSync(path.join(toDist, 'openapi/openapi.json'), JSON.stringify(parse(yaml)));
}

const BUILDERS = { web: buildWeb, server: buildServer };

function buildToolsInstalled() {
  return fs.existsSync(path.join(root, 'node_modules/esbuild')) && fs.existsSync(path.join(root, 'node_modules/.bin/vite'));
}

/** Builds the parts of dist/ that are missing or stale; exits the process when a build fails. */
export async function ensureBuilt() {
  for (const [name, part] of Object.entries(PARTS)) {
    const reason = staleReason(part);
    if (!reason) continue;
    if (!buildToolsInstalled() && fs.existsSync(path.join(root, part.output))) {
      // A production install (no devDependencies) whose copy gave the sources newer times.
      console.warn(`${reason}, but the build tools are not installed (npm ci --omit=dev): running the existing build.`);
      continue;
    }
    console.log(`${reason}: building…`);
    // In a child process: the server that starts next never carries the build's memory.
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), name], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`The build failed (see above).`);
      process.exit(1);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2];
  for (const name of only ? [only] : Object.keys(BUILDERS)) {
    if (!BUILDERS[name]) throw new Error(`unknown part "${name}" (web or server)`);
    await BUILDERS[name]();
  }
}
