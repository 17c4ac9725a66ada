// The real server process on an embedded database: committed writes survive a SIGKILL, SIGTERM
// drains and releases the database, and a second process on the same data folder is refused with
// a message that says why.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../contract/harness';
import { freePort } from '../free-port';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const running = new Set<ChildProcess>();

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-durable-'));
  // The demo's database already in place: each start opens it (no initdb, migrations or demo load).
  seedDataDir(dataDir, { demo: true });
});
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** How a server process ended, with what it wrote. */
interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  stdout: string;
}

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<Ended>;
}

function spawnServer(port: number): Server {
  // node with tsx's loader, not the tsx CLI: the CLI runs the server in a child process of its own,
  // which a SIGKILL of the CLI would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // The log (warn and above), kept for the message when the process ends too early.
  child.stdout!.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-4_000)));
  // 'close', not 'exit': 'exit' can come before the last of stderr has been read, and a message the
  // process printed as it ended was lost (a failure said "exited early:" and nothing more).
  const exited = new Promise<Ended>((resolve) =>
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal, stderr, stdout });
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, exited };
}

/** Starts the server and waits for /healthz (readiness). */
async function startServer(): Promise<Server> {
  const server = spawnServer(await freePort());
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000; // opening PGlite alone took 40–60 s on the shared 2-core machine
  while (Date.now() < deadline) {
    if (gone) {
      const end = await server.exited;
      throw new Error(`server exited early (code ${end.code}, signal ${end.signal}): ${end.stderr}\nits log: ${end.stdout}`);
    }
    try {
      const res = await fetch(`${server.base}/healthz`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy in 180 s');
}

/** GET /v2/api/info: an anonymous visitor gets a session (written to the database) and its token. */
async function info(base: string, cookie?: string) {
  const res = await fetch(`${base}/v2/api/info?language=en`, { headers: cookie ? { cookie } : {} });
  const body = (await res.json()) as { retcode: number; retdata: { token: string } };
  const setCookie = res.headers.get('set-cookie');
  return { body, cookie: setCookie ? setCookie.split(';')[0]! : undefined };
}

describe('the server process', () => {
  // One test, so the refusal of a second process is checked on the server the first part started
  // (each start is several seconds of the suite).
  it('keeps committed writes after SIGKILL, and refuses a second process on the same data folder with a clear message', async () => {
    const first = await startServer();
    const sessions: { cookie: string; token: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await info(first.base);
      expect(res.body.retcode).toBe(4004);
      expect(res.cookie).toMatch(/^src_sid=[0-9a-f]{64}$/);
      sessions.push({ cookie: res.cookie!, token: res.body.retdata.token });
    }
    // Killed the moment the last answer arrived: no shutdown, no flush, no lock release.
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer();
    for (const s of sessions) {
      const res = await info(second.base, s.cookie);
      expect(res.body.retdata.token).toBe(s.token);
      expect(res.cookie).toBeUndefined(); // the stored session was found, no new one was made
    }
    const intruder = spawnServer(await freePort());
    const refused = await intruder.exited;
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`is in use by process ${second.child.pid}`);
    expect(refused.stderr).toContain('DATA_DIR');
    // The running one is unharmed.
    expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
    // Twice, as npm and a wrapper both pass the signal on: the second must not cut the drain short.
    second.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 15));
    second.child.kill('SIGTERM');
    const end = await second.exited;
    expect(end.code).toBe(0);
    // A clean shutdown closed the database and released its lock.
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  }, 420_000);
});
