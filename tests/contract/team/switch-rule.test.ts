// The team-switch rule (docs/rules.md#team-change): one rule read from the settings — joining or
// creating a team is a change, leaving is not — enforced with a non-default number of months and
// worded identically in the team pages' answer (getMyTeam), the refusal and the FAQ, both languages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, users } from '../../../server/src/db/schema';
import { putSetting } from '../../../server/src/services/settings/settings';
import { FAQ_TEAM_RULE } from '../../../server/src/services/team/team-rule';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await putSetting(t.db, 'teamChangeMonths', 3);
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const setLastChange = (who: Who, at: Date | null) => t.db.update(users).set({ lastTeamChangeAt: at }).where(eq(users.id, who.id));
const lastChange = async (who: Who) => (await t.db.select({ at: users.lastTeamChangeAt }).from(users).where(eq(users.id, who.id)))[0]!.at;

async function approvedTeam(name: string): Promise<{ id: number; lead: Who }> {
  const lead = await t.newResearcher();
  const boss = await t.newResearcher({ role: 'staff' });
  const id = data(await callOp(t.app, 'createTeam', { ...lead, form: { name, intro: '介绍', contact: 'team@example.com' } })).id as number;
  await callOp(t.app, 'reviewTeam', { ...boss, params: { id }, form: { approve: true } });
  return { id, lead };
}

async function join(who: Who, team: { id: number; lead: Who }) {
  const applied = await callOp(t.app, 'applyTeam', { ...who, params: { id: team.id } });
  if (applied.json.retcode !== 0) return applied.json;
  await callOp(t.app, 'approveTeamApplication', { ...team.lead, params: { id: data(applied).applicationId as number } });
  return applied.json;
}

describe('the team-switch rule', () => {
  it('counts joining, not leaving, and reads the configured months', async () => {
    const [red, blue] = [await approvedTeam('红队'), await approvedTeam('蓝队')];
    const bob = await t.newResearcher();
    expect((await join(bob, red)).retcode).toBe(0);
    const joinedAt = await lastChange(bob);
    expect(joinedAt).not.toBeNull();
    expect((await callOp(t.app, 'leaveTeam', bob)).json.retcode).toBe(0);
    expect(await lastChange(bob)).toEqual(joinedAt);

    const refused = await join(bob, blue);
    expect(refused.retcode).toBe(3002);
    expect(refused.retmsg).toContain('每 3 个月可加入或创建一次团队；退出团队不计为变更。');
    // Four months ago is past 3 months (it would not be past the default 12).
    await setLastChange(bob, ago(4 * 31));
    expect(data(await callOp(t.app, 'getMyTeam', bob)).switchRule).toEqual({ text: '每 3 个月可加入或创建一次团队；退出团队不计为变更。', nextChangeAt: null });
    expect((await join(bob, blue)).retcode).toBe(0);
  });

  it('counts creating a team, and 0 months means no limit', async () => {
    const ada = await t.newResearcher();
    await setLastChange(ada, ago(80));
    const early = await callOp(t.app, 'createTeam', { ...ada, form: { name: '太早', intro: 'x', contact: 'x' } });
    expect(early.json.retcode).toBe(3002);
    await setLastChange(ada, ago(100));
    const id = data(await callOp(t.app, 'createTeam', { ...ada, form: { name: '绿队', intro: 'x', contact: 'x' } })).id as number;
    expect(id).toBeGreaterThan(0);
    expect((await callOp(t.app, 'leaveTeam', ada)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'createTeam', { ...ada, form: { name: '紫队', intro: 'x', contact: 'x' } })).json.retcode).toBe(3002);

    await putSetting(t.db, 'teamChangeMonths', 0);
    try {
      expect(data(await callOp(t.app, 'getMyTeam', { ...ada, query: { language: 'en' } })).switchRule).toEqual({
        text: 'You can join or create a team at any time; leaving a team does not count as a change.',
        nextChangeAt: null,
      });
      expect((await callOp(t.app, 'createTeam', { ...ada, form: { name: '紫队', intro: 'x', contact: 'x' } })).json.retcode).toBe(0);
    } finally {
      await putSetting(t.db, 'teamChangeMonths', 3);
    }
  });

  it('words the rule identically in the FAQ and the team pages, with the configured months, in both languages', async () => {
    await t.db.insert(faqs).values([
      { language: 'zh', sort: 1, question: '多久可以更换一次团队？', answer: `<p>${FAQ_TEAM_RULE}</p>` },
      { language: 'en', sort: 1, question: 'How often can I change teams?', answer: `<p>${FAQ_TEAM_RULE}</p>` },
    ]);
    const ada = await t.newResearcher();
    for (const language of ['zh', 'en'] as const) {
      const rule = (data(await callOp(t.app, 'getMyTeam', { ...ada, query: { language } })).switchRule as Data).text as string;
      expect(rule).toContain('3');
      const faq = (data(await callOp(t.app, 'listFaq', { query: { language } })).faqs as Data[]).map((f) => f.answer);
      expect(faq).toContain(`<p>${rule}</p>`);
    }
    expect((data(await callOp(t.app, 'getMyTeam', { ...ada, query: { language: 'en' } })).switchRule as Data).text as string).toBe(
      'You can join or create a team once every 3 months; leaving a team does not count as a change.',
    );
  });
});
