// Small public lists: banners, FAQ, business coefficients and the regulation file.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { banners, businessCoefficients, faqs } from '../../db/schema';
import type { Lang } from '../../envelope';
import { getSetting } from '../settings/settings';
import { teamRuleText, withTeamRule } from '../team/team-rule';

export async function listBanners(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: banners.id, imgurl: banners.imgurl, linkurl: banners.linkurl })
    .from(banners)
    .where(and(eq(banners.language, lang), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return { banners: rows };
}

/** Answers naming the team-switch rule get its configured wording (the join dialog shows the same). */
export async function listFaq(db: Db, lang: Lang) {
  const rows = await db.select({ id: faqs.id, question: faqs.question, answer: faqs.answer }).from(faqs).where(eq(faqs.language, lang)).orderBy(asc(faqs.sort), asc(faqs.id));
  const rule = teamRuleText(lang, await getSetting(db, 'teamChangeMonths'));
  return { faqs: rows.map((row) => ({ ...row, answer: withTeamRule(row.answer, rule) })) };
}

export async function listBusinessCoefficients(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: businessCoefficients.id, business: businessCoefficients.business, coefficient: businessCoefficients.coefficient, description: businessCoefficients.description })
    .from(businessCoefficients)
    .where(eq(businessCoefficients.language, lang))
    .orderBy(asc(businessCoefficients.id));
  return { coefficients: rows };
}

export async function getRegulation(db: Db, lang: Lang) {
  return { regulation: (await getSetting(db, 'regulation'))[lang] };
}
