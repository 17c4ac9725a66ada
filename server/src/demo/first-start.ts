// A first start's demo, loaded by the demo command (cli.ts) in a process of its own before the
// server opens the database. Creating, migrating and filling the embedded database grows its
// WebAssembly memory, which never shrinks, and the process's heap: a server that did it in its own
// process carried that for its whole life (measured 40 s after ready: 288 MB that way, 242 MB with the demo aside).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from '../paths';

/** An embedded database folder the database was never created in (a first start). */
export function isNewDatabaseFolder(pgliteDir: string): boolean {
  return !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/** Runs the demo command on the configuration's database (same environment); answers its summary line. */
export function loadDemoAside(): Promise<string> {
  const child = spawn(process.execPath, paths.demoCommand, { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`the demo did not load (the demo command exited with ${code}): ${out.trim()}`))));
  });
}
