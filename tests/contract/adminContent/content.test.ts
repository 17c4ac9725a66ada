// Staff content on the API: every resource created, listed, updated and deleted through the generic
// CRUD in the request's language (and then shown on the public side), rich HTML sanitised when
// stored, unsafe addresses refused, blog tags by name, categories with articles kept, stock changes
// that never go negative, the regulation per language, and every operation refused to researchers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../../server/src/db/schema';
import { AdminActivityFormLimits, AdminAnnouncementFormLimits, AdminBlogArticleFormLimits, AdminFaqFormLimits, AdminRewardFormLimits } from '../../../generated/limits';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let boss: Credentials;
beforeAll(async () => {
  t = await startTestApp();
  const id = await t.createUser({ role: 'staff' });
  boss = await t.sessionAs(id);
});
afterAll(() => t.close());

const now = Date.now();

const RESOURCES = [
  {
    name: 'Banner',
    list: 'listAdminBanners',
    key: 'banners',
    form: { imgurl: '/v2/static/banner/zh-1.svg', linkurl: '/v2/home', sort: 1 },
    change: { imgurl: '/v2/static/banner/zh-2.svg', linkurl: 'https://example.com/', sort: 2 },
    check: 'linkurl',
  },
  {
    name: 'Announcement',
    list: 'listAdminAnnouncements',
    key: 'announcements',
    form: { title: '公告', type: 1, content: '<p>正文</p>' },
    change: { title: '新公告', type: 2, content: '<p>新</p>' },
    check: 'title',
  },
  {
    name: 'Activity',
    list: 'listAdminActivities',
    key: 'activities',
    form: { title: '活动', startTime: now - 1000, endTime: now + 86400_000, content: '<p>x</p>', multiplier: 2 },
    change: { title: '改名活动', startTime: now, endTime: now + 1000, content: '<p>y</p>' },
    check: 'title',
  },
  {
    name: 'Reward',
    list: 'listAdminRewards',
    key: 'rewards',
    form: { name: '杯子', pic: '/v2/static/reward/mug.svg', price: 10, num: 5, type: 'score', area: 'custom' },
    change: { name: '大杯子', pic: '/v2/static/reward/mug.svg', price: 20, type: 'score', area: 'custom' },
    check: 'name',
  },
  {
    name: 'BusinessCoefficient',
    list: 'listAdminBusinessCoefficients',
    key: 'coefficients',
    form: { business: '支付', coefficient: 1.5 },
    change: { business: '核心支付', coefficient: 2 },
    check: 'business',
  },
  { name: 'Faq', list: 'listAdminFaqs', key: 'faqs', form: { question: '问题？', answer: '<p>答</p>' }, change: { question: '新问题？', answer: '<p>新答</p>' }, check: 'question' },
  { name: 'BlogCategory', list: 'listAdminBlogCategories', key: 'categories', form: { name: '技术' }, change: { name: '技术分享' }, check: 'name' },
] as const;

describe('the generic CRUD', () => {
  it.each(RESOURCES)('creates, lists, updates and deletes: $name', async (r) => {
    const id = data(await callOp(t.app, `create${r.name}`, { ...boss, form: r.form })).id as number;
    const listed = () => callOp(t.app, r.list, { ...boss }).then((res) => (data(res)[r.key] as Data[]).find((x) => x.id === id));
    expect((await listed())?.[r.check]).toBe((r.form as Data)[r.check]);
    expect((await callOp(t.app, `update${r.name}`, { ...boss, params: { id }, form: r.change })).json.retcode).toBe(0);
    expect((await listed())?.[r.check]).toBe((r.change as Data)[r.check]);
    expect((await callOp(t.app, `update${r.name}`, { ...boss, params: { id: 999999 }, form: r.change })).json.retcode).toBe(1002);
    // Content belongs to the language it was written in: the English list does not show it.
    const en = data(await callOp(t.app, r.list, { ...boss, query: { language: 'en' } }))[r.key] as Data[];
    expect(en.find((x) => x.id === id)).toBeUndefined();
    expect((await callOp(t.app, `delete${r.name}`, { ...boss, params: { id } })).json.retcode).toBe(0);
    expect(await listed()).toBeUndefined();
  });
});

