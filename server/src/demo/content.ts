// Demo site content in both languages: banners, announcements of each type, blog categories, tags
// and articles, activities past / running / upcoming, business coefficients, FAQ and gifts.
import type { Db } from '../db/index';
import { activities, announcements, banners, blogArticles, blogArticleTags, blogCategories, blogTags, businessCoefficients, faqs, rewards } from '../db/schema';
import { DAY } from './random';
import { coinsForCash, CURRENCY_UNITS_PER_COIN } from '@common/coin-value';
import { FAQ_TEAM_RULE } from '../services/team/team-rule';

const S = '/v2/static';

export async function loadContent(db: Db, now: number) {
  await db.insert(banners).values([
    { language: 'zh', imgurl: `${S}/banner/zh-1.svg`, linkurl: '/v2/announce/list', sort: 1 },
    { language: 'zh', imgurl: `${S}/banner/zh-2.svg`, linkurl: '/v2/activity/list', sort: 2 },
    { language: 'zh', imgurl: `${S}/banner/zh-3.svg`, linkurl: '/v2/rank/list', sort: 3 },
    { language: 'en', imgurl: `${S}/banner/en-1.svg`, linkurl: '/v2/announce/list', sort: 1 },
    { language: 'en', imgurl: `${S}/banner/en-2.svg`, linkurl: '/v2/activity/list', sort: 2 },
  ]);

  const ann = (language: 'zh' | 'en', type: number, title: string, abstract: string, daysAgo: number) => ({
    language,
    type,
    title,
    abstract,
    content: `<p>${abstract}</p><p>${language === 'zh' ? '感谢各位白帽子的支持与参与。' : 'Thank you to every researcher for taking part.'}</p>`,
    createdAt: new Date(now - daysAgo * DAY),
  });
  await db
    .insert(announcements)
    .values([
      ann('zh', 1, '十月优秀白帽奖励发放公告', '十月贡献榜前三名的额外奖励已发放至安全币账户。', 20),
      ann('zh', 2, '双倍安全币挑战赛开启', '挑战期间提交的 Web 漏洞经确认后奖励安全币翻倍。', 10),
      ann('zh', 3, '安全应急响应中心全新上线', '新版平台支持邮箱登录、团队排行与礼品兑换。', 40),
      ann('zh', 1, '九月优秀白帽奖励发放公告', '九月贡献榜前三名的额外奖励已发放。', 50),
      ann('zh', 2, '年度白帽盛典报名开始', '年度盛典将评选最具价值白帽与最佳团队。', 5),
      ann('zh', 3, '漏洞评分标准更新说明', '业务系数与等级区间已更新，详见个人中心“业务系数”。', 2),
      ann('en', 1, 'October prizes paid', "The extra coins for October's top three have been paid.", 20),
      ann('en', 2, 'Double-coin challenge is on', 'Confirmed web reports earn twice the coins during the challenge.', 10),
      ann('en', 3, 'The new Security Response Centre', 'Email sign-in, team rankings and gift redemption are here.', 40),
    ]);

  const cats = await db
    .insert(blogCategories)
    .values([
      { language: 'zh', name: '技术分享', sort: 1 },
      { language: 'zh', name: '漏洞分析', sort: 2 },
      { language: 'zh', name: '活动回顾', sort: 3 },
      { language: 'en', name: 'Techniques', sort: 1 },
      { language: 'en', name: 'Write-ups', sort: 2 },
    ])
    .returning();
  const tags = await db
    .insert(blogTags)
    .values([
      { language: 'zh', name: 'Web 安全' },
      { language: 'zh', name: '移动安全' },
      { language: 'zh', name: '云安全' },
      { language: 'zh', name: '应急响应' },
      { language: 'en', name: 'Web' },
      { language: 'en', name: 'Mobile' },
    ])
    .returning();
  const blog = (language: 'zh' | 'en', cat: number, title: string, abstract: string, img: string, daysAgo: number, top = false, votes = 0, views = 0) => ({
    language,
    categoryId: cats[cat]!.id,
    title,
    abstract,
    author: language === 'zh' ? '安全应急响应中心' : 'Security Response Centre',
    imgurl: `${S}/blog/${img}.svg`,
    content: `<h2>${title}</h2><p>${abstract}</p><p>${language === 'zh' ? '本文介绍了问题的成因、复现步骤与修复建议。' : 'This article covers the cause, the steps to reproduce and the fix.'}</p><pre><code>GET /api/search?q=%27%20OR%201=1 HTTP/1.1</code></pre>`,
    top,
    voteCnt: votes,
    viewCnt: views,
    createdAt: new Date(now - daysAgo * DAY),
  });
  const articles = await db
    .insert(blogArticles)
    .values([
      blog('zh', 0, '从一次 SSRF 看内网边界防护', '一个图片代理接口如何成为进入内网的跳板，以及我们如何修复它。', 'web', 3, true, 36, 1200),
      blog('zh', 1, '支付回调签名绕过分析', '回调验签缺失导致的订单状态篡改，复盘与修复。', 'event', 8, false, 21, 860),
      blog('zh', 0, 'Android 组件暴露的常见模式', '导出组件、隐式 Intent 与深链接带来的风险。', 'mobile', 15, true, 48, 2300),
      blog('zh', 2, '双倍安全币挑战赛中期回顾', '挑战赛进行两周，共确认高危漏洞 12 个。', 'event', 6, false, 9, 400),
      blog('zh', 0, '云存储桶权限配置指南', '公开读写、签名 URL 与最小权限实践。', 'cloud', 25, false, 14, 700),
      blog('zh', 1, '一次存储型 XSS 的完整利用链', '富文本过滤缺失如何演变为账号接管。', 'web', 33, false, 30, 1500),
      blog('zh', 2, '年度白帽盛典精彩瞬间', '回顾去年盛典的获奖白帽与团队。', 'event', 60, false, 5, 300),
      blog('zh', 0, '应急响应中的日志分析技巧', '快速定位入侵路径的几个实用查询。', 'cloud', 70, false, 11, 520),
      blog('en', 3, 'SSRF and the internal perimeter', 'How an image proxy became a way into the internal network, and the fix.', 'web', 3, true, 12, 300),
      blog('en', 4, 'Bypassing a payment callback signature', 'A missing signature check let orders be marked paid.', 'event', 8, false, 7, 210),
      blog('en', 3, 'Exposed Android components', 'Exported components, implicit intents and deep links.', 'mobile', 15, false, 9, 260),
      blog('en', 4, 'From stored XSS to account takeover', 'How a rich-text filter gap became a takeover.', 'web', 33, false, 4, 150),
    ])
    .returning();
  await db.insert(blogArticleTags).values(
    articles.flatMap((a, i) => {
      const zh = a.language === 'zh';
      const first = zh ? tags[i % 4]! : tags[4 + (i % 2)]!;
      return i % 3 === 0 && zh
        ? [
            { articleId: a.id, tagId: first.id },
            { articleId: a.id, tagId: tags[3]!.id },
          ].filter((x, j, all) => all.findIndex((y) => y.tagId === x.tagId) === j)
        : [{ articleId: a.id, tagId: first.id }];
    }),
  );

  const act = (language: 'zh' | 'en', title: string, img: string, startDays: number, endDays: number, multiplier: number, requirement: string, crowd = false) => ({
    language,
    title,
    imgurl: `${S}/activity/${img}.svg`,
    requirement,
    content: `<p>${title}</p><p>${language === 'zh' ? `活动范围：${requirement}。确认的漏洞按 ${multiplier} 倍发放安全币。` : `Scope: ${requirement}. Confirmed reports earn ${multiplier}× coins.`}</p>`,
    startAt: new Date(now + startDays * DAY),
    endAt: new Date(now + endDays * DAY),
    multiplier,
    crowdTesting: crowd,
  });
  const acts = await db
    .insert(activities)
    .values([
      act('zh', '夏季众测挑战', 'past', -120, -60, 3, '*.example.com 全部业务', true),
      act('zh', '双倍安全币挑战赛', 'running', -10, 20, 2, '主站 Web 业务'),
      act('zh', '移动应用专项测试', 'upcoming', 15, 45, 1.5, '官方 Android 与 iOS 应用'),
      act('en', 'Summer crowd test', 'past', -120, -60, 3, 'all *.example.com services', true),
      act('en', 'Double-coin challenge', 'running', -10, 20, 2, 'the main web site'),
      act('en', 'Mobile app sprint', 'upcoming', 15, 45, 1.5, 'the official Android and iOS apps'),
    ])
    .returning();

  const coefficients = await db
    .insert(businessCoefficients)
    .values([
      { language: 'zh', business: '核心业务（支付、账号）', coefficient: 1.5, description: '涉及资金与用户身份的核心系统' },
      { language: 'zh', business: '一般业务', coefficient: 1, description: '主站及常规业务系统' },
      { language: 'zh', business: '边缘业务', coefficient: 0.5, description: '访问量低、非核心的系统' },
      { language: 'en', business: 'Core (payments, accounts)', coefficient: 1.5, description: 'Systems that handle money and identity' },
      { language: 'en', business: 'General', coefficient: 1, description: 'The main site and ordinary services' },
      { language: 'en', business: 'Marginal', coefficient: 0.5, description: 'Low-traffic, non-core systems' },
    ])
    .returning();

  await db.insert(faqs).values([
    { language: 'zh', sort: 1, question: '如何提交漏洞？', answer: '<p>登录后点击顶部“提交漏洞”，填写漏洞信息并上传附件。首次提交前需要绑定手机。</p>' },
    { language: 'zh', sort: 2, question: '安全币如何计算？', answer: '<p>奖励安全币 = 基础安全币 × 业务系数 × 活动倍数（四舍五入）。优质漏洞另有奖励。</p>' },
    { language: 'zh', sort: 3, question: '多久可以更换一次团队？', answer: `<p>${FAQ_TEAM_RULE}</p>` },
    { language: 'zh', sort: 4, question: '现金礼品为什么发放失败？', answer: '<p>现金类礼品需要完成实名认证，未实名会导致发放失败。</p>' },
    { language: 'zh', sort: 5, question: '什么时候可以催审？', answer: '<p>漏洞提交 7 天后仍未审核完成时可以催审，每天一次。</p>' },
    { language: 'zh', sort: 6, question: '安全币如何兑换现金？', answer: `<p>1 安全币 = ${CURRENCY_UNITS_PER_COIN} 元，现金礼品按此定价；兑换现金前需完成实名认证，3 日内到账。</p>` },
    {
      language: 'zh',
      sort: 7,
      question: '月度额外奖励是什么？',
      answer: '<p>每月贡献榜前三名且当月总分超过 800 的白帽子可获得额外奖励，最高奖励 100 万；次月 1 日发放，现金 3 日内到账。</p>',
    },
    { language: 'en', sort: 1, question: 'How do I report a vulnerability?', answer: '<p>Researchers outside mainland China report by email; see the English home page.</p>' },
    { language: 'en', sort: 2, question: 'How are coins calculated?', answer: '<p>Awarded coins = base coins × business coefficient × activity multiplier, rounded.</p>' },
    { language: 'en', sort: 3, question: 'How often can I change teams?', answer: `<p>${FAQ_TEAM_RULE}</p>` },
    { language: 'en', sort: 4, question: 'When can I ask for a review?', answer: '<p>Seven days after submission, once a day, while the report is not reviewed yet.</p>' },
    {
      language: 'en',
      sort: 5,
      question: 'How are coins paid out as cash?',
      answer: `<p>1 coin = ${CURRENCY_UNITS_PER_COIN} yuan; cash gifts are priced at this rate. Cash needs real-name verification and arrives within 3 days.</p>`,
    },
    {
      language: 'en',
      sort: 6,
      question: 'What is the monthly extra reward?',
      answer: "<p>The month's top three with more than 800 coins earn an extra reward, up to 1 million. It is paid on the 1st of the next month; cash arrives within 3 days.</p>",
    },
  ]);

  const DELIVERY: Record<string, Record<'zh' | 'en', string>> = {
    cash: { zh: '完成实名认证后 3 日内到账。', en: 'Paid within 3 days once your real name is verified.' },
    score: { zh: '兑换后在线发放。', en: 'Issued online after the exchange.' },
    custom: { zh: '兑换后 7 个工作日内发货。', en: 'Shipped within 7 working days.' },
    new: { zh: '兑换后 7 个工作日内发货。', en: 'Shipped within 7 working days.' },
  };
  const gift = (language: 'zh' | 'en', name: string, pic: string, price: number, num: number, type: string, area: string, daysAgo: number) => ({
    language,
    name,
    // Each language has its own picture: the words on it are the page's.
    pic: `${S}/reward/${pic}-${language}.svg`,
    price,
    num,
    type,
    area,
    description: `<p>${name}</p><p>${DELIVERY[type]![language]}</p>`,
    createdAt: new Date(now - daysAgo * DAY),
  });
  // Cash gifts cost their sum at 1 coin = 5 yuan; physical gifts (custom) are shipped to an address;
  // coin gifts (score) are issued online. The mug stays second: the demo's shipped order is for it.
  await db
    .insert(rewards)
    .values([
      gift('zh', '100 元现金红包', 'cash', coinsForCash(100), 50, 'cash', 'cash', 1),
      gift('zh', '定制马克杯', 'mug', 80, 120, 'custom', 'custom', 2),
      gift('zh', '白帽贴纸套装', 'sticker', 30, 500, 'custom', 'custom', 3),
      gift('zh', '机械键盘', 'keyboard', 600, 20, 'custom', 'custom', 4),
      gift('zh', '新人福利礼包', 'gift', 0, 200, 'new', 'activity', 5),
      gift('zh', '白帽 T 恤', 'tshirt', 150, 80, 'custom', 'custom', 6),
      gift('zh', '限量双肩包', 'backpack', 400, 0, 'custom', 'custom', 7),
      gift('zh', '年度纪念卫衣', 'hoodie', 300, 0, 'custom', 'activity', 8),
      gift('zh', '500 元现金红包', 'cash', coinsForCash(500), 20, 'cash', 'cash', 9),
      gift('zh', '视频会员月卡', 'membership', 30, 300, 'score', 'custom', 10),
      gift('en', 'Coffee mug', 'mug', 80, 100, 'custom', 'custom', 2),
      gift('en', 'Sticker pack', 'sticker', 30, 300, 'custom', 'custom', 3),
      gift('en', 'Researcher T-shirt', 'tshirt', 150, 50, 'custom', 'custom', 6),
      gift('en', 'Limited backpack', 'backpack', 400, 0, 'custom', 'custom', 7),
      gift('en', 'Welcome pack', 'gift', 0, 100, 'new', 'activity', 5),
      gift('en', 'Streaming membership (1 month)', 'membership', 30, 200, 'score', 'custom', 10),
    ]);

  return { activities: acts, coefficients };
}
