// The QA tools (docs/api.md, "For QA") against a real server on 127.0.0.1 started here: the read-only contract
// suite (scripts/remote-contract.ts, `npm run test:contract`) passes as a visitor and with a token
// and writes nothing (every table's row count is the same before and after); with --allow-writes
// it submits exactly one report. The Prism proxy (scripts/mock-proxy.mjs, `npm run mock:proxy`)
// forwards to the live server and passes through answers that keep the contract.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../server/src/db/schema';
import { statementKey } from '../../server/src/services/coins/ledger-key';
import { callOp, startTestApp, type TestApp } from '../contract/harness';
import { freePort } from '../free-port';

let t: TestApp;
let baseUrl = '';
let token = '';

beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'test' });
  const port = await freePort();
  await t.app.listen({ host: '127.0.0.1', port });
  baseUrl = `http://127.0.0.1:${port}`;
  const holder = await t.newResearcher();
  await t.db.insert(bugs).values({ userId: holder.id, name: 'seed', level: 2, detail: '<p>x</p>', mainType: 3, subType: 301 });
  const created = await callOp(t.app, 'createApiToken', { ...holder, form: { name: 'qa', scopes: ['bugs:read', 'bugs:write', 'coins:read'], expiresInDays: 1 } });
  token = (created.json.retdata as { token: string }).token;
  // As main.ts does at start-up: the statement key exists before anyone reads a statement.
  await statementKey(t.db);
}, 120_000);
afterAll(async () => t?.close());

/** Rows in every table of the app's schema. */
async function rowCounts(): Promise<Record<string, number>> {
  // PGlite and node-postgres both answer { rows }; the Db type is their union.
  const rows = async <R>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
  const counts: Record<string, number> = {};
  const tables = await rows<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  for (const { name } of tables) {
    const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = row!.n;
  }
  return counts;
}

function run(args: string[], ms: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/remote-contract.ts'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`suite did not finish in ${ms} ms:\n${out}`));
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

describe('npm run test:contract against a live server', () => {
  it('passes read-only as a visitor and with a token, and writes nothing', async () => {
    const before = await rowCounts();
    const { code, out } = await run(['--base-url', baseUrl, '--token', token], 240_000);
    expect(code, out).toBe(0);
    expect(out).toMatch(/ok\s+visitor listBanners|ok\s+visitor \w+/);
    expect(out).toMatch(/ok\s+token listMyBugs/);
    expect(out).toMatch(/ok\s+token getBug/);
    expect(out).toContain('ok   token in the query string is refused');
    expect(out).not.toMatch(/^FAIL/m);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it('fails when an answer breaks the contract', async () => {
    // A server that answers every address with a body the contract never allows.
    const http = await import('node:http');
    const port = await freePort();
    const liar = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"retcode":"zero"}'));
    await new Promise<void>((r) => liar.listen(port, '127.0.0.1', r));
    try {
      const { code, out } = await run(['--base-url', `http://127.0.0.1:${port}`], 240_000);
      expect(code, out).toBe(1);
      expect(out).toMatch(/^FAIL/m);
    } finally {
      liar.close();
    }
  }, 300_000);

  it('writes one report only with --allow-writes', async () => {
    const before = (await t.db.select({ id: bugs.id }).from(bugs)).length;
    const { code, out } = await run(['--base-url', baseUrl, '--token', token, '--allow-writes'], 240_000);
    expect(code, out).toBe(0);
    expect(out).toMatch(/ok\s+write: submit a report/);
    expect((await t.db.select({ id: bugs.id }).from(bugs)).length).toBe(before + 1);
  }, 300_000);
});

describe('npm run mock:proxy against a live server', () => {
  let prism: ChildProcess | undefined;
  afterAll(() => {
    prism?.kill('SIGTERM');
  });

  it('forwards to the server and passes answers that keep the contract', async () => {
    const port = await freePort();
    prism = spawn(process.execPath, [path.resolve('scripts/mock-proxy.mjs'), baseUrl], { env: { ...process.env, MOCK_PORT: String(port) }, stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}/v2/api/banner?language=en`;
    const until = Date.now() + 90_000;
    let res: Response | undefined;
    while (Date.now() < until) {
      try {
        res = await fetch(url);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    expect(res?.status).toBe(200);
    const direct = await fetch(`${baseUrl}/v2/api/banner?language=en`);
    expect(await res!.json()).toEqual(await direct.json());
  }, 120_000);
});
