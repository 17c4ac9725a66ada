// The staff team from an owner's seat: the member list, roles, invitations (sent by mail, used once
// at sign-in, revocable, expiring) and removing a member, whose session and token stop at once.
// A team always keeps an owner.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, staffInvitations, users, verificationCodes } from '../../../server/src/db/schema';
import { enrol, TestClock } from '../second-factor-kit';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let owner: Who;
let seq = 0;
const clock = new TestClock();

beforeAll(async () => {
  // Every colleague here signs in from the one test address.
  t = await startTestApp({ CODES_PER_IP_PER_HOUR: '1000' }, { now: clock.now });
  owner = await t.newResearcher({ role: 'staff', staffRoles: ['owner'], nickname: 'Boss' });
});
afterAll(() => t.close());

const fresh = () => `colleague${++seq}@example.org`;

function outbox(): string {
  return fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8');
}

/** Signs an email in by its mailed code, as the site does; answers the sign-in's answer and its credentials. */
async function signIn(email: string): Promise<{ info: Data; who: Credentials }> {
  const anon = await anonymousSession(t.app);
  // An earlier code of this email is an hour old: a second sign-in need not wait a minute to ask again.
  await t.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 3_600_000) });
  expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } })).json.retcode).toBe(0);
  const code = /\b(\d{6})\b/.exec(outbox().split(`to=${email}`).at(-1)!)![1]!;
  const res = await callOp(t.app, 'emailLogin', { ...anon, form: { email, code } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const cookie = res.cookies.find((c) => c.name === 'src_sid')!;
  return { info: data(res).info as Data, who: { cookies: { src_sid: cookie.value }, headers: { 'x-csrf-token': data(res).token as string } } };
}

const invite = (email: string, roles: string[], who: Credentials = owner) => callOp(t.app, 'createStaffInvitation', { ...who, form: { email, roles } });
const members = async () => data(await callOp(t.app, 'listStaffMembers', owner)).members as Data[];

describe('invitations', () => {
  it('mails the console address; the email joins with the roles at its next sign-in, once', async () => {
    const email = fresh();
    const sent = await invite(email.toUpperCase(), ['triager', 'viewer']);
    expect(sent.json.retcode, sent.json.retmsg).toBe(0);
    expect(outbox()).toMatch(new RegExp(`purpose=invitation to=${email} link=http\\S+/v2/admin/`));
    const listed = (data(await callOp(t.app, 'listStaffInvitations', owner)).invitations as Data[])[0]!;
    expect(listed).toMatchObject({ email, roles: ['triager', 'viewer'], state: 'open', invitedBy: 'Boss', usedTime: null });

    const { info, who } = await signIn(email);
    expect(info).toMatchObject({ role: 'staff', staffRoles: ['triager', 'viewer'] });
    expect((await callOp(t.app, 'listAdminBugs', who)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'getAdminSettings', who)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'updateAdminSettings', { ...who, form: { urgeAfterDays: 3 } })).json.retcode).toBe(4003);
    const after = (data(await callOp(t.app, 'listStaffInvitations', owner)).invitations as Data[])[0]!;
    expect(after.state).toBe('used');
    expect(after.usedTime).not.toBeNull();

    // Used once: taking the staff role away and signing in again does not bring it back.
    const id = (await members()).find((m) => m.email === email)!.userId as number;
    expect((await callOp(t.app, 'removeStaffMember', { ...owner, params: { id } })).json.retcode).toBe(0);
    expect((await signIn(email)).info).toMatchObject({ role: 'researcher', staffRoles: [] });
  });

  it('is refused for staff and malformed emails, replaces an open one, and can be revoked', async () => {
    const ownerEmail = (await members()).find((m) => m.userId === owner.id)!.email as string;
    expect((await invite(ownerEmail, ['viewer'])).json.retcode).toBe(1006);
    expect((await invite('not-an-email', ['viewer'])).json.retcode).toBe(1001);
    expect((await invite(fresh(), ['root'])).json.retcode).toBe(1001);

    const email = fresh();
    const first = data(await invite(email, ['editor'])).id as number;
    const second = data(await invite(email, ['fulfilment'])).id as number;
    const states = Object.fromEntries((data(await callOp(t.app, 'listStaffInvitations', owner)).invitations as Data[]).map((i) => [i.id, i.state]));
    expect(states[first]).toBe('revoked');
    expect(states[second]).toBe('open');
    expect((await callOp(t.app, 'revokeStaffInvitation', { ...owner, params: { id: second } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'revokeStaffInvitation', { ...owner, params: { id: second } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'revokeStaffInvitation', { ...owner, params: { id: 999999 } })).json.retcode).toBe(1002);
    expect((await signIn(email)).info).toMatchObject({ role: 'researcher', staffRoles: [] });
  });

  it('works for the staffInvitationDays setting’s days (7 unless staff change it)', async () => {
    const sent = data(await invite(fresh(), ['viewer'])) as { expireTime: string };
    const days = (expire: string) => Math.round((Date.parse(expire.replace(' ', 'T') + '+08:00') - Date.now()) / 86_400_000);
    expect(days(sent.expireTime)).toBe(7);
    expect((await callOp(t.app, 'updateAdminSettings', { ...owner, form: { staffInvitationDays: 2 } })).json.retcode).toBe(0);
    expect(days((data(await invite(fresh(), ['viewer'])) as { expireTime: string }).expireTime)).toBe(2);
    expect((await callOp(t.app, 'updateAdminSettings', { ...owner, form: { staffInvitationDays: 31 } })).json.retcode).toBe(1001);
    await callOp(t.app, 'updateAdminSettings', { ...owner, form: { staffInvitationDays: 7 } });
  });

  it('expires after 7 days', async () => {
    const email = fresh();
    const id = data(await invite(email, ['viewer'])).id as number;
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, id));
    expect((data(await callOp(t.app, 'listStaffInvitations', owner)).invitations as Data[]).find((i) => i.id === id)!.state).toBe('expired');
    expect((await signIn(email)).info).toMatchObject({ role: 'researcher' });
  });

  it('is sent by owners only', async () => {
    const triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    expect((await invite(fresh(), ['owner'], triager)).json.retcode).toBe(4003);
  });
});

