// Teams on the API: create and staff review, search, apply, the leader's approval, 15 members at most,
// a rejected applicant refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12' });
});
afterAll(() => t.close());

const staff = () => t.newResearcher({ role: 'staff' });
const create = (who: Who, name: string) => callOp(t.app, 'createTeam', { ...who, form: { name, intro: '介绍', contact: 'team@example.com' } });

describe('teams', () => {
  it('creates, is reviewed by staff, takes an applicant the leader approves, and shows the members', async () => {
    const lead = await t.newResearcher({ nickname: 'Leader' });
    const boss = await staff();
    const id = data(await create(lead, '红队')).id as number;
    expect((await create(lead, '又一个')).json.retcode).toBe(1007);
    const pending = data(await callOp(t.app, 'listAdminTeams', { ...boss, query: { status: 0 } })).teams as Data[];
    expect(pending.map((x) => x.name)).toContain('红队');
    const bob = await t.newResearcher({ nickname: 'Bob' });
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(1002);
    expect(data(await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } }))).toEqual({ status: 1 });
    expect((await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } })).json.retcode).toBe(1006);
    expect((data(await callOp(t.app, 'searchTeams', { ...bob, query: { keyword: '红' } })).teams as Data[])[0]).toMatchObject({ id, memberCount: 1, maxMembers: 15 });
    const applicationId = data(await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).applicationId as number;
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(1007);
    expect((await callOp(t.app, 'approveTeamApplication', { ...bob, params: { id: applicationId } })).json.retcode).toBe(4003);
    const mine = data(await callOp(t.app, 'getMyTeam', lead)).team as Data;
    expect(mine).toMatchObject({ isLeader: true, status: 1 });
    expect((mine.applicants as Data[])[0]).toMatchObject({ id: applicationId, nickname: 'Bob', status: 0 });
    expect((await callOp(t.app, 'approveTeamApplication', { ...lead, params: { id: applicationId } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'approveTeamApplication', { ...lead, params: { id: applicationId } })).json.retcode).toBe(1006);
    expect((data(await callOp(t.app, 'searchTeams', { ...bob, query: { keyword: '红队' } })).teams as Data[])[0]).toMatchObject({ memberCount: 2 });
    expect((data(await callOp(t.app, 'listAdminTeams', { ...boss, query: { status: 1 } })).teams as Data[]).find((x) => x.id === id)).toMatchObject({ memberCount: 2 });
    const after = data(await callOp(t.app, 'getMyTeam', bob));
    expect((after.team as Data).members as Data[]).toHaveLength(2);
    expect(after.switchRule).toMatchObject({ nextChangeAt: expect.any(String) });
    // The leader cannot leave while Bob is there; Bob leaves freely but cannot join again for 12 months.
    expect((await callOp(t.app, 'leaveTeam', lead)).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'leaveTeam', bob)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'applyTeam', { ...bob, params: { id } })).json.retcode).toBe(3002);
    expect((await callOp(t.app, 'leaveTeam', bob)).json.retcode).toBe(1002);
  });

  it('stops at 15 members and refuses a rejected applicant', async () => {
    const lead = await t.newResearcher();
    const boss = await staff();
    const id = data(await create(lead, '满员队')).id as number;
    await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } });
    for (let i = 0; i < 14; i += 1) {
      const u = await t.createUser();
      await t.db.update(users).set({ teamId: id }).where(eq(users.id, u));
    }
    const late = await t.newResearcher();
    expect((await callOp(t.app, 'applyTeam', { ...late, params: { id } })).json.retcode).toBe(3001);
    await t.db.update(users).set({ teamId: null }).where(eq(users.teamId, id));
    await t.db.update(users).set({ teamId: id }).where(eq(users.id, lead.id));
    const appId = data(await callOp(t.app, 'applyTeam', { ...late, params: { id } })).applicationId as number;
    expect((await callOp(t.app, 'refuseTeamApplication', { ...lead, params: { id: appId } })).json.retcode).toBe(0);
    expect(data(await callOp(t.app, 'getMyTeam', late))).toMatchObject({ team: null, pendingApplication: null });
    const rejected = data(await create(await t.newResearcher(), '被拒队')).id as number;
    await callOp(t.app, 'reviewTeam', { ...boss, params: { id: rejected }, form: { approve: false, comment: '名称不合适' } });
    const [row] = await t.db.select().from(teams).where(eq(teams.id, rejected));
    expect(row!.status).toBe(2);
  });
});
