// The researcher's own account: profile edits with nickname uniqueness and portrait ownership, email
// change and phone binding through codes (phone codes go to the outbox while there is no SMS
// gateway), the masked real name, and the abuse cases (others' codes, wrong codes, taken values).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads, users, verificationCodes } from '../../../server/src/db/schema';
import { callOp, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// All injected requests share 127.0.0.1: give each test that address's hourly code budget.
beforeEach(async () => {
  await t.db.update(verificationCodes).set({ ip: 'earlier-test' });
});

function lastCode(target: string): string {
  const text = fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8');
  const code = /\b(\d{6})\b/.exec(text.split(`to=${target} `).at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code for ${target}`);
  return code;
}
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('profile', () => {
  it('reads and updates the own profile; a nickname in use by another is 1007', async () => {
    const ada = await t.newResearcher({ email: 'ada@example.org', nickname: 'Ada', phone: null });
    await t.createUser({ nickname: 'Taken Name' });
    const read = await callOp(t.app, 'getProfile', ada);
    expect(read.json.retdata).toEqual({ profile: { userId: ada.id, nickname: 'Ada', portrait: '', sign: '', email: 'ada@example.org', phone: null, realNameVerified: false } });
    const clash = await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'taken name' } });
    expect(clash.json.retcode).toBe(1007);
    expect(clash.json.retmsg).toContain('nickname');
    const res = await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: '  Ada L ', sign: 'hello\nworld', portrait: '/v2/static/portrait/p1.png' } });
    expect(res.json.retdata).toMatchObject({ profile: { nickname: 'Ada L', sign: 'hello world', portrait: '/v2/static/portrait/p1.png' } });
    // Keeping one's own nickname is not a clash.
    expect((await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'Ada L' } })).json.retcode).toBe(0);
  });

  it("refuses another researcher's uploaded image as portrait and accepts one's own", async () => {
    const ada = await t.newResearcher();
    const bob = await t.newResearcher();
    await t.db.insert(uploads).values([
      { key: 'bobsimage.png', ownerId: bob.id, kind: 'image', clientName: 'b.png', ext: 'png', size: 10 },
      { key: 'adasimage.png', ownerId: ada.id, kind: 'image', clientName: 'a.png', ext: 'png', size: 10 },
    ]);
    const theirs = await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'Ada Two', portrait: '/v2/api/file/bobsimage.png' } });
    expect(theirs.json.retcode).toBe(1001);
    const mine = await callOp(t.app, 'updateProfile', { ...ada, form: { nickname: 'Ada Two', portrait: '/v2/api/file/adasimage.png' } });
    expect(mine.json.retcode).toBe(0);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await callOp(t.app, 'getProfile')).json.retcode).toBe(4006);
  });
});

describe('email change', () => {
  it('changes the sign-in email with the code sent to the new address', async () => {
    const ada = await t.newResearcher({ email: 'old-ada@example.org' });
    const sent = await callOp(t.app, 'sendEmailChangeCode', { ...ada, form: { email: 'New-Ada@example.org' } });
    expect(sent.json.retdata).toEqual({ resendAfter: 120 });
    const code = lastCode('new-ada@example.org');
    expect((await callOp(t.app, 'changeEmail', { ...ada, form: { email: 'new-ada@example.org', code: other(code) } })).json.retcode).toBe(1004);
    expect((await callOp(t.app, 'changeEmail', { ...ada, form: { email: 'new-ada@example.org', code } })).json.retcode).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, ada.id));
    expect(row?.email).toBe('new-ada@example.org');
    expect((await callOp(t.app, 'changeEmail', { ...ada, form: { email: 'new-ada@example.org', code } })).json.retcode).toBe(1004);
  });

  it("refuses an address in use, and another account cannot use someone else's code", async () => {
    const ada = await t.newResearcher();
    const mallory = await t.newResearcher();
    await t.createUser({ email: 'owned@example.org' });
    expect((await callOp(t.app, 'sendEmailChangeCode', { ...ada, form: { email: 'owned@example.org' } })).json.retcode).toBe(1007);
    await callOp(t.app, 'sendEmailChangeCode', { ...ada, form: { email: 'ada-next@example.org' } });
    const code = lastCode('ada-next@example.org');
    expect((await callOp(t.app, 'changeEmail', { ...mallory, form: { email: 'ada-next@example.org', code } })).json.retcode).toBe(1004);
  });
});

describe('phone binding', () => {
  it('binds a phone with the 6-digit code, answers it masked, and refuses resend within 120 s', async () => {
    const ada = await t.newResearcher();
    const phone = '+8613812345678';
    const sent = await callOp(t.app, 'sendPhoneCode', { ...ada, form: { phone } });
    expect(sent.json.retdata).toMatchObject({ resendAfter: 120 });
    expect((await callOp(t.app, 'sendPhoneCode', { ...ada, form: { phone } })).json.retcode).toBe(1003);
    const code = lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const bound = await callOp(t.app, 'bindPhone', { ...ada, form: { phone, code } });
    expect(bound.json.retdata).toEqual({ phone: '+86138****5678' });
    expect((await callOp(t.app, 'getProfile', ada)).json.retdata).toMatchObject({ profile: { phone } });
    // The number is now taken for anyone else.
    const bob = await t.newResearcher();
    expect((await callOp(t.app, 'sendPhoneCode', { ...bob, form: { phone } })).json.retcode).toBe(1007);
  });

  it('burns the code after 5 wrong tries', async () => {
    const ada = await t.newResearcher();
    const phone = '+14155550123';
    await callOp(t.app, 'sendPhoneCode', { ...ada, form: { phone } });
    const code = lastCode(phone);
    for (let i = 0; i < 5; i++) expect((await callOp(t.app, 'bindPhone', { ...ada, form: { phone, code: other(code) } })).json.retcode).toBe(1004);
    expect((await callOp(t.app, 'bindPhone', { ...ada, form: { phone, code } })).json.retcode).toBe(1004);
  });
});

describe('real-name status', () => {
  it('answers not verified, or the masked name (a name verified without a request has no number)', async () => {
    const ada = await t.newResearcher();
    const none = { verified: false, state: 0, name: null, idNumber: null, reason: null, submitTime: null, reviewTime: null };
    expect((await callOp(t.app, 'getRealNameStatus', ada)).json.retdata).toEqual(none);
    await t.db.update(users).set({ realName: '王小明' }).where(eq(users.id, ada.id));
    expect((await callOp(t.app, 'getRealNameStatus', ada)).json.retdata).toEqual({ ...none, verified: true, state: 2, name: '王*明' });
  });
});
