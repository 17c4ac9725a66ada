// Builds the web app (web/dist) when it is missing or older than its sources, for `npm start` and
// the browser tests' server. Sources: web/src, web/public, web/index.html and the Vite config.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why web/dist must be built, or null when it is up to date. */
export function webBuildReason(web = path.join(root, 'web')) {
  const index = path.join(web, 'dist/index.html');
  if (!fs.existsSync(index)) return 'web/dist is missing';
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((p) => newestMtime(path.join(web, p)) > built) ? 'web/dist is older than its sources' : null;
}

/** Builds web/dist when needed; exits the process when the build fails. */
export function ensureWebBuilt() {
  const reason = webBuildReason();
  if (!reason) return false;
  console.log(`${reason}: building the web app…`);
  const vite = path.join(root, 'node_modules/.bin/vite');
  const build = spawnSync(vite, ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build (see above); the server was not started.');
    process.exit(build.status ?? 1);
  }
  return true;
}
