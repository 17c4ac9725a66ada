// A schema-driven fuzzer over the whole contract: every operation is called as a visitor,
// a researcher and staff with values drawn from its parameter and body schemas — valid ones, edge
// numbers, over-long text, NUL, broken encodings, injection strings — and every non-GET operation
// also gets malformed bodies (cut-off multipart, wrong content types, bad percent-encoding). Every
// operation with a date, a time or a month also gets the years at the contract's edge in all of
// them at once (9999, the last it takes; 10000; 0000). Any
// 5xx, any answer the contract does not describe, any answer without the security headers, or any
// answer slower than 2 s fails the test. Seeded (FUZZ_SEED) and bounded; the seed is in every
// failure message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type OperationInfo } from '../../server/src/contract';
import { STREAMED } from '../../server/src/plugins/external/compression';
import { sanitizeHtml } from '../../server/src/services/sanitize/index';
import { anonymousSession, startTestApp, type Credentials, type TestApp } from './harness';
import { parametersOf, resolve, sampleValue } from './sample-values';
import { assertResponseMatches } from './spec-validator';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const MUTATED_CALLS = 3;
const SLOW_MS = 2000;

type Schema = Record<string, unknown>;
type Value = string | number | boolean;

/** mulberry32: small, seedable, good enough to pick among values. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%ff',
  '%',
  '\uFEFF\u200B\u202E',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '𝕏😀'.repeat(20),
  'a'.repeat(70_000),
  '2026-13-45 99:99:99',
  '[object Object]',
  'null',
] as const;
const EDGE_NUMBERS = ['-1', '0', '1.5', '2147483647', '2147483648', '9007199254740993', '1e309', 'NaN', 'abc', '-0', '0x10'] as const;

const HOUR_MS = 3_600_000;
/**
 * Years at the contract's edge (its time is UTC+8): a day, and an instant of it in ms (of 10000, one
 * in that year in UTC too: what a timestamp column cannot hold).
 */
const YEAR_EDGES = [
  { day: '9999-12-31', ms: Date.UTC(9999, 11, 31) - 8 * HOUR_MS },
  { day: '10000-01-01', ms: Date.UTC(10000, 0, 1) },
  { day: '0000-01-01', ms: new Date('0000-01-01T00:00:00Z').getTime() - 8 * HOUR_MS },
] as const;
type YearEdge = (typeof YEAR_EDGES)[number];

/** A date ('YYYY-MM-DD'), date-time, month ('YYYY-MM') or millisecond-timestamp schema; else null. */
function dateKind(raw: Schema | undefined): 'day' | 'time' | 'month' | 'ms' | null {
  const s = resolve(raw);
  const pattern = typeof s.pattern === 'string' ? s.pattern : '';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2} \\d{2}')) return 'time';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return 'day';
  if (pattern.includes('\\d{4}-\\d{2}')) return 'month';
  // Instants in ms (the Timestamp schema): the only integers whose bound is past 10^12.
  if (s.type === 'integer' && typeof s.maximum === 'number' && s.maximum > 1e12) return 'ms';
  return null;
}

/** The edge year in a field's own form; the nth date field is `n` ms or seconds later, so an end follows its start. */
function dateEdgeValue(raw: Schema | undefined, edge: YearEdge, n: number): Value | undefined {
  const kind = dateKind(raw);
  if (kind === 'ms') return edge.ms + n;
  if (kind === 'time') return `${edge.day} 00:00:${String(n % 60).padStart(2, '0')}`;
  if (kind === 'day') return edge.day;
  if (kind === 'month') return edge.day.slice(0, -3);
  return undefined;
}

function fieldValue(raw: Schema | undefined, mutate: boolean): Value {
  const s = resolve(raw);
  if (!mutate) return sampleValue(raw);
  const kind = pick(['text', 'edge', 'limit'] as const);
  if (kind === 'edge' && dateKind(raw) !== null && rnd() < 0.5) return dateEdgeValue(raw, pick(YEAR_EDGES), 0)!;
  if (kind === 'text') return pick(HOSTILE_TEXT);
  if (kind === 'edge') return pick(EDGE_NUMBERS);
  if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
  if (typeof s.maximum === 'number') return String(s.maximum + 1);
  if (Array.isArray(s.enum)) return `${String(s.enum[0])}-not-in-enum`;
  return pick(HOSTILE_TEXT);
}

interface BodyShape {
  media: 'form' | 'multipart' | null;
  properties: Record<string, Schema>;
  required: Set<string>;
}

