// Demo reports in every state with their logs, threads and awards. Coins are posted through the
// ledger only (so balances and rank aggregates are right), spread over 14 months with the current
// month well filled; a few gift orders spend some of them.
import { eq } from 'drizzle-orm';
import { BugLogAction, BugStatus } from '@generated/enums';
import type { Db } from '../db/index';
import { activities, bugComments, bugLogs, bugs, businessCoefficients, notices, rewards, trades } from '../db/schema';
import { awardCoins } from '@common/coins';
import { CoinType, postLedger } from '../services/coins/ledger';
import { DEFAULT_SETTINGS } from '../services/settings/settings';
import type { DemoPeople } from './people';
import { DAY, type Rng } from './random';

const TITLES = [
  ['搜索接口存在 SQL 注入', 3, 301, 'https://www.example.com/search?q=1'],
  ['评论区存储型 XSS', 3, 302, 'https://bbs.example.com/thread/1024'],
  ['图片代理 SSRF 可访问内网', 3, 303, 'https://img.example.com/proxy?url='],
  ['订单详情越权查看', 3, 305, 'https://shop.example.com/order/detail?id=1'],
  ['支付回调签名可绕过', 4, 403, 'https://pay.example.com/notify'],
  ['后台弱口令', 2, 201, 'https://admin.example.com/login'],
  ['Redis 未授权访问', 2, 202, 'redis.example.com:6379'],
  ['Android 导出组件越权', 10, 1003, 'https://app.example.com/download'],
  ['优惠券可无限领取', 4, 401, 'https://m.example.com/coupon'],
  ['对象存储桶公开可写', 1, 103, 'https://static.example.com/'],
] as const;

const FLOW = [BugStatus.Unreviewed, BugStatus.UnderReview, BugStatus.Confirmed, BugStatus.AwaitingRecheck, BugStatus.FinishedFixed, BugStatus.Ignored, BugStatus.FinishedNotFixed];

/** The log actions that lead to a state, in order. */
function path(status: number): string[] {
  const head = [BugLogAction.Submit];
  if (status === BugStatus.Unreviewed) return head;
  if (status === BugStatus.Ignored) return [...head, BugLogAction.Start, BugLogAction.Ignore];
  const rated = [...head, BugLogAction.Start, BugLogAction.Confirm];
  if (status === BugStatus.UnderReview) return [...head, BugLogAction.Start];
  if (status === BugStatus.Confirmed) return rated;
  if (status === BugStatus.AwaitingRecheck) return [...rated, BugLogAction.Review];
  if (status === BugStatus.FinishedFixed) return [...rated, BugLogAction.Review, BugLogAction.RecheckFixed];
  return [...rated, BugLogAction.Review, BugLogAction.RecheckNotFixed];
}

