// The public read API on the database: content per language, paging and filters, blog neighbours
// and likes (idempotent, signed in only), activities with the server clock and their ranking,
// ranks from the ledger's aggregates (periods, ties, honour levels), profiles and team charts,
// gifts with price filters, and the small lists. Every answer is checked against the contract.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, announcements, banners, blogArticles, blogArticleTags, blogCategories, blogTags, bugs, businessCoefficients, faqs, rewards, teams, users } from '../../server/src/db/schema';
import { CoinType, postLedger } from '../../server/src/services/ledger';
import { anonymousSession, callOp, data, type Data, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

describe('announcements', () => {
  it('lists newest first per language, filters by type, pages, and shows one', async () => {
    await t.db.insert(announcements).values([
      { language: 'zh', title: '奖励公告一', type: 1, content: '<p>a</p>', createdAt: at('2026-01-01T00:00:00Z') },
      { language: 'zh', title: '活动公告', type: 2, content: '<p>b</p>', createdAt: at('2026-02-01T00:00:00Z') },
      { language: 'zh', title: '奖励公告二', type: 1, content: '<p>c</p>', createdAt: at('2026-03-01T00:00:00Z') },
      { language: 'en', title: 'Reward notice', type: 1, content: '<p>d</p>', createdAt: at('2026-03-02T00:00:00Z') },
    ]);
    const all = data(await callOp(t.app, 'listAnnouncements'));
    expect(all.total).toBe(3);
    expect((all.announcements as Data[]).map((a) => a.title)).toEqual(['奖励公告二', '活动公告', '奖励公告一']);
    expect((all.announcements as Data[])[0]).toMatchObject({ typeText: '奖励公告', createTime: '2026-03-01 08:00:00' });
    const typed = data(await callOp(t.app, 'listAnnouncements', { query: { type: 1, page: 2, pageSize: 1 } }));
    expect(typed.total).toBe(2);
    expect((typed.announcements as Data[]).map((a) => a.title)).toEqual(['奖励公告一']);
    const en = data(await callOp(t.app, 'listAnnouncements', { query: { language: 'en' } }));
    expect((en.announcements as Data[]).map((a) => [a.title, a.typeText])).toEqual([['Reward notice', 'Reward']]);
    const id = (all.announcements as Data[])[0]!.id as number;
    expect(data(await callOp(t.app, 'getAnnouncement', { params: { id } })).announcement).toMatchObject({ title: '奖励公告二', content: '<p>c</p>' });
    expect((await callOp(t.app, 'getAnnouncement', { params: { id: 999999 } })).json.retcode).toBe(1002);
  });
});

describe('blogs', () => {
  let ids: number[] = [];
  let categoryId = 0;
  beforeAll(async () => {
    const [cat, other] = await t.db.insert(blogCategories).values([{ name: '技术分享', sort: 1 }, { name: '活动', sort: 2 }]).returning();
    categoryId = cat!.id;
    const rows = await t.db
      .insert(blogArticles)
      .values([
        { title: '旧文', author: 'A', categoryId: cat!.id, content: '<p>1</p>', createdAt: at('2026-01-01T00:00:00Z'), voteCnt: 5 },
        { title: '中文', author: 'B', categoryId: other!.id, content: '<p>2</p>', createdAt: at('2026-02-01T00:00:00Z'), voteCnt: 1 },
        { title: '新文', author: 'C', categoryId: cat!.id, content: '<p>3</p>', createdAt: at('2026-03-01T00:00:00Z') },
      ])
      .returning();
    ids = rows.map((r) => r.id);
    const [tag] = await t.db.insert(blogTags).values({ name: 'Web' }).returning();
    await t.db.insert(blogArticleTags).values({ articleId: ids[1]!, tagId: tag!.id });
  });

  it('lists newest first, by category, by tag, and the recommended by likes', async () => {
    const titles = async (query: Record<string, number>) => (data(await callOp(t.app, 'listArticles', { query })).articles as Data[]).map((a) => a.title);
    expect(await titles({})).toEqual(['新文', '中文', '旧文']);
    expect(await titles({ categoryId })).toEqual(['新文', '旧文']);
    const [tag] = await t.db.select().from(blogTags);
    expect(await titles({ tagId: tag!.id })).toEqual(['中文']);
    expect(await titles({ top: 1 })).toEqual(['旧文', '中文', '新文']);
    const cats = data(await callOp(t.app, 'listBlogCategories')).categories as Data[];
    expect(cats.map((c) => c.name)).toEqual(['技术分享', '活动']);
  });

  it('shows an article with its older and newer neighbours and counts a view', async () => {
    const middle = data(await callOp(t.app, 'getArticle', { params: { id: ids[1]! } }));
    expect(middle.pre).toEqual({ id: ids[0], title: '旧文' });
    expect(middle.next).toEqual({ id: ids[2], title: '新文' });
    expect((middle.article as Data).tags).toEqual([{ id: expect.any(Number), name: 'Web' }]);
    const again = data(await callOp(t.app, 'getArticle', { params: { id: ids[1]! } }));
    expect((again.article as Data).viewCnt).toBe(((middle.article as Data).viewCnt as number) + 1);
    expect(data(await callOp(t.app, 'getArticle', { params: { id: ids[0]! } })).pre).toBeNull();
  });

  it('likes idempotently, only when signed in, and shows the like to its owner', async () => {
    const ada = await t.newResearcher();
    const id = ids[2]!;
    expect(data(await callOp(t.app, 'voteArticle', { ...ada, params: { id } }))).toEqual({ voted: true, voteCnt: 1 });
    expect(data(await callOp(t.app, 'voteArticle', { ...ada, params: { id } }))).toEqual({ voted: true, voteCnt: 1 });
    const list = data(await callOp(t.app, 'listArticles', { ...ada })).articles as Data[];
    expect(list.find((a) => a.id === id)).toMatchObject({ voted: true, voteCnt: 1 });
    expect(data(await callOp(t.app, 'unvoteArticle', { ...ada, params: { id } }))).toEqual({ voted: false, voteCnt: 0 });
    expect(data(await callOp(t.app, 'unvoteArticle', { ...ada, params: { id } }))).toEqual({ voted: false, voteCnt: 0 });
    expect((await callOp(t.app, 'voteArticle', { ...ada, params: { id: 999999 } })).json.retcode).toBe(1002);
    const anon = await anonymousSession(t.app);
    expect((await callOp(t.app, 'voteArticle', { ...anon, params: { id } })).json.retcode).toBe(4006);
    const noCsrf = await callOp(t.app, 'voteArticle', { cookies: ada.cookies, params: { id } });
    expect(noCsrf.status).toBe(400);
  });

  it('keeps the like count right under concurrent likes of many users', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => t.newResearcher()));
    const id = ids[0]!;
    const [before] = await t.db.select().from(blogArticles).where(eq(blogArticles.id, id));
    await Promise.all(people.flatMap((p) => [callOp(t.app, 'voteArticle', { ...p, params: { id } }), callOp(t.app, 'voteArticle', { ...p, params: { id } })]));
    const [after] = await t.db.select().from(blogArticles).where(eq(blogArticles.id, id));
    expect(after!.voteCnt).toBe(before!.voteCnt + 8);
  });
});

