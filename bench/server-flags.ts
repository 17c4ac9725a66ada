// The `node` flags `npm start` gives the server (package.json's start script), so the benches
// measure the process as it runs in production, with its heap settings.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './proc';

export function startFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const start = /^node((?: --\S+)*) scripts\/start\.mjs$/.exec(scripts.start ?? '');
  if (!start) throw new Error(`package.json's start script is not \`node [--flags…] scripts/start.mjs\`: ${scripts.start}`);
  return start[1]!.trim().split(' ').filter(Boolean);
}
