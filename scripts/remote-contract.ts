// The contract suite aimed at a deployed server (for QA):
//   npm run test:contract -- --base-url https://staging.example [--token srcp_…] [--allow-writes] [--language en]
// Read-only unless --allow-writes: it sends GET requests only, without cookies, and leaves out the
// GETs that write (getInfo starts a session, getCaptcha stores an answer in one, startSso keeps a
// single sign-on under way) and those that need an object's id (a detail read may count a view),
// except the token holder's own reports.
//   - as a visitor: every public GET answers what the contract says; every protected GET refuses a
//     visitor (4006 or 4003) in the contract's shape;
//   - with --token: every GET whose `bearer` requirement names a scope answers 0 (scope held) or 4003
//     (not held), in the contract's shape, and sets no cookie; a token in the query string is refused;
//   - with --allow-writes and a bugs:write token: submits one report and follows its state.
// Every answer is checked with the same validator as the in-process contract tests. Exit code 1 on
// any failure.
import { listOperations, type OperationInfo } from '../server/src/contract';
import { parametersOf, sampleValue } from '../tests/contract/sample-values';
import { assertResponseMatches } from '../tests/contract/spec-validator';

/** GETs that write: never called by the read-only suite. */
const WRITING_GETS = new Set(['getInfo', 'getCaptcha', 'startSso']);

interface Options {
  baseUrl: string;
  token?: string;
  allowWrites: boolean;
  language: string;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const baseUrl = value('--base-url') ?? process.env.CONTRACT_BASE_URL;
  if (!baseUrl) throw new Error('usage: npm run test:contract -- --base-url https://host [--token srcp_…] [--allow-writes] [--language zh|en]');
  return { baseUrl: baseUrl.replace(/\/$/, ''), token: value('--token') ?? process.env.CONTRACT_TOKEN, allowWrites: argv.includes('--allow-writes'), language: value('--language') ?? 'zh' };
}

let failures = 0;
/** The suite's report is its output: one line per check on stdout. */
const say = (line: string) => process.stdout.write(`${line}\n`);
const report = (status: 'ok' | 'FAIL' | 'skip', name: string, note = '') => {
  if (status === 'FAIL') failures++;
  say(`${status.padEnd(4)} ${name}${note ? ` — ${note}` : ''}`);
};

interface Answer {
  status: number;
  json: { retcode: number; retmsg: string; retdata: unknown };
  setCookie: string | null;
}

async function call(
  opts: Options,
  op: OperationInfo,
  init: { path?: Record<string, string | number>; query?: Record<string, string>; token?: string; form?: Record<string, string | number> } = {},
): Promise<Answer> {
  const url = new URL(opts.baseUrl + op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(init.path?.[n] ?? ''))));
  url.searchParams.set('language', opts.language);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)])).toString();
  }
  const res = await fetch(url, { method: op.method, headers, body, redirect: 'manual' });
  const contentType = res.headers.get('content-type') ?? '';
  const json = contentType.includes('application/json') ? await res.json() : await res.text();
  assertResponseMatches(op.operationId, res.status, contentType, json);
  return { status: res.status, json: json as Answer['json'], setCookie: res.headers.get('set-cookie') };
}

/** Sample query values for an operation's required query parameters; null when it needs a path id. */
function sampleQuery(op: OperationInfo): Record<string, string> | null {
  const query: Record<string, string> = {};
  for (const p of parametersOf(op.path, op.method.toLowerCase())) {
    if (p.in === 'path') return null;
    if (p.in === 'query' && p.required && p.name !== 'language') query[p.name] = String(sampleValue(p.schema));
  }
  return query;
}

async function check(name: string, work: () => Promise<string | void>) {
  try {
    const note = await work();
    report('ok', name, note ?? '');
  } catch (err) {
    report('FAIL', name, err instanceof Error ? err.message.slice(0, 500) : String(err));
  }
}