export async function loadBugs(db: Db, rng: Rng, now: number, people: DemoPeople) {
  const acts = await db.select().from(activities);
  const coefficients = (await db.select().from(businessCoefficients)).filter((c) => c.language === 'zh');
  const running = acts.find((a) => a.language === 'zh' && a.startAt.getTime() < now && a.endAt.getTime() > now);
  const past = acts.find((a) => a.language === 'zh' && a.endAt.getTime() < now);
  let made = 0;

  const makeBug = async (userId: number, status: number, submittedAt: number, forceRecent = false) => {
    const [name, mainType, subType, link] = rng.pick(TITLES);
    const level = rng.int(1, 4);
    const inRunning = running && submittedAt >= running.startAt.getTime() && rng.chance(0.6);
    const inPast = past && submittedAt >= past.startAt.getTime() && submittedAt < past.endAt.getTime();
    const activity = inRunning ? running : inPast ? past : null;
    const rated = [BugStatus.Confirmed, BugStatus.AwaitingRecheck, BugStatus.FinishedFixed, BugStatus.FinishedNotFixed].includes(status as 30);
    const [min, max] = DEFAULT_SETTINGS.levelCoins[level]!;
    const base = rng.int(min, max);
    const coefficient = rng.pick(coefficients);
    const multiplier = activity?.multiplier ?? 1;
    const coins = rated ? awardCoins(base, coefficient.coefficient, multiplier) : 0;
    const highQuality = rated && level >= 3 && rng.chance(0.25);
    const [bug] = await db
      .insert(bugs)
      .values({
        userId,
        name,
        level,
        link,
        detail: `<p>${name}。</p><p>复现步骤：</p><ol><li>登录测试账号</li><li>访问 <code>${link}</code> 并构造请求</li><li>观察返回结果</li></ol><table><tbody><tr><th>参数</th><th>值</th></tr><tr><td>q</td><td>1' and '1'='1</td></tr></tbody></table>`,
        text: `${name}。复现步骤：登录测试账号，访问并构造请求，观察返回结果。`,
        mainType,
        subType,
        activityId: activity?.id ?? null,
        status,
        firstKill: rated && rng.chance(0.15),
        intelligenceValue: rated ? rng.int(0, 20) : 0,
        auditLevel: rated ? level : null,
        baseCoins: rated ? base : 0,
        businessCoefficientId: rated ? coefficient.id : null,
        multiplier,
        ratingCoins: coins,
        qualityCoins: highQuality ? 10 : 0,
        highQuality,
        ignoreReason: status === BugStatus.Ignored ? 'not-vulnerability' : null,
        // A re-check under way has its clock (docs/rules.md#re-check-deadline); no draw from rng, so the rest of the demo stays as it was.
        recheckDueAt: status === BugStatus.AwaitingRecheck ? new Date(now + 5 * DAY) : null,
        recheckRewardCoins: status === BugStatus.AwaitingRecheck ? DEFAULT_SETTINGS.recheck.rewardCoins : 0,
        submittedAt: new Date(submittedAt),
        updatedAt: new Date(submittedAt),
      })
      .returning();
    const steps = path(status);
    const ratedAt = forceRecent ? Math.min(now - 3600_000, submittedAt + DAY) : Math.min(now - 3600_000, submittedAt + rng.int(1, 4) * DAY);
    await db.insert(bugLogs).values(
      steps.map((action, i) => ({
        bugId: bug!.id,
        action,
        // The facts, worded in each reader's language (services/bug/log.ts).
        details: action === BugLogAction.Confirm ? { level, coins, coinsDelta: coins } : {},
        operatorId: i === 0 || action.startsWith('recheck') ? userId : people.staffId,
        isStaff: !(i === 0 || action.startsWith('recheck')),
        createdAt: new Date(i === 0 ? submittedAt : Math.min(now - 60_000, ratedAt + i * 3600_000)),
      })),
    );
    if (status !== BugStatus.Unreviewed && rng.chance(0.5)) {
      await db.insert(bugComments).values([
        { bugId: bug!.id, userId: people.staffId, isStaff: true, content: '请补充完整的请求包。', createdAt: new Date(submittedAt + 3600_000) },
        { bugId: bug!.id, userId, content: '已在附件中补充。', createdAt: new Date(submittedAt + 7200_000) },
      ]);
      await db
        .update(bugs)
        .set({ lastStaffReplyAt: new Date(submittedAt + 3600_000), lastReporterReplyAt: new Date(submittedAt + 7200_000) })
        .where(eq(bugs.id, bug!.id));
    }
    if (coins > 0) {
      await postLedger(db, { userId, type: CoinType.BugRating, amount: coins, earned: true, reason: activity?.crowdTesting ? 1 : null, bugId: bug!.id, remark: name, at: new Date(ratedAt) });
    }
    if (highQuality) {
      await postLedger(db, { userId, type: CoinType.HighQualityBug, amount: 10, earned: true, bugId: bug!.id, remark: name, at: new Date(ratedAt + 60_000) });
    }
    made += 1;
    return bug!.id;
  };

  // The demo researcher: one report in every state; the unreviewed one is old enough to urge.
  for (const [i, status] of FLOW.entries()) {
    const age = status === BugStatus.Unreviewed ? 9 * DAY : (i + 2) * 2 * DAY;
    await makeBug(people.researcherId, status, now - age, true);
  }
  // Everyone else: 0–8 reports over 14 months, a third of them this month.
  for (const userId of people.researchers.slice(1)) {
    if (userId === people.newbieId) continue;
    const n = rng.int(0, 8);
    for (let i = 0; i < n; i += 1) {
      const recent = rng.chance(0.35);
      const submittedAt = recent ? now - rng.int(1, 18) * 3600_000 * 24 * 0.8 : now - rng.int(20, 420) * DAY;
      const status = rng.chance(0.7) ? rng.pick([BugStatus.Confirmed, BugStatus.FinishedFixed, BugStatus.AwaitingRecheck, BugStatus.FinishedNotFixed]) : rng.pick(FLOW);
      await makeBug(userId, status, submittedAt);
    }
  }

  // Enough coins to try every gift: a staff award with a reason, as staff would post it.
  await postLedger(db, { userId: people.researcherId, type: CoinType.ManualChange, amount: 5000, earned: false, remark: '礼品兑换体验金（不计贡献值）', at: new Date(now - 15 * DAY) });
  // A gift order (paid from the ledger) and notices for the demo researcher.
  const [mug] = await db.select().from(rewards).limit(2).offset(1);
  if (mug) {
    const [order] = await db
      .insert(trades)
      .values({
        userId: people.researcherId,
        rewardId: mug.id,
        num: 1,
        cost: mug.price,
        status: 21,
        realname: '张三',
        tel: '+8613800000001',
        address: '北京市海淀区示例路 1 号',
        tracking: 'SF1234567890',
        createdAt: new Date(now - 20 * DAY),
      })
      .returning();
    await postLedger(db, { userId: people.researcherId, type: CoinType.GiftPayment, amount: -mug.price, earned: false, tradeId: order!.id, remark: mug.name, at: new Date(now - 20 * DAY) });
  }
  await db.insert(notices).values([
    { userId: people.researcherId, type: 'bug', title: '您的漏洞已确认', content: '您提交的漏洞已确认，安全币已发放。', link: '/user/bugs', createdAt: new Date(now - 3 * DAY) },
    {
      userId: people.researcherId,
      type: 'trade',
      title: '礼品已发货',
      content: '您兑换的定制马克杯已发货，运单号 SF1234567890。',
      link: '/user/ex',
      createdAt: new Date(now - 18 * DAY),
      read: true,
    },
    { userId: people.researcherId, type: 'user', title: '欢迎加入安全应急响应中心', content: '感谢注册，祝您挖洞愉快！', createdAt: new Date(now - 300 * DAY), read: true },
  ]);
  return made;
}
