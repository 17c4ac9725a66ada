// The configurable rules on the API: read with their defaults, every value checked (1001 naming the
// field, nothing saved), each change applied on the very next request (urge interval, level coin
// range, phone rule, honour thresholds through the rank cache, monthly prize, team changes), and
// every change logged with who, when, old and new value; the single sign-on rules kept as given.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { DEFAULT_SETTINGS } from '../../../server/src/services/settings/settings';
import { callOp, type CallOptions, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
});
afterAll(() => t.close());

const settings = async () => data(await callOp(t.app, 'getAdminSettings', boss)).settings as Data;
const put = (form: CallOptions['form'], who: Credentials = boss, language = 'zh') => callOp(t.app, 'updateAdminSettings', { ...who, query: { language }, form });
async function change(form: CallOptions['form']) {
  const res = await put(form);
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
}
const log = async (query: Record<string, string | number> = {}) => data(await callOp(t.app, 'listSettingChanges', { ...boss, query })) as { total: number; changes: Data[] };

async function submitBug(who: Who) {
  await callOp(t.app, 'getCaptcha', who);
  return callOp(t.app, 'submitBug', { ...who, form: { name: '越权', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/', detail: '<p>步骤</p>', captcha: CAPTCHA } });
}

describe('reading and checking the rules', () => {
  it('answers the defaults until staff change them', async () => {
    expect(await settings()).toEqual({
      honourThresholds: DEFAULT_SETTINGS.honourThresholds,
      levelCoins: DEFAULT_SETTINGS.levelCoins.map(([min, max], level) => ({ level, min, max })),
      monthlyPrize: DEFAULT_SETTINGS.monthlyPrize,
      teamChangeMonths: 12,
      requirePhoneForBug: true,
      urgeAfterDays: 7,
      recheck: { days: 7, rewardCoins: 5 },
      slaTargets: [0, 1, 2, 3, 4].map((level) => ({
        level,
        firstResponse: DEFAULT_SETTINGS.slaTargets.firstResponse[level],
        rating: DEFAULT_SETTINGS.slaTargets.rating[level],
        reward: DEFAULT_SETTINGS.slaTargets.reward[level],
        resolution: DEFAULT_SETTINGS.slaTargets.resolution[level],
      })),
      // On by default (DEFAULT_SETTINGS); the test app turns it off (harness.ts, startTestApp).
      staffSecondFactorRequired: false,
      staffInvitationDays: 7,
      ssoAllowedDomains: [],
      ssoDefaultRole: 'viewer',
      ssoRequiredForStaff: false,
      regulatorClock: { enabled: false, hours: 48 },
    });
  });

  it.each([
    [{ honourThresholds: [10, 100, 1000, 5000] }, 'honourThresholds.0：第一个门槛须为 0'],
    [{ honourThresholds: [0, 100, 100, 5000] }, 'honourThresholds.2：须大于前一个门槛（100）'],
    [{ honourThresholds: [0, 100, 1000] }, 'honourThresholds'],
    [{ levelCoinsMin: [0, 1, 6, 16, 31] }, 'levelCoinsMax：须与 levelCoinsMin 一同给出'],
    [{ levelCoinsMax: [0, 5, 15, 30, 60] }, 'levelCoinsMin：须与 levelCoinsMax 一同给出'],
    [{ levelCoinsMin: [0, 1, 6, 40, 31], levelCoinsMax: [0, 5, 15, 30, 60] }, 'levelCoinsMax.3：不能小于 levelCoinsMin.3（40）'],
    [{ levelCoinsMin: [0, -1, 6, 16, 31], levelCoinsMax: [0, 5, 15, 30, 60] }, 'levelCoinsMin.1'],
    [{ prizeCoins: [300, 200] }, 'prizeCoins'],
    [{ prizeCoins: [1_000_001, 200, 100] }, 'prizeCoins'],
    [{ prizeMinimum: -1 }, 'prizeMinimum'],
    [{ urgeAfterDays: -1 }, 'urgeAfterDays'],
    [{ urgeAfterDays: 'soon' }, 'urgeAfterDays'],
    [{ teamChangeMonths: 121 }, 'teamChangeMonths'],
    [{ requirePhoneForBug: 'maybe' }, 'requirePhoneForBug'],
    [{ slaFirstResponse: [72, 72, 48, 24, 0], slaRating: [1, 1, 1, 1, 1], slaReward: [1, 1, 1, 1, 1], slaResolution: [1, 1, 1, 1, 1] }, 'slaFirstResponse'],
    [{ slaRating: [240, 240, 168, 120, 8761], slaFirstResponse: [1, 1, 1, 1, 1], slaReward: [1, 1, 1, 1, 1], slaResolution: [1, 1, 1, 1, 1] }, 'slaRating'],
    [{ slaReward: [1, 2, 3, 4] }, 'slaReward'],
    [{ slaReward: [1.5, 2, 3, 4, 5] }, 'slaReward'],
    [{ slaFirstResponse: [72, 72, 48, 24, 24] }, 'slaRating：须与 slaFirstResponse 一同给出'],
    [{ ssoAllowedDomains: 'corp.example, not_a_domain' }, 'ssoAllowedDomains：“not_a_domain”不是有效的邮箱域名'],
    [{ ssoAllowedDomains: 'localhost' }, 'ssoAllowedDomains：“localhost”不是有效的邮箱域名'],
    [{ ssoAllowedDomains: Array.from({ length: 21 }, (_, i) => `d${i}.example`).join(' ') }, 'ssoAllowedDomains：最多 20 个域名'],
    [{ ssoDefaultRole: 'admin' }, 'ssoDefaultRole'],
    [{ ssoRequiredForStaff: 'maybe' }, 'ssoRequiredForStaff'],
    [{ regulatorClockHours: 0 }, 'regulatorClockHours'],
    [{ regulatorClockHours: 721 }, 'regulatorClockHours'],
  ])('refuses %o naming %s, and saves nothing', async (form, message) => {
    const res = await put(form as CallOptions['form']);
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain(message);
    expect((await log()).total).toBe(0);
  });

  it('names the field in English too', async () => {
    const res = await put({ honourThresholds: [0, 500, 400, 5000] }, boss, 'en');
    expect([res.json.retcode, res.json.retmsg]).toEqual([1001, 'honourThresholds.2: must be above the previous threshold (500)']);
  });
});

describe('the single sign-on rules', () => {
  it('keep the domains as a list (lower case, once each, without "@"), the role and the switch; an empty text clears the list', async () => {
    const saved = await change({ ssoAllowedDomains: ' Corp.Example,@newhires.example\ncorp.example ', ssoDefaultRole: 'triager', ssoRequiredForStaff: true });
    expect(saved.changed).toEqual(['ssoAllowedDomains', 'ssoDefaultRole', 'ssoRequiredForStaff']);
    expect(await settings()).toMatchObject({ ssoAllowedDomains: ['corp.example', 'newhires.example'], ssoDefaultRole: 'triager', ssoRequiredForStaff: true });
    expect((await change({ ssoAllowedDomains: '', ssoDefaultRole: 'viewer', ssoRequiredForStaff: false })).changed).toHaveLength(3);
    expect(await settings()).toMatchObject({ ssoAllowedDomains: [], ssoDefaultRole: 'viewer', ssoRequiredForStaff: false });
    // Logged like every rule.
    expect((await log({ key: 'ssoAllowedDomains' })).total).toBe(2);
  });
});

describe('a change applies to the next request', () => {
  it('urge interval', async () => {
    const ada = await t.newResearcher();
    expect((await submitBug(ada)).json.retcode).toBe(0);
    const [bug] = await t.db.select().from(bugs).where(eq(bugs.userId, ada.id));
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(bugs.id, bug!.id));
    const state = async () => data(await callOp(t.app, 'getUrgeState', { ...ada, params: { id: bug!.id } }));
    expect(await state()).toEqual({ state: 0, afterDays: 7 });
    expect((await callOp(t.app, 'urgeBug', { ...ada, params: { id: bug!.id } })).json.retmsg).toContain('7');
    expect(await change({ urgeAfterDays: 2 })).toMatchObject({ changed: ['urgeAfterDays'], settings: { urgeAfterDays: 2 } });
    expect(await state()).toEqual({ state: 1, afterDays: 2 });
    expect(data(await callOp(t.app, 'urgeBug', { ...ada, params: { id: bug!.id } }))).toEqual({ state: 2, afterDays: 2 });
  });

  it("a level's base-coin range", async () => {
    const ada = await t.newResearcher();
    const id = data(await submitBug(ada)).id as number;
    const confirm = (baseCoins: number) => callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@confirm', level: 2, baseCoins } });
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@start' } })).json.retcode).toBe(0);
    expect((await confirm(20)).json.retmsg).toContain('6–15');
    await change({ levelCoinsMin: [0, 1, 6, 26, 41], levelCoinsMax: [0, 5, 25, 40, 200] });
    expect((await settings()).levelCoins).toContainEqual({ level: 2, min: 6, max: 25 });
    const confirmed = await confirm(20);
    expect(confirmed.json.retcode, confirmed.json.retmsg).toBe(0);
    expect(data(confirmed)).toMatchObject({ status: 30, ledgerDelta: 20 });
  });

  it('the SLA targets, on the report page', async () => {
    const ada = await t.newResearcher();
    const id = data(await submitBug(ada)).id as number;
    const firstResponse = async () => ((data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data).sla as { clocks: Data[] }).clocks[0];
    expect(await firstResponse()).toMatchObject({ clock: 'firstResponse', level: 2, targetHours: 48, state: 'running' });
    const hours = [1, 2, 3, 4, 5];
    const saved = await change({ slaFirstResponse: hours, slaRating: hours, slaReward: hours, slaResolution: [10, 20, 30, 40, 50] });
    expect(saved).toMatchObject({ changed: ['slaTargets'] });
    expect((saved.settings as Data).slaTargets).toContainEqual({ level: 2, firstResponse: 3, rating: 3, reward: 3, resolution: 30 });
    expect(await firstResponse()).toMatchObject({ level: 2, targetHours: 3 });
    const d = DEFAULT_SETTINGS.slaTargets;
    await change({ slaFirstResponse: d.firstResponse, slaRating: d.rating, slaReward: d.reward, slaResolution: d.resolution });
  });

  it('the bound-phone rule', async () => {
    const noPhone = await t.newResearcher({ phone: null });
    expect((await submitBug(noPhone)).json.retcode).toBe(4005);
    await change({ requirePhoneForBug: false });
    expect((await submitBug(noPhone)).json.retcode).toBe(0);
    await change({ requirePhoneForBug: true });
    expect((await submitBug(noPhone)).json.retcode).toBe(4005);
  });

  it('honour thresholds, even for a cached rank list', async () => {
    const ada = await t.newResearcher({ nickname: 'MedalAda' });
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 150, earned: true }));
    const medal = async () => (data(await callOp(t.app, 'listUserRank', { query: { pageSize: 50 } })).rank as Data[]).find((r) => r.userId === ada.id)!.medal;
    expect(await medal()).toBe(2);
    expect(await medal()).toBe(2); // now cached
    await change({ honourThresholds: [0, 200, 2000, 8000] });
    expect(await medal()).toBe(1);
    expect((data(await callOp(t.app, 'getUserProfile', { params: { userId: ada.id } })).user as Data).medal).toBe(1);
  });

  it('the monthly prize (up to the 1,000,000 coins of the top extra reward) and the team-change interval', async () => {
    const ada = await t.newResearcher();
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 60, earned: true, at: new Date('2025-01-15T04:00:00Z') }));
    await change({ prizeMinimum: 50, prizeCoins: [1_000_000, 30, 20] });
    expect((await settings()).monthlyPrize).toEqual({ minimum: 50, coins: [1_000_000, 30, 20] });
    const prize = data(await callOp(t.app, 'runMonthlyPrize', { ...boss, form: { month: '2025-01' } }));
    expect(prize).toEqual({ awarded: [{ userId: ada.id, rank: 1, coins: 1_000_000 }], alreadyDone: false });
    expect((data(await callOp(t.app, 'getCenterSummary', ada)).summary as Data).coins).toBe(1_000_060);

    await change({ teamChangeMonths: 3 });
    const rule = data(await callOp(t.app, 'getMyTeam', ada)).switchRule as Data;
    expect(rule.text).toContain('每 3 个月');
  });
});