async function visitorSuite(opts: Options, gets: OperationInfo[]) {
  for (const op of gets) {
    const query = sampleQuery(op);
    if (query === null) {
      report('skip', `visitor ${op.operationId}`, 'needs an object id');
      continue;
    }
    await check(`visitor ${op.operationId}`, async () => {
      const res = await call(opts, op, { query });
      if (op.security.length > 0 && ![4006, 4003].includes(res.json.retcode)) throw new Error(`a protected operation answered a visitor ${res.json.retcode}`);
      return `retcode ${res.json.retcode}`;
    });
  }
}

async function tokenSuite(opts: Options, gets: OperationInfo[], token: string) {
  const byId = new Map(listOperations().map((o) => [o.operationId, o]));
  // The holder's newest report, if the token may read reports: the id the detail reads need.
  let bugId: number | undefined;
  try {
    const mine = await call(opts, byId.get('listMyBugs')!, { token, query: { page: '1', pageSize: '1' } });
    bugId = (mine.json.retdata as { bugs?: { id: number }[] } | null)?.bugs?.[0]?.id;
  } catch {
    bugId = undefined;
  }
  const ids: Record<string, string | number> = bugId === undefined ? {} : { id: bugId, bugId };
  for (const op of gets.filter((o) => o.security.some((r) => 'bearer' in r))) {
    const params = parametersOf(op.path, op.method.toLowerCase());
    const query: Record<string, string> = {};
    let missing = false;
    for (const p of params) {
      if (!p.required || p.name === 'language') continue;
      if (p.name in ids) {
        if (p.in === 'query') query[p.name] = String(ids[p.name]);
      } else if (p.in === 'path') missing = true;
      else query[p.name] = String(sampleValue(p.schema));
    }
    if (missing || (params.some((p) => p.in === 'path') && bugId === undefined)) {
      report('skip', `token ${op.operationId}`, 'needs an id the token cannot list');
      continue;
    }
    await check(`token ${op.operationId}`, async () => {
      const res = await call(opts, op, { token, query, path: ids });
      if (res.setCookie) throw new Error('a bearer answer set a cookie');
      if (![0, 4003, 1002].includes(res.json.retcode)) throw new Error(`retcode ${res.json.retcode}: ${res.json.retmsg}`);
      return res.json.retcode === 0 ? 'retcode 0' : `retcode ${res.json.retcode} (scope not held or not the holder's)`;
    });
  }
  await check('token in the query string is refused', async () => {
    const res = await call(opts, byId.get('listMyBugs')!, { query: { access_token: token } });
    if (res.json.retcode !== 4006) throw new Error(`answered ${res.json.retcode}`);
  });
}

async function writeSuite(opts: Options, token: string) {
  const byId = new Map(listOperations().map((o) => [o.operationId, o]));
  await check('write: submit a report with the token and follow its state', async () => {
    const submitted = await call(opts, byId.get('submitBug')!, {
      token,
      form: { name: 'QA contract suite', level: 1, mainType: 3, subType: 301, link: 'https://qa.example/contract-suite', detail: '<p>Written by npm run test:contract --allow-writes.</p>' },
    });
    if (submitted.json.retcode !== 0) throw new Error(`submitBug answered ${submitted.json.retcode}: ${submitted.json.retmsg}`);
    const { id } = submitted.json.retdata as { id: number };
    const detail = await call(opts, byId.get('getBug')!, { token, path: { id } });
    return `report ${id}, status ${(detail.json.retdata as { status?: number }).status}`;
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  say(`contract suite against ${opts.baseUrl} (${opts.allowWrites ? 'writes allowed' : 'read-only'})`);
  const gets = listOperations().filter((o) => o.method === 'GET' && !WRITING_GETS.has(o.operationId));
  await visitorSuite(opts, gets);
  if (opts.token) await tokenSuite(opts, gets, opts.token);
  if (opts.token && opts.allowWrites) await writeSuite(opts, opts.token);
  say(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
