// The content screens' reads and changes, each typed by the contract (staff operations under
// /v2/admin/api). Content is per language: every call carries the page's language value (the API
// client adds it), so a screen lists and writes the content of the language it is shown in.
// Each list answers `{ total, items }` through `select`, so the generic screen reads any of them.
import type { components } from '@generated/api';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

type Schemas = components['schemas'];
export type BannerForm = Schemas['AdminBannerForm'];
export type Banner = Schemas['AdminBanner'];
export type AnnouncementForm = Schemas['AdminAnnouncementForm'];
export type Announcement = Schemas['AdminAnnouncement'];
export type ArticleForm = Schemas['AdminBlogArticleForm'];
export type Article = Schemas['AdminBlogArticle'];
export type CategoryForm = Schemas['AdminBlogCategoryForm'];
export type Category = Schemas['AdminBlogCategory'];
export type ActivityForm = Schemas['AdminActivityForm'];
export type Activity = Schemas['AdminActivity'];
export type GiftForm = Schemas['AdminRewardForm'];
export type GiftUpdateForm = Schemas['AdminRewardUpdateForm'];
export type Gift = Schemas['AdminReward'];
export type CoefficientForm = Schemas['AdminBusinessCoefficientForm'];
export type Coefficient = Schemas['AdminBusinessCoefficient'];
export type FaqForm = Schemas['AdminFaqForm'];
export type Faq = Schemas['AdminFaq'];
export type RegulationForm = Schemas['AdminRegulationForm'];

const paged = (page: number, pageSize: number) => ({ params: { query: { page, pageSize } } });
const byId = (id: number) => ({ params: { path: { id } } });
/** The staff operations that change the resource listed at `path` ('<METHOD> <path>' as the contract writes them). */
const changesOf = <P extends string>(path: P) => ({ create: `POST ${path}`, update: `PUT ${path}/{id}`, remove: `DELETE ${path}/{id}` }) as const;

export const bannerApi = {
  listPath: '/v2/admin/api/banner',
  changes: changesOf('/v2/admin/api/banner'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/banner', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.banners }) }),
  create: (body: BannerForm) => api.POST('/v2/admin/api/banner', { body }),
  update: (id: number, body: BannerForm) => api.PUT('/v2/admin/api/banner/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/banner/{id}', byId(id)),
} as const;

export const announcementApi = {
  listPath: '/v2/admin/api/announcement',
  changes: changesOf('/v2/admin/api/announcement'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/announcement', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.announcements }) }),
  create: (body: AnnouncementForm) => api.POST('/v2/admin/api/announcement', { body }),
  update: (id: number, body: AnnouncementForm) => api.PUT('/v2/admin/api/announcement/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/announcement/{id}', byId(id)),
} as const;

export const articleApi = {
  listPath: '/v2/admin/api/blog/article',
  changes: changesOf('/v2/admin/api/blog/article'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/blog/article', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.articles }) }),
  create: (body: ArticleForm) => api.POST('/v2/admin/api/blog/article', { body }),
  update: (id: number, body: ArticleForm) => api.PUT('/v2/admin/api/blog/article/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/blog/article/{id}', byId(id)),
} as const;

export const categoryApi = {
  listPath: '/v2/admin/api/blog/category',
  changes: changesOf('/v2/admin/api/blog/category'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/blog/category', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.categories }) }),
  create: (body: CategoryForm) => api.POST('/v2/admin/api/blog/category', { body }),
  update: (id: number, body: CategoryForm) => api.PUT('/v2/admin/api/blog/category/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/blog/category/{id}', byId(id)),
} as const;

/** The categories an article may be filed under (the first 50 of the page's language). */
export function useCategoryOptions() {
  const query = categoryApi.useList(1, 50);
  return query.data?.items.map((c) => ({ value: String(c.id), label: c.name }));
}

export const activityApi = {
  listPath: '/v2/admin/api/activities',
  changes: changesOf('/v2/admin/api/activities'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/activities', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.activities }) }),
  create: (body: ActivityForm) => api.POST('/v2/admin/api/activities', { body }),
  update: (id: number, body: ActivityForm) => api.PUT('/v2/admin/api/activities/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/activities/{id}', byId(id)),
} as const;

export const giftApi = {
  listPath: '/v2/admin/api/reward',
  changes: changesOf('/v2/admin/api/reward'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/reward', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.rewards }) }),
  create: (body: GiftForm) => api.POST('/v2/admin/api/reward', { body }),
  // The edit form has no stock (it would undo exchanges made while the dialog was open): num is
  // dropped here even if a caller passes the create form.
  update: (id: number, { num: _stock, ...body }: GiftUpdateForm & { num?: number }) => api.PUT('/v2/admin/api/reward/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/reward/{id}', byId(id)),
} as const;

/** A relative stock change (safe while researchers exchange the gift). */
export function useAdjustStock() {
  return useApiMutation(({ id, delta }: { id: number; delta: number }) => api.POST('/v2/admin/api/reward/{id}/stock', { ...byId(id), body: { delta } }), { invalidates: [giftApi.listPath] });
}

export const coefficientApi = {
  listPath: '/v2/admin/api/business-coefficient',
  changes: changesOf('/v2/admin/api/business-coefficient'),
  useList: (page: number, pageSize: number) =>
    $api.useQuery('get', '/v2/admin/api/business-coefficient', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.coefficients }) }),
  create: (body: CoefficientForm) => api.POST('/v2/admin/api/business-coefficient', { body }),
  update: (id: number, body: CoefficientForm) => api.PUT('/v2/admin/api/business-coefficient/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/business-coefficient/{id}', byId(id)),
} as const;

export const faqApi = {
  listPath: '/v2/admin/api/faq',
  changes: changesOf('/v2/admin/api/faq'),
  useList: (page: number, pageSize: number) => $api.useQuery('get', '/v2/admin/api/faq', paged(page, pageSize), { select: (d) => ({ total: d.total, items: d.faqs }) }),
  create: (body: FaqForm) => api.POST('/v2/admin/api/faq', { body }),
  update: (id: number, body: FaqForm) => api.PUT('/v2/admin/api/faq/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/v2/admin/api/faq/{id}', byId(id)),
} as const;

export function useRegulation() {
  return $api.useQuery('get', '/v2/admin/api/config/regulation');
}

export function useSaveRegulation() {
  return useApiMutation((body: RegulationForm) => api.PUT('/v2/admin/api/config/regulation', { body }), {
    invalidates: ['/v2/admin/api/config/regulation', '/v2/api/config/regulation'],
  });
}
