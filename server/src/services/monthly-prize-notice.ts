// The monthly prize's notice, in the winner's language. A scheduled run has no request and so no
// language of its own, and an account keeps no preferred language: the language of the winner's
// latest report stands for it (a winner has reports that month, or staff gave the coins by hand;
// Chinese, the site's default, when there is none). Once notices are rendered in the reader's
// language when read (issue 19 item 6), this becomes a key with the parameters below.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { bugs } from '../db/schema';
import type { Lang } from '../envelope';
import type { Notice } from './notices';

export interface PrizeNoticeParams {
  /** 'YYYY-MM', the month rewarded. */
  month: string;
  rank: number;
  coins: number;
}

const TEXTS: Record<Lang, { title: (p: PrizeNoticeParams) => string; content: (p: PrizeNoticeParams) => string }> = {
  zh: {
    title: (p) => `${p.month} 月度排行第 ${p.rank} 名`,
    content: (p) => `恭喜！额外奖励 ${p.coins} 安全币已发放，计入 ${p.month} 的排行。`,
  },
  en: {
    title: (p) => `No. ${p.rank} in the ${p.month} monthly ranking`,
    content: (p) => `Congratulations! An extra ${p.coins} coins have been paid; they count in the ${p.month} ranking.`,
  },
};

export async function winnerLanguage(db: Db, userId: number): Promise<Lang> {
  const [latest] = await db.select({ language: bugs.language }).from(bugs).where(eq(bugs.userId, userId)).orderBy(desc(bugs.submittedAt), desc(bugs.id)).limit(1);
  return latest?.language === 'en' ? 'en' : 'zh';
}

export function prizeNotice(lang: Lang, params: PrizeNoticeParams): Notice {
  const text = TEXTS[lang];
  return { type: 'user', title: text.title(params), content: text.content(params), link: '/user/currency' };
}
