// A server whose stdout goes to a pipe nobody reads (a stalled log collector)
// must still answer, stop on SIGTERM within its drain deadline, and release the embedded
// database's lock so the next start works. Before the fix the logger's synchronous write waited
// in Atomics.wait for ever once the pipe was full: requests stopped and SIGTERM never ended it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { seedDataDir } from '../contract/harness';
import { freePort } from '../free-port';

const root = path.resolve(import.meta.dirname, '../..');
// Each request logs one line of about 300 bytes: 800 of them fill the 64 KiB pipe nearly four times.
const REQUESTS = 800;
const CONCURRENCY = 16;
let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-stalled-'));
  seedDataDir(dataDir); // migrated already: the start opens it
});
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function spawnServer(port: number, stdout: 'pipe' | 'ignore') {
  // Production mode: no demo to load; LOG_LEVEL=info logs every request, as a deployment does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', stdout, 'ignore'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => running.delete(child));
  return { child, exited, base: `http://127.0.0.1:${port}` };
}

async function waitReady(base: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 150_000; // PGlite opens slowly on a busy machine
  while (Date.now() < deadline && !gone) {
    try {
      if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready');
}

it('answers, stops on SIGTERM and releases the database while its stdout pipe is never read', async () => {
  const first = spawnServer(await freePort(), 'pipe');
  // Nobody reads first.child.stdout: once the pipe's buffer is full, every write to it would block.
  await waitReady(first.base, first.exited);

  let answered = 0;
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const res = await fetch(`${first.base}/healthz`, { signal: AbortSignal.timeout(20_000) });
      await res.arrayBuffer();
      if (res.ok) answered++;
    }
  };
  // A blocked logger shows up here as timeouts; the test goes on to the shutdown either way.
  await Promise.all(Array.from({ length: CONCURRENCY }, worker)).catch(() => {});
  expect(answered).toBe(REQUESTS);

  const sent = Date.now();
  first.child.kill('SIGTERM');
  const code = await Promise.race([first.exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 15_000))]);
  expect(code).not.toBe('hung');
  expect(Date.now() - sent).toBeLessThan(15_000);
  expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

  // The next start on the same data folder is not refused.
  const second = spawnServer(await freePort(), 'ignore');
  await waitReady(second.base, second.exited);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
}, 400_000);
