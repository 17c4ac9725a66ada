// The staff content resources on the generic CRUD: banners, announcements, blog articles (with
// tags) and categories, activities, rewards, business coefficients and FAQ. Rich HTML is sanitised
// when stored; abstracts default to the text of the content.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { AnnouncementTypeLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { activities, announcements, banners, blogArticles, blogArticleTags, blogCategories, blogTags, businessCoefficients, faqs, rewards, trades } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { enumText } from '../labels';
import { htmlToText, sanitizeWithin } from '../sanitize';
import {
  AdminActivityFormLimits,
  AdminAnnouncementFormLimits,
  AdminBlogArticleFormLimits,
  AdminBlogArticleLimits,
  AdminFaqFormLimits,
  AdminRewardFormLimits,
  AnnouncementSummaryLimits,
  BlogArticleSummaryLimits,
} from '@generated/limits';
import { crud, plain, required } from './crud';
import { formatDateTime } from '@common/contract-time';

/** Sanitised HTML within the contract's limit of the field (measured after sanitising), not empty. */
const rich = async (lang: Lang, field: string, html: string | undefined, maxLength: number) => {
  const clean = await sanitizeWithin(html ?? '', maxLength, lang, field);
  if (!htmlToText(clean) && !/<img\b/i.test(clean)) throw invalid(lang, field, (m) => m.required);
  return clean;
};
/** The abstract kept: the one given, else the content's text, cut to what the public answers hold. */
const abstractOf = (given: string | undefined, html: string, maxLength: number) => (plain(given) || htmlToText(html)).slice(0, maxLength);
/** Site-relative or https addresses only (no javascript: or data: links in banners and pictures). */
const address = (lang: Lang, field: string, value: string | undefined, optional = false) => {
  const v = plain(value);
  if (!v && optional) return '';
  if (!/^(\/(?!\/)|https:\/\/)/.test(v)) throw invalid(lang, field, (m) => m.validation.sitePathOrHttps);
  return v;
};

export const bannerCrud = crud({
  table: banners,
  order: [asc(banners.sort), asc(banners.id)],
  values: (f: { imgurl: string; linkurl: string; sort?: number; enabled?: boolean }, lang) => ({
    imgurl: address(lang, 'imgurl', f.imgurl),
    linkurl: address(lang, 'linkurl', f.linkurl),
    sort: f.sort ?? 0,
    enabled: f.enabled ?? true,
  }),
  item: (r: typeof banners.$inferSelect) => ({ id: r.id, imgurl: r.imgurl, linkurl: r.linkurl, sort: r.sort, enabled: r.enabled, createTime: formatDateTime(r.createdAt) }),
});

export const announcementCrud = crud({
  table: announcements,
  order: [desc(announcements.createdAt), desc(announcements.id)],
  values: async (f: { title: string; type: number; abstract?: string; content: string }, lang) => {
    const content = await rich(lang, 'content', f.content, AdminAnnouncementFormLimits.content.maxLength);
    return { title: required(lang, 'title', f.title), type: f.type, abstract: abstractOf(f.abstract, content, AnnouncementSummaryLimits.abstract.maxLength), content };
  },
  item: (r: typeof announcements.$inferSelect, lang) => ({
    id: r.id,
    title: r.title,
    type: r.type as 1 | 2 | 3,
    abstract: r.abstract,
    content: r.content,
    typeText: enumText(AnnouncementTypeLabels, lang, r.type),
    createTime: formatDateTime(r.createdAt),
  }),
});

async function categoryOf(db: Db, lang: Lang, id: number) {
  const [cat] = await db
    .select()
    .from(blogCategories)
    .where(and(eq(blogCategories.id, id), eq(blogCategories.language, lang)));
  if (!cat) throw new ApiError(Retcode.NotFound, t(lang).field('categoryId', t(lang).content.unknownCategory));
  return cat;
}