describe('activities', () => {
  it('lists with the server time, shows one, and ranks by coins from its reports', async () => {
    const now = Date.now();
    const [running] = await t.db
      .insert(activities)
      .values({ title: '进行中', startAt: new Date(now - 86400_000), endAt: new Date(now + 86400_000), multiplier: 2, content: '<p>x</p>' })
      .returning();
    await t.db.insert(activities).values({ title: '已下线', startAt: new Date(now - 86400_000), endAt: new Date(now + 86400_000), enabled: false });
    const list = data(await callOp(t.app, 'listActivities'));
    expect((list.activities as Data[]).map((a) => a.title)).toEqual(['进行中']);
    expect(Math.abs((list.serverTime as number) - Date.now())).toBeLessThan(5000);
    const one = data(await callOp(t.app, 'getActivity', { params: { id: running!.id } }));
    expect(one.activity).toMatchObject({ multiplier: 2, startTime: now - 86400_000 });

    const a = await t.createUser({ nickname: 'Alpha' });
    const b = await t.createUser({ nickname: 'Bravo' });
    const bug = async (userId: number) => (await t.db.insert(bugs).values({ userId, name: 'x', level: 2, detail: 'd', mainType: 3, subType: 301, status: 30, activityId: running!.id }).returning())[0]!.id;
    const [ba, bb] = [await bug(a), await bug(b)];
    await t.db.transaction(async (tx) => {
      await postLedger(tx, { userId: b, type: CoinType.BugRating, amount: 20, earned: true, bugId: bb, at: new Date(now - 2000) });
      await postLedger(tx, { userId: a, type: CoinType.BugRating, amount: 20, earned: true, bugId: ba, at: new Date(now - 1000) });
    });
    const rank = data(await callOp(t.app, 'listActivityRank', { params: { id: running!.id } }));
    expect(rank.rank).toEqual([
      { rank: 1, userId: b, nickname: 'Bravo', bugValue: 20 },
      { rank: 2, userId: a, nickname: 'Alpha', bugValue: 20 },
    ]);
    const news = data(await callOp(t.app, 'listNews', { query: { activityId: running!.id } })).news as Data[];
    expect(news.map((n) => n.nickname)).toEqual(['Alpha', 'Bravo']);
    const options = data(await callOp(t.app, 'listBugActivities')).activities as Data[];
    expect(options).toContainEqual({ id: running!.id, title: '进行中', enabled: true, reason: '' });
    expect((await callOp(t.app, 'getActivity', { params: { id: 999999 } })).json.retcode).toBe(1002);
  });
});

