// `npm run test:times`: the 20 slowest test files of the last Vitest run (written by
// tests/setup/times-reporter.ts), with their seconds. Runs no test.
import fs from 'node:fs';
import { formatSlowest, TIMES_FILE, type FileTime } from '../tests/setup/times-reporter';

if (!fs.existsSync(TIMES_FILE)) {
  console.error(`No ${TIMES_FILE} yet: run npm run test:unit (or npx vitest run) first.`);
  process.exit(1);
}
const times = JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8')) as FileTime[];
const count = Number(process.argv[2] ?? 20);
process.stdout.write(`${formatSlowest(times, count)}\n`);
