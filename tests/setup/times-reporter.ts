// A Vitest reporter that keeps each test file's seconds (import, set-up, tests and hooks) in
// test-results/vitest-times.json and prints the slowest at the end of a run, so whoever makes the
// suite slower sees it, and `npm run test:times` can list them again without running anything.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export const TIMES_FILE = 'test-results/vitest-times.json';

export interface FileTime {
  file: string;
  project: string;
  seconds: number;
  tests: number;
}

/**
 * Seconds a file held its worker: set-up files, import, then its tests and hooks. Not the
 * environment's set-up: a worker that runs its files without isolation sets jsdom up once, and Vitest
 * reports that one time again on each of its files (1.7 s on every component file, about half of the
 * component project's total as this reporter summed it).
 */
function secondsOf(module: TestModule): number {
  const d = module.diagnostic();
  return (d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

export function formatSlowest(times: FileTime[], count: number): string {
  const rows = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const lines = rows.map((t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(9)} ${String(t.tests).padStart(4)} tests  ${t.file}`);
  return [`The ${rows.length} slowest of ${times.length} test files (${total.toFixed(0)} s in all, summed over workers):`, ...lines].join('\n');
}

export default class TimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const times: FileTime[] = modules.map((m) => ({
      file: m.relativeModuleId,
      project: m.project.name,
      seconds: Number(secondsOf(m).toFixed(2)),
      tests: [...m.children.allTests()].length,
    }));
    if (times.length === 0) return;
    fs.mkdirSync(path.dirname(TIMES_FILE), { recursive: true });
    fs.writeFileSync(TIMES_FILE, `${JSON.stringify(times, null, 1)}\n`);
    console.warn(`\n${formatSlowest(times, 10)}\n(npm run test:times lists 20)\n`);
  }
}
