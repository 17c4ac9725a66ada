// Starts the server for the browser tests: builds the web app when it is missing or stale, wipes
// the e2e data folder (so the demo loads fresh), and runs the server in test mode on loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuilt, root } from './web-build.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results/e2e-data');

ensureWebBuilt();

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: 'ab12', SMTP_URL: '' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
