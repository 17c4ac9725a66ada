// How `npm start` starts the server (package.json's start script): the environment it sets before
// `node` (glibc's malloc settings) and the `node` flags (the heap's), so the benches measure the
// process as it runs in production.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './proc';

export interface StartCommand {
  env: Record<string, string>;
  flags: string[];
}

export function startCommand(): StartCommand {
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const start = /^((?:[A-Z_][A-Z0-9_]*=\S+ )*)node((?: --\S+)*) scripts\/start\.mjs$/.exec(scripts.start ?? '');
  if (!start) throw new Error(`package.json's start script is not \`[NAME=value…] node [--flags…] scripts/start.mjs\`: ${scripts.start}`);
  const words = (text: string) => text.trim().split(' ').filter(Boolean);
  return {
    env: Object.fromEntries(words(start[1]!).map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)])),
    flags: words(start[2]!),
  };
}