type ArticleForm = { title: string; imgurl?: string; author?: string; categoryId: number; tags?: string[]; abstract?: string; content: string; top?: boolean };

export const articleCrud = crud({
  table: blogArticles,
  order: [desc(blogArticles.createdAt), desc(blogArticles.id)],
  values: async (f: ArticleForm, lang) => {
    const content = await rich(lang, 'content', f.content, AdminBlogArticleFormLimits.content.maxLength);
    return {
      title: required(lang, 'title', f.title),
      imgurl: address(lang, 'imgurl', f.imgurl, true),
      author: plain(f.author) || t(lang).content.defaultAuthor,
      categoryId: f.categoryId,
      abstract: abstractOf(f.abstract, content, BlogArticleSummaryLimits.abstract.maxLength),
      content,
      top: f.top ?? false,
    };
  },
  async beforeWrite(tx, f, lang) {
    await categoryOf(tx, lang, f.categoryId);
  },
  async afterWrite(tx, id, f, lang) {
    // Tags by name: new names create tags; the article's set is replaced.
    const names = [...new Set((f.tags ?? []).map((n) => plain(n)).filter(Boolean))];
    await tx.delete(blogArticleTags).where(eq(blogArticleTags.articleId, id));
    if (names.length === 0) return;
    const existing = await tx
      .select()
      .from(blogTags)
      .where(and(eq(blogTags.language, lang), inArray(blogTags.name, names)));
    const missing = names.filter((n) => !existing.some((t) => t.name === n));
    const created = missing.length
      ? await tx
          .insert(blogTags)
          .values(missing.map((name) => ({ name, language: lang })))
          .returning()
      : [];
    await tx.insert(blogArticleTags).values([...existing, ...created].map((t) => ({ articleId: id, tagId: t.id })));
  },
  async beforeDelete(tx, id) {
    await tx.delete(blogArticleTags).where(eq(blogArticleTags.articleId, id));
  },
  async item(r: typeof blogArticles.$inferSelect, _lang, db) {
    const [cat] = await db.select({ name: blogCategories.name }).from(blogCategories).where(eq(blogCategories.id, r.categoryId));
    const tags = await db.select({ name: blogTags.name }).from(blogArticleTags).innerJoin(blogTags, eq(blogTags.id, blogArticleTags.tagId)).where(eq(blogArticleTags.articleId, r.id));
    return {
      id: r.id,
      title: r.title,
      imgurl: r.imgurl,
      author: r.author,
      categoryId: r.categoryId,
      tags: tags.map((x) => x.name),
      abstract: r.abstract,
      content: r.content,
      top: r.top,
      category: (cat?.name ?? '').slice(0, AdminBlogArticleLimits.category.maxLength),
      viewCnt: r.viewCnt,
      voteCnt: r.voteCnt,
      createTime: formatDateTime(r.createdAt),
    };
  },
});

export const categoryCrud = crud({
  table: blogCategories,
  order: [asc(blogCategories.sort), asc(blogCategories.id)],
  values: (f: { name: string }, lang) => ({ name: required(lang, 'name', f.name) }),
  async beforeDelete(tx, id, lang) {
    const [n] = await tx.select({ n: count() }).from(blogArticles).where(eq(blogArticles.categoryId, id));
    if ((n?.n ?? 0) > 0) throw new ApiError(Retcode.StateNotAllowed, t(lang).content.categoryHasArticles);
  },
  async item(r: typeof blogCategories.$inferSelect, _lang, db) {
    const [n] = await db.select({ n: count() }).from(blogArticles).where(eq(blogArticles.categoryId, r.id));
    return { id: r.id, name: r.name, articleCount: n?.n ?? 0 };
  },
});

type ActivityForm = {
  title: string;
  imgurl?: string;
  requirement?: string;
  startTime: number;
  endTime: number;
  content: string;
  multiplier?: number;
  enabled?: boolean;
  crowdTesting?: boolean;
};

