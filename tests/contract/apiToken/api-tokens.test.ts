// Personal API tokens: every operation whose contract names a `bearer` scope is called
// with a token holding that scope (works), a token holding every other scope (4003) and an expired
// token (4006); the list comes from the contract, so a newly scoped operation is covered or fails
// here. Then the abuse cases: a token never works on staff operations unless it is a staff token
// held by staff, nor on an operation without a bearer requirement, nor from the query string, nor a
// moment after it is revoked; it needs no CSRF header, ignores the session cookie and sets no cookie.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, bugs, users } from '../../../server/src/db/schema';
import { listOperations } from '../../../server/src/contract';
import { RATE_PER_MINUTE } from '../../../server/src/plugins/app/api-token';
import { tokenHash as hashOf } from '../../../server/src/services/account/api-tokens';
import { ApiTokenScope } from '../../../generated/enums';
import { callOp, type CallOptions, type Credentials, data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let researcher: Who;
let staff: Who;
let bugId = 0;

const ALL_SCOPES = Object.values(ApiTokenScope);
const isStaffScope = (s: string) => s.startsWith('staff:');

/** Creates a token through the API (as its holder's session) and answers the secret. */
async function token(who: Credentials, scopes: string[], expiresInDays = 30): Promise<string> {
  const res = await callOp(t.app, 'createApiToken', { ...who, form: { name: `t-${scopes.join('+')}`, scopes, expiresInDays } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return (data(res) as { token: string }).token;
}

const bearer = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

const scoped = listOperations().flatMap((op) => {
  const req = op.security.find((r) => 'bearer' in r);
  return req ? [{ ...op, scopes: req.bearer! }] : [];
});

/** The request each scoped operation needs; a scoped operation missing here fails the test. */
function requestFor(operationId: string): CallOptions {
  const reads: Record<string, CallOptions> = {
    listMyBugs: {},
    getBug: { params: { id: bugId } },
    listBugComments: { params: { id: bugId } },
    listLogs: { query: { bugId } },
    listCoinRecords: {},
    getCoinStatement: { query: { month: '2026-11' } },
    getCenterSummary: {},
    listAdminBugs: {},
    getAdminBug: { params: { id: bugId } },
    listAdminBugComments: { params: { id: bugId } },
    listAdminBugLogs: { params: { id: bugId } },
  };
  const writes: Record<string, CallOptions> = {
    submitBug: { form: { name: 'API 提交', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/a', detail: '<p>步骤</p>' } },
    replyBug: { params: { id: bugId }, form: { content: 'via token' } },
    replyAdminBug: { params: { id: bugId }, form: { content: 'staff via token' } },
    actOnBug: { params: { id: bugId }, form: { action: 'update@start' } },
  };
  const found = reads[operationId] ?? writes[operationId];
  if (!found) throw new Error(`no request for the scoped operation ${operationId}: add one to requestFor`);
  return found;
}

beforeAll(async () => {
  t = await startTestApp();
  researcher = await t.newResearcher();
  staff = await t.newResearcher({ role: 'staff' });
  const [row] = await t.db.insert(bugs).values({ userId: researcher.id, name: 'seed', level: 2, detail: '<p>x</p>', mainType: 3, subType: 301 }).returning({ id: bugs.id });
  bugId = row!.id;
}, 60_000);
afterAll(async () => t?.close());

describe('every operation with a bearer scope, from the contract', () => {
  it('the contract scopes the operations the brief names, and every scope is used', () => {
    const ids = scoped.map((o) => o.operationId);
    expect(ids).toEqual(expect.arrayContaining(['listMyBugs', 'getBug', 'submitBug', 'replyBug', 'listCoinRecords', 'getCenterSummary', 'listAdminBugs', 'actOnBug']));
    expect(new Set(scoped.flatMap((o) => o.scopes))).toEqual(new Set(ALL_SCOPES));
    // A staff operation only ever takes a staff scope; a researcher operation never does.
    for (const op of scoped) expect(op.scopes.every(isStaffScope), op.operationId).toBe(op.path.startsWith('/v2/admin/'));
  });

  for (const op of scoped) {
    it(`${op.operationId} (${op.scopes.join(', ')}): right scope works without CSRF, wrong scope 4003, expired 4006`, async () => {
      const holder = op.scopes.some(isStaffScope) ? staff : researcher;
      const right = await token(holder, op.scopes);
      const wrong = await token(
        holder,
        ALL_SCOPES.filter((s) => !op.scopes.includes(s) && (holder === staff || !isStaffScope(s))),
      );
      const expired = await token(holder, op.scopes);
      await t.db
        .update(apiTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiTokens.tokenHash, hashOf(expired)));

      const ok = await callOp(t.app, op.operationId, { ...requestFor(op.operationId), ...bearer(right) });
      expect(ok.json.retcode, ok.json.retmsg).toBe(0);
      expect(ok.headers['set-cookie']).toBeUndefined();

      const refused = await callOp(t.app, op.operationId, { ...requestFor(op.operationId), ...bearer(wrong) });
      expect(refused.json.retcode).toBe(4003);
      expect(refused.json.retdata).toBeNull();

      const dead = await callOp(t.app, op.operationId, { ...requestFor(op.operationId), ...bearer(expired) });
      expect(dead.json.retcode).toBe(4006);
      // Out of the way of the 20-working-tokens limit for the next operations.
      for (const secret of [right, wrong])
        await t.db
          .update(apiTokens)
          .set({ revokedAt: new Date() })
          .where(eq(apiTokens.tokenHash, hashOf(secret)));
    });
  }
});

describe('what a token can never do', () => {
  it('a researcher token never works on a staff operation, whatever its scopes', async () => {
    const every = await token(
      researcher,
      ALL_SCOPES.filter((s) => !isStaffScope(s)),
    );
    for (const op of listOperations().filter((o) => o.path.startsWith('/v2/admin/') && o.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: op.path.replace(/\{\w+\}/g, String(bugId)), query: { language: 'en' }, ...bearer(every) });
      expect([4003, 4006], op.operationId).toContain(res.json().retcode);
    }
  });

  it('a researcher cannot create a staff-scoped token (4003), and a staff token dies when its holder is no longer staff', async () => {
    const asked = await callOp(t.app, 'createApiToken', { ...researcher, form: { name: 'x', scopes: ['staff:bugs:read'], expiresInDays: 1 } });
    expect(asked.json.retcode).toBe(4003);

    const formerStaff = await t.newResearcher({ role: 'staff' });
    const secret = await token(formerStaff, ['staff:bugs:read']);
    expect((await callOp(t.app, 'listAdminBugs', bearer(secret))).json.retcode).toBe(0);
    await t.db.update(users).set({ role: 'researcher', staffRoles: [] }).where(eq(users.id, formerStaff.id));
    expect((await callOp(t.app, 'listAdminBugs', bearer(secret))).json.retcode).toBe(4003);
  });

  it("a staff member's researcher-scoped token reads only that member's own reports", async () => {
    const secret = await token(staff, ['bugs:read']);
    const res = await callOp(t.app, 'getBug', { params: { id: bugId }, ...bearer(secret) });
    expect(res.json.retcode).toBe(1002);
  });

  it('an operation without a bearer requirement treats a token as a visitor, and ignores the cookie sent with it', async () => {
    const secret = await token(
      researcher,
      ALL_SCOPES.filter((s) => !isStaffScope(s)),
    );
    const res = await callOp(t.app, 'listAddresses', { cookies: researcher.cookies, headers: { ...researcher.headers, authorization: `Bearer ${secret}` } });
    expect(res.json.retcode).toBe(4006);
    // The same cookie alone still works: the refusal came from the token, not a broken session.
    expect((await callOp(t.app, 'listAddresses', researcher)).json.retcode).toBe(0);
  });

  it('a token in the query string is refused', async () => {
    const secret = await token(researcher, ['bugs:read']);
    for (const name of ['access_token', 'token', 'authorization']) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/api/my/bugs', query: { language: 'en', [name]: secret } });
      expect(res.json().retcode, name).toBe(4006);
    }
  });

  it('a revoked token is refused at once; an unknown or malformed one likewise', async () => {
    const secret = await token(researcher, ['bugs:read']);
    expect((await callOp(t.app, 'listMyBugs', bearer(secret))).json.retcode).toBe(0);
    const listed = data(await callOp(t.app, 'listApiTokens', researcher)) as { list: { id: number; prefix: string }[] };
    const mine = listed.list.find((x) => secret.startsWith(x.prefix))!;
    expect((await callOp(t.app, 'revokeApiToken', { ...researcher, params: { id: mine.id } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'listMyBugs', bearer(secret))).json.retcode).toBe(4006);
    expect((await callOp(t.app, 'listMyBugs', bearer(`srcp_${'0'.repeat(64)}`))).json.retcode).toBe(4006);
    expect((await callOp(t.app, 'listMyBugs', bearer('not-a-token'))).json.retcode).toBe(4006);
    // Revoking again, or another's token, is 1002.
    expect((await callOp(t.app, 'revokeApiToken', { ...researcher, params: { id: mine.id } })).json.retcode).toBe(1002);
  });

  it('a token cannot manage tokens (session only)', async () => {
    const secret = await token(
      researcher,
      ALL_SCOPES.filter((s) => !isStaffScope(s)),
    );
    expect((await callOp(t.app, 'listApiTokens', bearer(secret))).json.retcode).toBe(4006);
    expect((await callOp(t.app, 'createApiToken', { ...bearer(secret), form: { name: 'x', scopes: ['bugs:read'], expiresInDays: 1 } })).json.retcode).not.toBe(0);
  });

  it('tokens die with their account', async () => {
    const gone = await t.newResearcher();
    const secret = await token(gone, ['bugs:read']);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await callOp(t.app, 'listMyBugs', bearer(secret))).json.retcode).toBe(4006);
  });
});

describe('what is stored and listed', () => {
  it('keeps only the hash, shows the secret once, and records the last use', async () => {
    const secret = await token(researcher, ['coins:read']);
    expect(secret).toMatch(/^srcp_[0-9a-f]{64}$/);
    const [row] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashOf(secret)));
    expect(row!.lastUsedAt).toBeNull();
    expect(JSON.stringify(row)).not.toContain(secret.slice(5));
    await callOp(t.app, 'listCoinRecords', bearer(secret));
    const listed = data(await callOp(t.app, 'listApiTokens', researcher)) as { list: { prefix: string; lastUsedAt: string | null }[] };
    const entry = listed.list.find((x) => secret.startsWith(x.prefix))!;
    expect(entry.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(secret.slice(5, 40));
  });

  it('limits each token to its requests a minute (1003)', async () => {
    const secret = await token(researcher, ['coins:read']);
    let last = 0;
    for (let i = 0; i <= RATE_PER_MINUTE; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/v2/api/my/summary', query: { language: 'en' }, ...bearer(secret) });
      last = res.json().retcode;
    }
    expect(last).toBe(1003);
    // Another token of the same account has its own allowance.
    const other = await token(researcher, ['coins:read']);
    expect((await callOp(t.app, 'getCenterSummary', bearer(other))).json.retcode).toBe(0);
  }, 60_000);
});
