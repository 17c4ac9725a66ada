// Starts the server for the browser tests: builds dist/ when it is missing or stale, wipes the e2e
// data folder and puts today's demo database in it (the test run's template: the demo fresh, without
// loading it again), and runs the built server (what `npm start` runs) in test mode on loopback.
// Every browser signs in from 127.0.0.1, so the codes, accounts and per-minute operation limits per
// address are raised (the default caps are tested in the server's own tests). The editor's
// remote-image catcher may fetch from loopback (test mode only) so a journey can paste an image
// served by its own server on 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { distDir, ensureBuilt, root } from './build.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results/e2e-data');

await ensureBuilt();

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const template = execFileSync(process.execPath, ['--import', 'tsx', 'tests/setup/e2e-demo-template.ts'], { cwd: root, encoding: 'utf8' }).trim();
fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', path.join(distDir, 'server/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA_TEST_ANSWER: 'ab12',
    SMTP_URL: '',
    CODES_PER_IP_PER_HOUR: '1000',
    RATE_LIMIT_FACTOR: '20',
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    SIGNUPS_PER_IP_PER_DAY: '10000',
    REMOTE_IMAGE_TEST_ALLOW: '127.0.0.1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