export const activityCrud = crud({
  table: activities,
  order: [desc(activities.startAt), desc(activities.id)],
  values: async (f: ActivityForm, lang) => {
    if (f.endTime <= f.startTime) throw invalid(lang, 'endTime', (m) => m.validation.endAfterStart);
    return {
      title: required(lang, 'title', f.title),
      // The contract shows every activity with a picture: a neutral one when staff give none.
      imgurl: address(lang, 'imgurl', f.imgurl, true) || '/v2/static/activity/upcoming.svg',
      requirement: plain(f.requirement) || '*',
      startAt: new Date(f.startTime),
      endAt: new Date(f.endTime),
      content: await rich(lang, 'content', f.content, AdminActivityFormLimits.content.maxLength),
      multiplier: f.multiplier ?? 1,
      enabled: f.enabled ?? true,
      crowdTesting: f.crowdTesting ?? false,
    };
  },
  item: (r: typeof activities.$inferSelect) => {
    const now = Date.now();
    return {
      id: r.id,
      title: r.title,
      imgurl: r.imgurl,
      requirement: r.requirement,
      startTime: r.startAt.getTime(),
      endTime: r.endAt.getTime(),
      content: r.content,
      multiplier: r.multiplier,
      enabled: r.enabled,
      crowdTesting: r.crowdTesting,
      state: (now < r.startAt.getTime() ? 'upcoming' : now < r.endAt.getTime() ? 'ongoing' : 'ended') as 'upcoming' | 'ongoing' | 'ended',
      createTime: formatDateTime(r.createdAt),
    };
  },
});

/** Creation sets the stock; an edit has no num (the stock moves only through adjustRewardStock). */
type RewardForm = { name: string; pic: string; price: number; num?: number; type: string; area: string; description?: string };

export const rewardCrud = crud({
  table: rewards,
  order: [desc(rewards.createdAt), desc(rewards.id)],
  values: async (f: RewardForm, lang) => ({
    name: required(lang, 'name', f.name),
    pic: address(lang, 'pic', f.pic),
    price: f.price,
    ...(f.num === undefined ? {} : { num: f.num }),
    type: f.type,
    area: f.area,
    description: await sanitizeWithin(f.description ?? '', AdminRewardFormLimits.description.maxLength, lang, 'description'),
  }),
  item: (r: typeof rewards.$inferSelect) => ({
    id: r.id,
    name: r.name,
    pic: r.pic,
    price: r.price,
    num: r.num,
    type: r.type as 'cash',
    area: r.area as 'cash',
    description: r.description,
    createTime: formatDateTime(r.createdAt),
  }),
  // Orders keep their gift (the foreign key refuses the delete): say so instead of failing.
  async beforeDelete(tx, id, lang) {
    const [n] = await tx.select({ n: count() }).from(trades).where(eq(trades.rewardId, id));
    if ((n?.n ?? 0) > 0) throw new ApiError(Retcode.StateNotAllowed, t(lang).content.giftHasOrders);
  },
});

export const coefficientCrud = crud({
  table: businessCoefficients,
  order: [asc(businessCoefficients.id)],
  values: (f: { business: string; coefficient: number; description?: string }, lang) => ({
    business: required(lang, 'business', f.business),
    coefficient: f.coefficient,
    description: plain(f.description),
  }),
  item: (r: typeof businessCoefficients.$inferSelect) => ({ id: r.id, business: r.business, coefficient: r.coefficient, description: r.description }),
});

export const faqCrud = crud({
  table: faqs,
  order: [asc(faqs.sort), asc(faqs.id)],
  values: async (f: { question: string; answer: string }, lang) => ({
    question: required(lang, 'question', f.question),
    answer: await rich(lang, 'answer', f.answer, AdminFaqFormLimits.answer.maxLength),
  }),
  item: (r: typeof faqs.$inferSelect) => ({ id: r.id, question: r.question, answer: r.answer, createTime: formatDateTime(r.createdAt) }),
});