describe('ranks', () => {
  it('ranks users and teams per month, year and all time, ties to who got there first', async () => {
    const fresh = await startTestApp();
    try {
      const u1 = await fresh.createUser({ nickname: 'One' });
      const [team] = await fresh.db.insert(teams).values({ name: '红队', intro: 'i', contact: 'c', leaderId: u1, status: 1 }).returning();
      const u2 = await fresh.createUser({ nickname: 'Two' });
      const u3 = await fresh.createUser({ nickname: 'Three' });
      const boss = await fresh.createUser({ nickname: 'Boss', role: 'staff' });
      await fresh.db.update(users).set({ teamId: team!.id }).where(eq(users.id, u1));
      await fresh.db.transaction(async (tx) => {
        await postLedger(tx, { userId: u2, type: CoinType.BugRating, amount: 50, earned: true, at: at('2026-10-05T00:00:00Z') });
        await postLedger(tx, { userId: u1, type: CoinType.BugRating, amount: 30, earned: true, at: at('2026-11-02T00:00:00Z') });
        await postLedger(tx, { userId: u3, type: CoinType.BugRating, amount: 30, earned: true, at: at('2026-11-03T00:00:00Z') });
        await postLedger(tx, { userId: u1, type: CoinType.GiftPayment, amount: -10, earned: false, at: at('2026-11-04T00:00:00Z') });
        await postLedger(tx, { userId: u3, type: CoinType.BugRating, amount: 200, earned: true, at: at('2025-06-01T00:00:00Z') });
        // A researcher who became staff keeps their records but leaves the ranking (rows and total).
        await postLedger(tx, { userId: boss, type: CoinType.BugRating, amount: 900, earned: true, at: at('2026-11-05T00:00:00Z') });
      });
      const users_ = async (query: Record<string, string>) => (data(await callOp(fresh.app, 'listUserRank', { query })).rank as Data[]).map((r) => [r.nickname, r.score]);
      expect(await users_({ startTime: '2026-11-01', endTime: '2026-11-30' })).toEqual([
        ['One', 30],
        ['Three', 30],
      ]);
      expect(await users_({ startTime: '2026-01-01', endTime: '2026-12-31' })).toEqual([
        ['Two', 50],
        ['One', 30],
        ['Three', 30],
      ]);
      expect(await users_({})).toEqual([
        ['Three', 230],
        ['Two', 50],
        ['One', 30],
      ]);
      const allTime = data(await callOp(fresh.app, 'listUserRank'));
      expect(allTime.total).toBe(3);
      const monthTotal = data(await callOp(fresh.app, 'listUserRank', { query: { startTime: '2026-11-01', endTime: '2026-11-30' } })).total;
      expect(monthTotal).toBe(2);
      const all = allTime.rank as Data[];
      expect(all[0]).toMatchObject({ medal: 2, team: null });
      expect(all[2]).toMatchObject({ team: '红队', medal: 1 });
      const bad = await callOp(fresh.app, 'listUserRank', { query: { startTime: '2026-11-02', endTime: '2026-11-30' } });
      expect(bad.json.retcode).toBe(1001);
      const teamRank = data(await callOp(fresh.app, 'listTeamRank', { query: { startTime: '2026-11-01', endTime: '2026-11-30' } }));
      expect(teamRank.rank).toEqual([{ rank: 1, id: team!.id, name: '红队', score: 30, memberCount: 1 }]);
      const chart = data(await callOp(fresh.app, 'getTeam', { params: { id: team!.id } }));
      expect(chart.teamInfo).toEqual({ id: team!.id, name: '红队', score: 30, members: [{ userId: u1, nick_name: 'One', score: 30 }] });
      const profile = data(await callOp(fresh.app, 'getUserProfile', { params: { userId: u3 } })).user as Data;
      expect(profile).toMatchObject({ nickname: 'Three', maxScore: 230, medal: 2 });
      const staff = await fresh.createUser({ role: 'staff' });
      expect((await callOp(fresh.app, 'getUserProfile', { params: { userId: staff } })).json.retcode).toBe(1002);
    } finally {
      await fresh.close();
    }
  });
});

