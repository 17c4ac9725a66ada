// The portal as `npm start` runs it, for the benches that measure the server itself (its RSS, its
// throughput): the bundle (dist/server/main.mjs, built first when missing or older than its
// sources), with the environment and node flags of package.json's start script, in production
// mode on a prepared data directory (or a PostgreSQL database), listening on a free loopback port,
// its log lines written to a file. Not the sources through tsx: tsx's loader thread and source maps
// added about 100 MB to the RSS measured and CPU to every first call of a module.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, root } from './proc';
import { startCommand } from './server-flags';

export interface BundledServer {
  child: ChildProcess;
  origin: string;
  /** How it was started, for the figures: `NAME=value… node --flags…`. */
  command: string;
  /** From the start of the process (after any build) to its first 200 from /readyz. */
  readyMs: number;
}

export function ensureBundle(): void {
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', "await (await import('./scripts/build.mjs')).ensureBuilt()"], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
}

/**
 * Starts the bundle on `dataDir` (DATABASE_URL in `env` for PostgreSQL) and resolves once /readyz
 * answers 200 (migrations done), or rejects when it exits or is not ready within two minutes.
 */
export async function startBundledServer({
  dataDir,
  env = {},
  logFile,
  nodeFlags = [],
}: {
  dataDir: string;
  env?: Record<string, string>;
  logFile: string;
  nodeFlags?: string[];
}): Promise<BundledServer> {
  ensureBundle();
  const start = startCommand();
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...start.flags, ...nodeFlags, 'dist/server/main.mjs'], {
    cwd: root,
    env: {
      ...start.env,
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: see ${logFile}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 120 s: see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, origin, readyMs: performance.now() - started, command: [...Object.entries(start.env).map(([k, v]) => `${k}=${v}`), 'node', ...start.flags].join(' ') };
}