describe('content rules', () => {
  it('sanitises blog content, keeps tags by name, and shows the article publicly', async () => {
    const categoryId = data(await callOp(t.app, 'createBlogCategory', { ...boss, form: { name: '分析' } })).id as number;
    const html = '<p onclick="alert(1)">正文<img src=x onerror=alert(2)></p><script>alert(3)</script><a href="javascript:alert(4)">x</a>';
    const id = data(await callOp(t.app, 'createBlogArticle', { ...boss, form: { title: '文章', categoryId, content: html, tags: ['Web', 'XSS'] } })).id as number;
    const article = data(await callOp(t.app, 'getArticle', { params: { id } })).article as Data;
    expect(article.content).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect((article.tags as Data[]).map((x) => x.name).sort()).toEqual(['Web', 'XSS']);
    expect(article.abstract).toBe('正文 x');
    expect((await callOp(t.app, 'deleteBlogCategory', { ...boss, params: { id: categoryId } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'createBlogArticle', { ...boss, form: { title: '无分类', categoryId: 999999, content: '<p>x</p>' } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'createBanner', { ...boss, form: { imgurl: 'javascript:alert(1)', linkurl: '/v2/home' } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'createAnnouncement', { ...boss, form: { title: 't', type: 1, content: '<script>x</script>' } })).json.retcode).toBe(1001);
  });

  it('changes stock atomically and never below zero; keeps one regulation per language', async () => {
    const id = data(await callOp(t.app, 'createReward', { ...boss, form: { name: '键盘', pic: '/v2/static/reward/keyboard.svg', price: 100, num: 3, type: 'score', area: 'custom' } }))
      .id as number;
    expect(data(await callOp(t.app, 'adjustRewardStock', { ...boss, params: { id }, form: { delta: 5 } }))).toEqual({ num: 8 });
    expect((await callOp(t.app, 'adjustRewardStock', { ...boss, params: { id }, form: { delta: -9 } })).json.retcode).toBe(1001);
    expect((await callOp(t.app, 'updateRegulation', { ...boss, query: { language: 'en' }, form: { filename: 'rules.pdf', url: '/v2/static/regulation-en.pdf' } })).json.retcode).toBe(0);
    expect(data(await callOp(t.app, 'getRegulation', { query: { language: 'en' } })).regulation).toEqual({ filename: 'rules.pdf', url: '/v2/static/regulation-en.pdf' });
    expect((data(await callOp(t.app, 'getAdminRegulation', boss)).regulation as Data).filename).toContain('漏洞');
  });

  it('edits a gift without touching its stock: num is not part of the edit form', async () => {
    const gift = { name: '鼠标', pic: '/v2/static/reward/mouse.svg', price: 50, type: 'score', area: 'custom' };
    const id = data(await callOp(t.app, 'createReward', { ...boss, form: { ...gift, num: 3 } })).id as number;
    // Exchanges (or a stock change) happen while the edit screen is open.
    expect(data(await callOp(t.app, 'adjustRewardStock', { ...boss, params: { id }, form: { delta: 4 } }))).toEqual({ num: 7 });
    expect((await callOp(t.app, 'updateReward', { ...boss, params: { id }, form: { ...gift, price: 60 } })).json.retcode).toBe(0);
    const listed = (data(await callOp(t.app, 'listAdminRewards', boss)).rewards as Data[]).find((x) => x.id === id);
    expect(listed).toMatchObject({ price: 60, num: 7 });
    const withNum = await callOp(t.app, 'updateReward', { ...boss, params: { id }, form: { ...gift, num: 3 } });
    expect(withNum.json.retcode).toBe(1001);
    expect(withNum.json.retmsg).toContain('num');
    expect((data(await callOp(t.app, 'listAdminRewards', boss)).rewards as Data[]).find((x) => x.id === id)).toMatchObject({ num: 7 });
  });

  it('refuses content that sanitising makes longer than the contract allows, naming the field', async () => {
    // `&` in an attribute becomes `&amp;`: a form within the limit would be stored five times longer.
    const inflating = (length: number) => `<p title="${'&'.repeat(length - 17)}">x</p>`;
    const categoryId = data(await callOp(t.app, 'createBlogCategory', { ...boss, form: { name: '长文' } })).id as number;
    const cases: [string, Record<string, string | number>, string, number][] = [
      ['createAnnouncement', { title: 't', type: 1 }, 'content', AdminAnnouncementFormLimits.content.maxLength],
      ['createBlogArticle', { title: 't', categoryId }, 'content', AdminBlogArticleFormLimits.content.maxLength],
      ['createActivity', { title: 't', startTime: now, endTime: now + 1000 }, 'content', AdminActivityFormLimits.content.maxLength],
      ['createFaq', { question: 'q' }, 'answer', AdminFaqFormLimits.answer.maxLength],
      ['createReward', { name: 'n', pic: '/v2/static/reward/mug.svg', price: 1, num: 1, type: 'score', area: 'custom' }, 'description', AdminRewardFormLimits.description.maxLength],
    ];
    for (const [op, form, field, max] of cases) {
      // Within the contract's limit as sent (so the glue lets it through), five times past it once cleaned.
      const res = await callOp(t.app, op, { ...boss, query: { language: 'en' }, form: { ...form, [field]: inflating(max - 1000) } });
      expect([res.json.retcode, res.json.retmsg], op).toEqual([1001, `${field}: longer than ${max} characters once cleaned`]);
    }
    // The same inflating payload at the staff limit: 99,017 characters sent.
    const zh = await callOp(t.app, 'createAnnouncement', { ...boss, form: { title: 't', type: 1, content: inflating(99_017) } });
    expect([zh.json.retcode, zh.json.retmsg]).toEqual([1001, `content：清理后超过 ${AdminAnnouncementFormLimits.content.maxLength} 个字符`]);
  });

  it('refuses every content operation to researchers (4003) and visitors (4006)', async () => {
    const ada = await t.newResearcher();
    const ops: [string, Data][] = [
      ...RESOURCES.flatMap(
        (r) =>
          [
            [r.list, {}],
            [`create${r.name}`, { form: r.form }],
            [`update${r.name}`, { params: { id: 1 }, form: r.change }],
            [`delete${r.name}`, { params: { id: 1 } }],
          ] as [string, Data][],
      ),
      ['listAdminBlogArticles', {}],
      ['createBlogArticle', { form: { title: 't', categoryId: 1, content: '<p>x</p>' } }],
      ['updateBlogArticle', { params: { id: 1 }, form: { title: 't', categoryId: 1, content: '<p>x</p>' } }],
      ['deleteBlogArticle', { params: { id: 1 } }],
      ['adjustRewardStock', { params: { id: 1 }, form: { delta: 1 } }],
      ['getAdminRegulation', {}],
      ['updateRegulation', { form: { filename: 'a.pdf', url: '/a.pdf' } }],
    ];
    for (const [op, opts] of ops) {
      expect((await callOp(t.app, op, { ...ada, ...opts })).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op, { ...(await anonymousSession(t.app)), ...opts })).json.retcode, op).toBe(4006);
    }
  });
});

describe('gifts with orders', () => {
  it('keeps a gift that has orders (1006) and deletes one that has none', async () => {
    const form = { name: '徽章', pic: '/v2/static/reward/mug.svg', price: 10, num: 5, type: 'score', area: 'custom' };
    const ordered = data(await callOp(t.app, 'createReward', { ...boss, form })).id as number;
    const unordered = data(await callOp(t.app, 'createReward', { ...boss, form })).id as number;
    const buyer = await t.createUser();
    await t.db.insert(trades).values({ userId: buyer, rewardId: ordered, num: 1, cost: 10 });
    expect((await callOp(t.app, 'deleteReward', { ...boss, params: { id: ordered } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'deleteReward', { ...boss, params: { id: unordered } })).json.retcode).toBe(0);
  });
});