function bodyOf(op: OperationInfo): BodyShape {
  const spec = resolve({ $ref: `#/paths/${op.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method.toLowerCase()}` });
  const content = (resolve(spec.requestBody as Schema | undefined).content ?? {}) as Record<string, { schema?: Schema }>;
  const media = content['multipart/form-data'] ? 'multipart' : content['application/x-www-form-urlencoded'] ? 'form' : null;
  const schema = resolve((content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'])?.schema);
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const collect = (node: Schema) => {
    const n = resolve(node);
    Object.assign(properties, (n.properties as Record<string, Schema> | undefined) ?? {});
    for (const name of (n.required as string[] | undefined) ?? []) required.add(name);
    for (const part of (n.allOf as Schema[] | undefined) ?? []) collect(part);
  };
  collect(schema);
  return { media, properties, required };
}

interface Sent {
  op: OperationInfo;
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  who: Credentials;
  /** Well-formed requests must be answered as the contract documents; broken bodies only need the envelope. */
  documented: boolean;
}

function multipartBody(fields: Record<string, Value>) {
  const boundary = '----fuzz' + Math.floor(rnd() * 1e9).toString(16);
  let text = '';
  for (const [k, v] of Object.entries(fields)) text += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`;
  return { payload: `${text}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

function requestsFor(op: OperationInfo, roles: Record<string, Credentials>): Sent[] {
  const params = parametersOf(op.path, op.method.toLowerCase());
  const body = bodyOf(op);
  const out: Sent[] = [];
  for (const [role, who] of Object.entries(roles)) {
    // A stream answers as long as the client stays (fastify.inject waits for the end): only the
    // visitor's refusal is fuzzed here; notice/stream.test.ts reads the streams over a socket.
    if (STREAMED.has(op.operationId) && role !== 'visitor') continue;
    for (let i = 0; i <= MUTATED_CALLS; i++) {
      const mutate = i > 0;
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const spec = params.find((p) => p.name === name && p.in === 'path');
        // A request line stops at Node's 16 KiB header limit, so a longer path never reaches the app.
        return encodeURIComponent(String(mutate && rnd() < 0.6 ? fieldValue(spec?.schema, true) : sampleValue(spec?.schema)).slice(0, 4000));
      });
      const query = new URLSearchParams({ language: pick(['zh', 'en']) });
      for (const p of params.filter((x) => x.in === 'query' && x.name !== 'language')) {
        if (!p.required && rnd() < 0.3) continue;
        query.set(p.name, String(fieldValue(p.schema, mutate && rnd() < 0.5)));
      }
      const fields: Record<string, Value> = {};
      for (const [name, schema] of Object.entries(body.properties)) {
        if (resolve(schema).format === 'binary') continue;
        if (rnd() < 0.2) continue;
        fields[name] = fieldValue(schema, mutate && rnd() < 0.5);
      }
      const sent: Sent = { op, label: `${role} #${i}`, url: `${path}?${query.toString()}`, who, documented: true };
      if (body.media === 'form') {
        sent.payload = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
        sent.contentType = 'application/x-www-form-urlencoded';
      } else if (body.media === 'multipart') {
        Object.assign(sent, multipartBody(fields));
      }
      out.push(sent);
    }
  }
  out.push(...yearEdgesFor(op, params, body, roles));
  if (op.method !== 'GET') {
    const who = roles.researcher!;
    const url = `${op.path.replace(/\{\w+\}/g, '1')}?language=en`;
    const broken: [string, string | Buffer, string][] = [
      ['cut-off multipart', '------fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc', 'multipart/form-data; boundary=----fuzz'],
      ['json body', '{"broken": ', 'application/json'],
      ['text body', 'hello', 'text/plain'],
      ['bad percent-encoding', 'name=%zz%C0%AF&content=%', 'application/x-www-form-urlencoded'],
      ['overlong utf-8 bytes', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xc0, 0xaf, 0xe0, 0x80, 0xaf, 0xff]), 'application/x-www-form-urlencoded'],
    ];
    for (const [label, payload, contentType] of broken) out.push({ op, label, url, payload, contentType, who, documented: false });
  }
  return out;
}

/**
 * Every date, time and month of an operation at once at each edge year, the rest valid samples, as
 * a researcher and as staff: so the edge reaches the rules and the database, not only a random draw.
 */
