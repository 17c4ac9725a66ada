/** @module-tag postgres */
// One smoke test per tag of the contract, the PostgreSQL lane's view of every area (it runs on the
// embedded database too): the demo's data (on PostgreSQL loaded into this database: writes in
// every area), then every operation of the tag
// that needs no parameter answers retcode 0 with what the contract documents, called as staff when its
// security names staff, otherwise as the demo researcher, on the demo's data. A tag whose operations all need a parameter gets its call
// in CALLS below; a new tag without either fails here until it has one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonth, monthOf, monthStart } from '../../common/contract-time';
import { listOperations, loadSpec, type OperationInfo } from '../../server/src/contract';
import { users } from '../../server/src/db/schema';
import { DEMO_RESEARCHER, DEMO_STAFF } from '../../server/src/demo/index';
import { callOp, type CallOptions, type Credentials, startTestApp, type TestApp } from './harness';
import { parametersOf } from './sample-values';

let t: TestApp;
const as: Record<'researcher' | 'staff', Credentials> = {} as never;

beforeAll(async () => {
  t = await startTestApp({}, { demo: true });
  const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  as.researcher = await t.sessionAs(await idOf(DEMO_RESEARCHER));
  as.staff = await t.sessionAs(await idOf(DEMO_STAFF));
}, 120_000);
afterAll(() => t.close());

/** Calls of tags whose every operation needs a parameter. */
const CALLS: Record<string, { operationId: string; role: keyof typeof as; options: () => CallOptions }> = {
  adminRank: {
    operationId: 'runMonthlyPrize',
    role: 'staff',
    options: () => ({ form: { month: lastMonth() } }),
  },
};

/** The month before the current one in UTC+8 ('YYYY-MM'): it has ended, so it may be awarded. */
function lastMonth(): string {
  const { year, month } = monthOf(new Date());
  return formatMonth(monthStart(year, month - 1));
}

/** A browser's step that answers a redirect (single sign-on's start: its system test follows it). */
const redirects = (op: OperationInfo) => '302' in ((loadSpec().paths[op.path]![op.method.toLowerCase()] as { responses?: Record<string, unknown> }).responses ?? {});

/** What answers a GET without a parameter (the stream never ends: its own suite reads it). */
function parameterless(op: OperationInfo): boolean {
  const required = parametersOf(op.path, op.method.toLowerCase()).filter((p) => p.required && p.name !== 'language');
  return op.method === 'GET' && required.length === 0 && op.operationId !== 'streamNotices' && !redirects(op);
}

function roleOf(op: OperationInfo): keyof typeof as {
  const schemes = op.security.flatMap((s) => Object.keys(s));
  // Public operations as a signed-in researcher: they answer visitors alike, and getInfo answers a
  // visitor 4004 by design.
  return schemes.includes('staff') ? 'staff' : 'researcher';
}

const tags = ((loadSpec().tags ?? []) as { name: string }[]).map((tag) => tag.name);

describe('every tag of the contract answers on this database', () => {
  it('has a tag list to walk', () => expect(tags.length).toBeGreaterThan(30));

  it.each(tags)('%s', async (tag) => {
    const reads = listOperations().filter((op) => op.tag === tag && parameterless(op));
    const call = CALLS[tag];
    expect(reads.length > 0 || call !== undefined, `${tag}: no operation without a parameter; add one to CALLS`).toBe(true);
    for (const op of reads) {
      const res = await callOp(t.app, op.operationId, as[roleOf(op)]);
      expect(res.status, `${op.operationId}: ${res.body.slice(0, 200)}`).toBe(200);
      if (res.json) expect(res.json.retcode, `${op.operationId}: ${res.json.retmsg}`).toBe(0);
    }
    if (call) {
      const who = as[call.role];
      const res = await callOp(t.app, call.operationId, { ...who, ...call.options() });
      expect(res.json.retcode, `${call.operationId}: ${res.json.retmsg}`).toBe(0);
    }
  });
});
