// `npm run test:postgres`: the PostgreSQL lane. Runs, on the PostgreSQL of TEST_DATABASE_URL, the
// tests tagged `postgres` (what differs there: the pool, LISTEN/NOTIFY, locks and `skip locked`,
// concurrency, two servers, pg_dump, and one smoke test per contract tag), and only the files that
// hold such a tag, so no other file builds an app for nothing. Extra arguments go to Vitest.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL the tests may create databases on (bash scripts/pg-test-server.sh starts a throw-away one and prints it).');
  process.exit(2);
}
const TAGGED = /@module-tag postgres\b|tags: \[[^\]]*'postgres'/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'tests'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.test\.ts$/.test(f) && fs.existsSync(f) && TAGGED.test(fs.readFileSync(f, 'utf8')));
const args = ['vitest', 'run', '--tags-filter=postgres', ...process.argv.slice(2), ...files];
const run = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
