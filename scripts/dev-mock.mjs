// `npm run dev:mock`: the Prism mock and Vite's dev server (MOCK=1 proxies the API to Prism), in
// one command; stopping either stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, [path.join(root, 'mocks/start.mjs')], { stdio: 'inherit' }),
  spawn(path.join(root, 'node_modules/.bin/vite'), ['--config', path.join(root, 'web/vite.config.ts')], {
    stdio: 'inherit',
    env: { ...process.env, MOCK: '1' },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
