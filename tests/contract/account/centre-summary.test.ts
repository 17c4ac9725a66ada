// The personal centre's figures (getCenterSummary), read in one statement: ranks among researchers
// (ties to whoever reached the score first, staff never ranked, none without a positive score),
// report counts (all, valid, this month), gifts and unread notices, and the profile's rank
// (userRankIn) agreeing with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { periodsOf } from '../../../common/periods';
import { userRankIn } from '../../../server/src/services/rank/rank';
import { callOp, data, startTestApp, type Data, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const give = (userId: number, amount: number) => t.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount, earned: true }));

describe('the centre summary', () => {
  it('ranks researchers only, ties to the first to reach the score, and counts reports', async () => {
    const staff = await t.newResearcher({ role: 'staff' });
    const ada = await t.newResearcher();
    const bob = await t.newResearcher();
    const cy = await t.newResearcher();
    const idle = await t.newResearcher();
    await give(staff.id, 1000);
    await give(ada.id, 50);
    await give(bob.id, 80);
    await give(cy.id, 50); // the same score as ada, reached later
    const report = { name: 'r', level: 2, detail: '<p>x</p>', text: 'x', mainType: 3, subType: 301 };
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await t.db.insert(bugs).values([
      { ...report, userId: ada.id, status: 10 },
      { ...report, userId: ada.id, status: 30 },
      { ...report, userId: ada.id, status: 52 },
      { ...report, userId: ada.id, status: 51, submittedAt: lastYear, updatedAt: lastYear },
      { ...report, userId: bob.id, status: 30 },
    ]);
    const summary = async (who: typeof ada) => data(await callOp(t.app, 'getCenterSummary', who)).summary as Data;
    expect(await summary(ada)).toMatchObject({
      coins: 50,
      contribution: 50,
      coinsThisMonth: 50,
      monthRank: 2,
      yearRank: 2,
      totalBugs: 4,
      validBugs: 2,
      monthBugs: 3,
      giftsRedeemed: 0,
      unread: expect.any(Number),
    });
    expect(await summary(bob)).toMatchObject({ monthRank: 1, yearRank: 1, totalBugs: 1, validBugs: 1, monthBugs: 1 });
    expect(await summary(cy)).toMatchObject({ monthRank: 3, totalBugs: 0, validBugs: 0 });
    expect(await summary(idle)).toMatchObject({ coins: 0, coinsThisMonth: 0, monthRank: null, yearRank: null, totalBugs: 0 });
    const month = periodsOf(new Date()).month;
    expect(await Promise.all([ada, bob, cy, idle].map((who) => userRankIn(t.db, who.id, month)))).toEqual([2, 1, 3, null]);
  });
});
