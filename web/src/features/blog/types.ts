import type { components } from '@generated/api';

export type BlogArticle = components['schemas']['BlogArticleSummary'];
export type BlogArticleDetail = components['schemas']['BlogArticleDetail'];
export type BlogArticlePage = components['schemas']['BlogArticlePage'];
