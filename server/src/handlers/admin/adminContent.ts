// Handlers of the `adminContent` tag, keyed by operationId: one row per content resource (its
// generic CRUD and its four operations; crud-handlers.ts makes the handlers), then the few
// operations of their own (stock and the regulation).
import { ok } from '../../envelope';
import { activityCrud, announcementCrud, articleCrud, bannerCrud, categoryCrud, coefficientCrud, faqCrud, rewardCrud } from '../../services/admin-content/resources';
import { adjustRewardStock, getAdminRegulation, updateRegulation } from '../../services/admin-content/stock-and-regulation';
import { crudHandlers } from '../crud-handlers';
import type { HandlerMap } from '../types';

const RESOURCES = {
  ...crudHandlers(bannerCrud, { list: 'listAdminBanners', key: 'banners', create: 'createBanner', update: 'updateBanner', remove: 'deleteBanner' }),
  ...crudHandlers(announcementCrud, { list: 'listAdminAnnouncements', key: 'announcements', create: 'createAnnouncement', update: 'updateAnnouncement', remove: 'deleteAnnouncement' }),
  ...crudHandlers(articleCrud, { list: 'listAdminBlogArticles', key: 'articles', create: 'createBlogArticle', update: 'updateBlogArticle', remove: 'deleteBlogArticle' }),
  ...crudHandlers(categoryCrud, { list: 'listAdminBlogCategories', key: 'categories', create: 'createBlogCategory', update: 'updateBlogCategory', remove: 'deleteBlogCategory' }),
  ...crudHandlers(activityCrud, { list: 'listAdminActivities', key: 'activities', create: 'createActivity', update: 'updateActivity', remove: 'deleteActivity' }),
  ...crudHandlers(rewardCrud, { list: 'listAdminRewards', key: 'rewards', create: 'createReward', update: 'updateReward', remove: 'deleteReward' }),
  ...crudHandlers(coefficientCrud, {
    list: 'listAdminBusinessCoefficients',
    key: 'coefficients',
    create: 'createBusinessCoefficient',
    update: 'updateBusinessCoefficient',
    remove: 'deleteBusinessCoefficient',
  }),
  ...crudHandlers(faqCrud, { list: 'listAdminFaqs', key: 'faqs', create: 'createFaq', update: 'updateFaq', remove: 'deleteFaq' }),
};

export const adminContentHandlers = {
  ...RESOURCES,
  async adjustRewardStock(request, _reply, { db, lang }) {
    return ok(await adjustRewardStock(db, lang, request.params.id, request.body.delta), lang);
  },
  async getAdminRegulation(_request, _reply, { db, lang }) {
    return ok(await getAdminRegulation(db, lang), lang);
  },
  async updateRegulation(request, _reply, { db, lang }) {
    return ok(await updateRegulation(db, lang, request.body), lang);
  },
} satisfies HandlerMap;