function yearEdgesFor(op: OperationInfo, params: ReturnType<typeof parametersOf>, body: BodyShape, roles: Record<string, Credentials>): Sent[] {
  const queryDates = params.filter((p) => p.in === 'query' && dateKind(p.schema) !== null);
  const bodyDates = Object.entries(body.properties).filter(([, schema]) => dateKind(schema) !== null);
  if (queryDates.length + bodyDates.length === 0) return [];
  const out: Sent[] = [];
  for (const edge of YEAR_EDGES) {
    for (const role of ['researcher', 'staff'] as const) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sampleValue(params.find((p) => p.name === name && p.in === 'path')?.schema))));
      const query = new URLSearchParams({ language: 'en' });
      let n = 0;
      for (const p of params.filter((x) => x.in === 'query' && x.name !== 'language')) {
        const edgeValue = dateEdgeValue(p.schema, edge, n);
        if (edgeValue !== undefined) n++;
        if (edgeValue !== undefined || p.required) query.set(p.name, String(edgeValue ?? sampleValue(p.schema)));
      }
      const fields: Record<string, Value> = {};
      for (const [name, schema] of Object.entries(body.properties)) {
        if (resolve(schema).format === 'binary') continue;
        // Optional fields only when dated: the samples of the others may miss their patterns.
        const edgeValue = dateEdgeValue(schema, edge, n);
        if (edgeValue !== undefined) n++;
        if (edgeValue !== undefined || body.required.has(name)) fields[name] = edgeValue ?? sampleValue(schema);
      }
      const sent: Sent = { op, label: `${role} year ${edge.day.slice(0, -6)}`, url: `${path}?${query.toString()}`, who: roles[role]!, documented: true };
      if (body.media === 'form') {
        sent.payload = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
        sent.contentType = 'application/x-www-form-urlencoded';
      } else if (body.media === 'multipart') {
        Object.assign(sent, multipartBody(fields));
      }
      out.push(sent);
    }
  }
  return out;
}

let t: TestApp;
let roles: Record<string, Credentials>;

beforeAll(async () => {
  t = await startTestApp();
  roles = {
    visitor: await anonymousSession(t.app),
    researcher: await t.newResearcher(),
    staff: await t.newResearcher({ role: 'staff' }),
  };
  // The sanitiser's thread starts with the first rich text (jsdom loads: about a second, 6 s once on
  // a busy CI machine) and that start is not an answer's own time: it is started here, before the
  // clock runs. Its start off the server's thread is tested beside it (services/sanitize).
  await sanitizeHtml('<p>warm</p>');
});
afterAll(() => t.close());

describe(`fuzzing every operation (FUZZ_SEED=${SEED})`, () => {
  it('never answers 5xx, off-contract, without security headers, or slowly', { timeout: 240_000 }, async () => {
    // Signing out last, so the other operations keep their sessions.
    const ops = listOperations().sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
    const failures: string[] = [];
    let count = 0;
    for (const op of ops) {
      for (const sent of requestsFor(op, roles)) {
        count++;
        const headers: Record<string, string> = { ...(op.method === 'GET' ? {} : sent.who.headers) };
        if (sent.contentType) headers['content-type'] = sent.contentType;
        const started = performance.now();
        const res = await t.app.inject({ method: op.method as 'GET', url: sent.url, payload: sent.payload, headers, cookies: sent.who.cookies });
        const ms = performance.now() - started;
        const where = `${op.operationId} [${sent.label}] ${op.method} ${sent.url.slice(0, 160)}`;
        const problems: string[] = [];
        if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (ms > SLOW_MS) problems.push(`took ${Math.round(ms)} ms`);
        for (const h of ['x-request-id', 'content-security-policy', 'x-content-type-options']) if (!res.headers[h]) problems.push(`no ${h} header`);
        const contentType = String(res.headers['content-type'] ?? '');
        const json = contentType.includes('application/json') ? (JSON.parse(res.body) as unknown) : undefined;
        if (sent.documented) {
          try {
            assertResponseMatches(op.operationId, res.statusCode, contentType, json);
          } catch (err) {
            problems.push((err as Error).message.slice(0, 300));
          }
        } else if (typeof (json as { retcode?: unknown } | undefined)?.retcode !== 'number') {
          problems.push(`no envelope: HTTP ${res.statusCode} ${contentType} ${res.body.slice(0, 120)}`);
        }
        if (problems.length) failures.push(`${where}: ${problems.join('; ')}`);
      }
    }
    console.warn(`fuzzer: ${count} requests over ${ops.length} operations, seed ${SEED}`);
    expect(failures.slice(0, 25), `FUZZ_SEED=${SEED}: ${failures.length} of ${count} requests failed`).toEqual([]);
  });
});
