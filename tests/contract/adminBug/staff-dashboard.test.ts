// The dashboard's per-staff figures: each staff member's handled reports, and the medians to the
// first responses and ratings that member made, over the last 90 days; researchers are not listed,
// and internal notes and older events do not count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bugComments, bugs } from '../../../server/src/db/schema';
import { callOp, data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
let other: Who;
let idle: Who;
let ada: Who;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await startTestApp();
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
  other = await t.newResearcher({ role: 'staff', nickname: 'Other' });
  idle = await t.newResearcher({ role: 'staff', nickname: 'Idle' });
  ada = await t.newResearcher({ nickname: 'Ada' });
});
afterAll(() => t.close());

async function bugSubmittedHoursAgo(hours: number) {
  const at = new Date(Date.now() - hours * HOUR);
  const [row] = await t.db
    .insert(bugs)
    .values({ userId: ada.id, name: '越权', level: 1, detail: '<p>x</p>', mainType: 3, subType: 301, submittedAt: at, updatedAt: at })
    .returning({ id: bugs.id });
  return row!.id;
}

const act = (who: Who, id: number, form: Record<string, string | number>) => callOp(t.app, 'actOnBug', { ...who, params: { id }, form });

it('answers each staff member’s handled reports and the medians of their first responses and ratings', async () => {
  const a = await bugSubmittedHoursAgo(10);
  const b = await bugSubmittedHoursAgo(20);
  const c = await bugSubmittedHoursAgo(4);
  expect((await act(boss, a, { action: 'update@start' })).json.retcode).toBe(0);
  expect((await act(boss, a, { action: 'update@confirm', level: 1, baseCoins: 1 })).json.retcode).toBe(0);
  expect((await act(boss, b, { action: 'update@start' })).json.retcode).toBe(0);
  // Other answers c first, then moves b after boss did: one first response, two reports handled.
  expect((await callOp(t.app, 'replyAdminBug', { ...other, params: { id: c }, form: { content: '收到' } })).json.retcode).toBe(0);
  expect((await act(other, b, { action: 'update@confirm', level: 1, baseCoins: 1 })).json.retcode).toBe(0);
  // An internal note counts for nothing, nor does an event older than the window.
  expect((await callOp(t.app, 'replyAdminBug', { ...idle, params: { id: c }, form: { content: '内部', internal: true } })).json.retcode).toBe(0);
  const old = await bugSubmittedHoursAgo(24 * 100);
  await t.db.insert(bugComments).values({ bugId: old, userId: idle.id, isStaff: true, content: '很久以前', createdAt: new Date(Date.now() - 95 * 24 * HOUR) });

  const res = await callOp(t.app, 'getAdminStaffDashboard', boss);
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const { days, staff } = data(res) as {
    days: number;
    staff: { staff: { userId: number }; reportsHandled: number; firstResponses: number; firstResponseHours: number | null; ratings: number; ratingHours: number | null }[];
  };
  expect(days).toBe(90);
  const of = (who: Who) => staff.find((s) => s.staff.userId === who.id);
  expect(of(boss)).toMatchObject({ reportsHandled: 2, firstResponses: 2, ratings: 1, ratingHours: 10 });
  // Medians of 10 and 20 hours (a few seconds more since the insert: rounded to a tenth).
  expect(of(boss)!.firstResponseHours).toBe(15);
  expect(of(other)).toMatchObject({ reportsHandled: 2, firstResponses: 1, firstResponseHours: 4, ratings: 1, ratingHours: 20 });
  expect(of(idle)).toEqual({ staff: expect.objectContaining({ nickname: 'Idle' }), reportsHandled: 0, firstResponses: 0, firstResponseHours: null, ratings: 0, ratingHours: null });
  expect(of(ada)).toBeUndefined();
  expect(staff.map((s) => s.reportsHandled)).toEqual([...staff.map((s) => s.reportsHandled)].sort((x, y) => y - x));
  // The old report's clock is outside the window: nothing of it reached the figures.
  expect((await t.db.select({ at: bugs.firstResponseAt }).from(bugs).where(eq(bugs.id, old)))[0]!.at).not.toBeNull();
});

it('leaves the time waited for the researcher out of the rating hours, as the SLA clock does', async () => {
  const asker = await t.newResearcher({ role: 'staff', nickname: 'Asker' });
  // d waited 12 h for an answer before; e is still waiting (asked 10 h ago) when it is rated.
  const d = await bugSubmittedHoursAgo(40);
  await t.db.update(bugs).set({ ratingPausedHours: 12 }).where(eq(bugs.id, d));
  const e = await bugSubmittedHoursAgo(30);
  await t.db
    .update(bugs)
    .set({ infoRequestedAt: new Date(Date.now() - 10 * HOUR) })
    .where(eq(bugs.id, e));
  for (const id of [d, e]) {
    expect((await act(asker, id, { action: 'update@start' })).json.retcode).toBe(0);
    expect((await act(asker, id, { action: 'update@confirm', level: 1, baseCoins: 1 })).json.retcode).toBe(0);
  }
  const { staff } = data(await callOp(t.app, 'getAdminStaffDashboard', boss)) as { staff: { staff: { userId: number }; ratings: number; ratingHours: number | null }[] };
  // The median of 40 − 12 = 28 and 30 − 10 = 20.
  expect(staff.find((s) => s.staff.userId === asker.id)).toMatchObject({ ratings: 2, ratingHours: 24 });
});

it('refuses researchers', async () => {
  expect((await callOp(t.app, 'getAdminStaffDashboard', ada)).json.retcode).toBe(4003);
});