describe('the change log', () => {
  it('records who, when, the old and the new value of each rule that changed', async () => {
    const before = (await log()).total;
    const kim = await t.newResearcher({ role: 'staff', nickname: 'Kim' });
    const saved = await put({ urgeAfterDays: 4, teamChangeMonths: 3, prizeCoins: [40, 30, 10] }, kim);
    // teamChangeMonths was 3 already: neither saved again nor logged.
    expect(data(saved).changed).toEqual(['monthlyPrize', 'urgeAfterDays']);
    const { total, changes } = await log();
    expect(total).toBe(before + 2);
    expect(changes.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        key: 'urgeAfterDays',
        oldValue: '2',
        newValue: '4',
        operator: expect.objectContaining({ userId: kim.id, nickname: 'Kim' }),
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
      expect.objectContaining({ key: 'monthlyPrize', operator: expect.objectContaining({ userId: kim.id }) }),
    ]);
    expect(JSON.parse(changes[1]!.oldValue as string)).toEqual({ minimum: 50, coins: [1_000_000, 30, 20] });
    expect(JSON.parse(changes[1]!.newValue as string)).toEqual({ minimum: 50, coins: [40, 30, 10] });
    const urges = await log({ key: 'urgeAfterDays' });
    expect(urges.changes.map((c) => [c.oldValue, c.newValue])).toEqual([
      ['2', '4'],
      ['7', '2'],
    ]);
    expect((urges.changes[1]!.operator as Data).userId).toBe(boss.id);
    expect((await put({ urgeAfterDays: 4 }, kim)).json.retdata).toMatchObject({ changed: [] });
    expect((await log()).total).toBe(before + 2);
  });

  it('keeps settings from researchers (4003) and visitors (4006)', async () => {
    const ada = await t.newResearcher();
    for (const op of ['getAdminSettings', 'listSettingChanges']) {
      expect((await callOp(t.app, op, ada)).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op)).json.retcode, op).toBe(4006);
    }
    expect((await put({ urgeAfterDays: 1 }, ada)).json.retcode).toBe(4003);
    expect((await settings()).urgeAfterDays).toBe(4);
  });
});