describe('members', () => {
  it('lists roles, last sign-in and open assignments, owners first', async () => {
    const email = fresh();
    await invite(email, ['editor']);
    await signIn(email);
    const list = await members();
    expect(list[0]!.roles).toContain('owner');
    const joined = list.find((m) => m.email === email)!;
    expect(joined).toMatchObject({ roles: ['editor'], secondFactor: false, openAssigned: 0 });
    expect(joined.lastSignInTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Turning two-factor sign-in on shows in the list.
    const member = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
    await enrol(t, member, clock);
    expect((await members()).find((m) => m.userId === member.id)!.secondFactor).toBe(true);
  });

  it('keeps an owner: the last one can be neither demoted nor removed, another can', async () => {
    const solo = await startTestApp();
    try {
      const only = await solo.newResearcher({ role: 'staff', staffRoles: ['owner'] });
      const second = await solo.newResearcher({ role: 'staff', staffRoles: ['owner'] });
      expect((await callOp(solo.app, 'setStaffRoles', { ...only, params: { id: second.id }, form: { roles: ['viewer'] } })).json.retcode).toBe(0);
      const demoteSelf = await callOp(solo.app, 'setStaffRoles', { ...only, params: { id: only.id }, form: { roles: ['triager'] } });
      expect(demoteSelf.json).toMatchObject({ retcode: 1006, retmsg: '团队至少需要保留一名负责人' });
      expect((await callOp(solo.app, 'setUserRole', { ...only, params: { id: only.id }, form: { role: 'researcher' } })).json.retcode).toBe(1006);
      expect((await callOp(solo.app, 'removeStaffMember', { ...only, params: { id: only.id } })).json.retcode).toBe(1006);
      expect((await callOp(solo.app, 'setStaffRoles', { ...only, params: { id: 999999 }, form: { roles: ['viewer'] } })).json.retcode).toBe(1002);
    } finally {
      await solo.close();
    }
  });

  it('applies new roles on the member’s next request', async () => {
    const member = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
    expect((await callOp(t.app, 'reviewTeam', { ...member, params: { id: 999999 }, form: { approve: true } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'setStaffRoles', { ...owner, params: { id: member.id }, form: { roles: ['editor'] } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'reviewTeam', { ...member, params: { id: 999999 }, form: { approve: true } })).json.retcode).toBe(1002);
  });

  it('removing a member ends their session and API tokens at once and unassigns their open reports', async () => {
    const member = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
    const token = (data(await callOp(t.app, 'createApiToken', { ...member, form: { name: 'ci', scopes: ['staff:bugs:read'], expiresInDays: 30 } })) as { token: string }).token;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await callOp(t.app, 'listAdminBugs', { headers: bearer })).json.retcode).toBe(0);
    const researcher = await t.newResearcher();
    const [bug] = await t.db
      .insert(bugs)
      .values({ userId: researcher.id, name: 'XSS', level: 2, mainType: 3, subType: 301, link: 'https://example.com', detail: '<p>x</p>', assigneeId: member.id })
      .returning({ id: bugs.id });

    expect((await callOp(t.app, 'removeStaffMember', { ...owner, params: { id: member.id } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'listAdminBugs', member)).json.retcode).toBe(4006);
    expect((await callOp(t.app, 'listAdminBugs', { headers: bearer })).json.retcode).toBe(4006);
    const [row] = await t.db.select({ assigneeId: bugs.assigneeId }).from(bugs).where(eq(bugs.id, bug!.id));
    expect(row!.assigneeId).toBeNull();
    const [account] = await t.db.select({ role: users.role, staffRoles: users.staffRoles }).from(users).where(eq(users.id, member.id));
    expect(account).toEqual({ role: 'researcher', staffRoles: [] });
    expect((await callOp(t.app, 'removeStaffMember', { ...owner, params: { id: member.id } })).json.retcode).toBe(1002);
  });
});
