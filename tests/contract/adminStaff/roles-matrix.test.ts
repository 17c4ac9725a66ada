// Every staff operation called by a member holding each single role: allowed exactly where the
// operation's `staff` requirement lists the role (4003 everywhere else, before any body is read),
// and a personal API token with a staff scope held to the same roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../generated/enums';
import { listOperations } from '../../../server/src/contract';
import { callOp, data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
const members = {} as Record<StaffRole, Who>;
const ROLES = Object.values(StaffRole);
const staffOps = listOperations().filter((op) => op.security.some((r) => 'staff' in r));
const rolesOf = (op: (typeof staffOps)[number]) => op.security.find((r) => 'staff' in r)!.staff!;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) members[role] = await t.newResearcher({ role: 'staff', staffRoles: [role] });
});
afterAll(() => t.close());

describe('the role matrix', () => {
  it('covers every staff operation', () => {
    expect(staffOps.length).toBeGreaterThan(85);
  });

  for (const role of ROLES) {
    it(`lets a ${role} call exactly the operations that list ${role}`, async () => {
      const who = members[role];
      const wrong: string[] = [];
      for (const op of staffOps) {
        // An id nobody holds: an allowed call finds nothing or refuses the empty body; it never changes a row.
        const url = op.path.replace(/\{(\w+)\}/g, '999999');
        const res = await t.app.inject({ method: op.method as 'GET', url, query: { language: 'zh' }, cookies: who.cookies, headers: who.headers });
        const retcode = res.headers['content-type']?.toString().includes('application/json') ? (res.json() as { retcode: number }).retcode : 0;
        const allowed = rolesOf(op).includes(role);
        if (allowed ? retcode === 4003 || retcode === 4006 : retcode !== 4003) wrong.push(`${op.operationId}: ${retcode}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('holds a staff token to its holder’s roles: a viewer’s token reads reports but cannot act on them', async () => {
    const viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
    const created = await callOp(t.app, 'createApiToken', { ...viewer, form: { name: 'ci', scopes: ['staff:bugs:read', 'staff:bugs:write'], expiresInDays: 30 } });
    expect(created.json.retcode, created.json.retmsg).toBe(0);
    const bearer = { authorization: `Bearer ${(data(created) as { token: string }).token}` };
    expect((await callOp(t.app, 'listAdminBugs', { headers: bearer })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'replyAdminBug', { headers: bearer, params: { id: 1 }, form: { content: 'x' } })).json.retcode).toBe(4003);
  });
});
