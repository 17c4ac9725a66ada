// Child processes of the streams bench and the soak: started as `node --import tsx …` (not through
// the tsx wrapper), so the child's pid is the server itself and its RSS is read from
// /proc/<pid>/status; free loopback ports; the open-file limit the streams need.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from '../tests/free-port';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function spawnNode(args: string[], opts: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions; nodeFlags?: string[] } = {}): ChildProcess {
  return spawn(process.execPath, [...(opts.nodeFlags ?? []), '--import', 'tsx', ...args], { cwd: root, env: opts.env ?? process.env, stdio: opts.stdio ?? ['ignore', 'pipe', 'inherit'] });
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The resident set of a process in bytes (VmRSS), or NaN when it is gone. */
export function rssOf(pid: number): number {
  try {
    const line = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** This process's soft limit of open files (children inherit it); Infinity when unknown. */
export function openFileLimit(): number {
  try {
    const line = /^Max open files\s+(\S+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : Infinity;
  } catch {
    return Infinity;
  }
}

export const mb = (bytes: number) => bytes / 1024 / 1024;
export const now = () => performance.timeOrigin + performance.now();