describe('gifts and small lists', () => {
  it('filters gifts by type and price, hides off-shelf ones, and tells the caller what they may take', async () => {
    await t.db.insert(rewards).values([
      { name: '贴纸', price: 50, num: 10, type: 'score', area: 'custom' },
      { name: '背包', price: 300, num: 0, type: 'custom', area: 'custom' },
      { name: '新人礼', price: 0, num: 5, type: 'new', area: 'activity' },
      { name: '下架', price: 10, num: 5, type: 'score', area: 'custom', enabled: false },
    ]);
    const names = async (query: Record<string, string | number>) => (data(await callOp(t.app, 'listRewards', { query })).rewards as Data[]).map((r) => r.name).sort();
    expect(await names({})).toEqual(['新人礼', '背包', '贴纸'].sort());
    expect(await names({ priceLow: 0, priceHigh: 100 })).toEqual(['新人礼', '贴纸'].sort());
    expect(await names({ type: 'custom' })).toEqual(['背包']);
    expect(await names({ keyword: '%' })).toEqual([]);
    const [newbie] = await t.db.select().from(rewards).where(eq(rewards.name, '新人礼'));
    expect(data(await callOp(t.app, 'getReward', { params: { id: newbie!.id } })).reward).toMatchObject({ maxPerExchange: 1 });
    const [off] = await t.db.select().from(rewards).where(eq(rewards.name, '下架'));
    expect((await callOp(t.app, 'getReward', { params: { id: off!.id } })).json.retcode).toBe(1002);
    const ada = await t.newResearcher();
    expect(data(await callOp(t.app, 'getRewardInfo', ada))).toEqual({ new_people_reward_status: true, coins: 0, realNameVerified: false });
    expect((await callOp(t.app, 'getRewardInfo')).json.retcode).toBe(4006);
  });

  it('serves banners, FAQ, coefficients, regulation and the type tree per language', async () => {
    await t.db.insert(banners).values([
      { imgurl: '/b2.png', linkurl: '/v2/blog', sort: 2 },
      { imgurl: '/b1.png', linkurl: '/v2/home', sort: 1 },
      { imgurl: '/en.png', linkurl: '/v2/home', language: 'en' },
    ]);
    await t.db.insert(faqs).values({ question: '如何提交？', answer: '<p>登录后提交</p>' });
    await t.db.insert(businessCoefficients).values({ business: '支付', coefficient: 1.5, description: '核心' });
    expect((data(await callOp(t.app, 'listBanners')).banners as Data[]).map((b) => b.imgurl)).toEqual(['/b1.png', '/b2.png']);
    expect((data(await callOp(t.app, 'listBanners', { query: { language: 'en' } })).banners as Data[]).map((b) => b.imgurl)).toEqual(['/en.png']);
    expect(data(await callOp(t.app, 'listFaq')).faqs).toEqual([{ id: expect.any(Number), question: '如何提交？', answer: '<p>登录后提交</p>' }]);
    expect(data(await callOp(t.app, 'listBusinessCoefficients')).coefficients).toEqual([{ id: expect.any(Number), business: '支付', coefficient: 1.5, description: '核心' }]);
    expect(data(await callOp(t.app, 'getRegulation', { query: { language: 'en' } })).regulation).toMatchObject({ filename: expect.stringContaining('regulation') });
    const tree = data(await callOp(t.app, 'listBugTypes', { query: { language: 'en' } })).types as { id: number; text: string; child: { id: number }[] }[];
    expect(tree.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 10, 11, 12]);
    for (const node of tree) for (const sub of node.child) expect(Math.floor(sub.id / 100)).toBe(node.id);
  });
});
