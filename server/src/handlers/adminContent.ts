// Handlers of the `adminContent` tag, keyed by operationId (thin: one call into the generic CRUD).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { activityCrud, announcementCrud, articleCrud, bannerCrud, categoryCrud, coefficientCrud, faqCrud, rewardCrud } from '../services/admin-content/resources';
import { adjustRewardStock, getAdminRegulation, updateRegulation } from '../services/admin-content/stock-and-regulation';
import type { HandlerMap } from './types';

export const adminContentHandlers = {
  async listAdminBanners(request) {
    const lang = langOf(request);
    const { total, items } = await bannerCrud.list(request.server.db, lang, request.query);
    return ok({ total, banners: items }, lang);
  },
  async createBanner(request) {
    const lang = langOf(request);
    return ok(await bannerCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateBanner(request) {
    const lang = langOf(request);
    return ok(await bannerCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteBanner(request) {
    const lang = langOf(request);
    return ok(await bannerCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminAnnouncements(request) {
    const lang = langOf(request);
    const { total, items } = await announcementCrud.list(request.server.db, lang, request.query);
    return ok({ total, announcements: items }, lang);
  },
  async createAnnouncement(request) {
    const lang = langOf(request);
    return ok(await announcementCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateAnnouncement(request) {
    const lang = langOf(request);
    return ok(await announcementCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteAnnouncement(request) {
    const lang = langOf(request);
    return ok(await announcementCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminBlogArticles(request) {
    const lang = langOf(request);
    const { total, items } = await articleCrud.list(request.server.db, lang, request.query);
    return ok({ total, articles: items }, lang);
  },
  async createBlogArticle(request) {
    const lang = langOf(request);
    return ok(await articleCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateBlogArticle(request) {
    const lang = langOf(request);
    return ok(await articleCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteBlogArticle(request) {
    const lang = langOf(request);
    return ok(await articleCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminBlogCategories(request) {
    const lang = langOf(request);
    const { total, items } = await categoryCrud.list(request.server.db, lang, request.query);
    return ok({ total, categories: items }, lang);
  },
  async createBlogCategory(request) {
    const lang = langOf(request);
    return ok(await categoryCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateBlogCategory(request) {
    const lang = langOf(request);
    return ok(await categoryCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteBlogCategory(request) {
    const lang = langOf(request);
    return ok(await categoryCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminActivities(request) {
    const lang = langOf(request);
    const { total, items } = await activityCrud.list(request.server.db, lang, request.query);
    return ok({ total, activities: items }, lang);
  },
  async createActivity(request) {
    const lang = langOf(request);
    return ok(await activityCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateActivity(request) {
    const lang = langOf(request);
    return ok(await activityCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteActivity(request) {
    const lang = langOf(request);
    return ok(await activityCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminRewards(request) {
    const lang = langOf(request);
    const { total, items } = await rewardCrud.list(request.server.db, lang, request.query);
    return ok({ total, rewards: items }, lang);
  },
  async createReward(request) {
    const lang = langOf(request);
    return ok(await rewardCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateReward(request) {
    const lang = langOf(request);
    return ok(await rewardCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteReward(request) {
    const lang = langOf(request);
    return ok(await rewardCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminBusinessCoefficients(request) {
    const lang = langOf(request);
    const { total, items } = await coefficientCrud.list(request.server.db, lang, request.query);
    return ok({ total, coefficients: items }, lang);
  },
  async createBusinessCoefficient(request) {
    const lang = langOf(request);
    return ok(await coefficientCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateBusinessCoefficient(request) {
    const lang = langOf(request);
    return ok(await coefficientCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteBusinessCoefficient(request) {
    const lang = langOf(request);
    return ok(await coefficientCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async listAdminFaqs(request) {
    const lang = langOf(request);
    const { total, items } = await faqCrud.list(request.server.db, lang, request.query);
    return ok({ total, faqs: items }, lang);
  },
  async createFaq(request) {
    const lang = langOf(request);
    return ok(await faqCrud.create(request.server.db, lang, request.body), lang);
  },
  async updateFaq(request) {
    const lang = langOf(request);
    return ok(await faqCrud.update(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteFaq(request) {
    const lang = langOf(request);
    return ok(await faqCrud.remove(request.server.db, lang, request.params.id), lang);
  },
  async adjustRewardStock(request) {
    const lang = langOf(request);
    return ok(await adjustRewardStock(request.server.db, lang, request.params.id, request.body.delta), lang);
  },
  async getAdminRegulation(request) {
    const lang = langOf(request);
    return ok(await getAdminRegulation(request.server.db, lang), lang);
  },
  async updateRegulation(request) {
    const lang = langOf(request);
    return ok(await updateRegulation(request.server.db, lang, request.body), lang);
  },
} satisfies HandlerMap;
