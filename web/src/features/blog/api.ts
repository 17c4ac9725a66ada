// The blogs' reads and the like toggle, through the data layer. The list loads more 10 at a time,
// one cached list per category and tag.
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { $api, pagedList, useApiMutation } from '../../lib/query';
import type { BlogArticleDetail, BlogArticlePage } from './types';

export const BLOG_PAGE_SIZE = 10;
export const RECOMMENDED_COUNT = 5;

export function useBlogCategories() {
  return $api.useQuery('get', '/v2/api/blog/category');
}

export const articlesOf = (page: BlogArticlePage) => page.articles;

export function useBlogArticles(categoryId: number | null, tagId: number | null = null) {
  return $api.useInfiniteQuery(
    'get',
    '/v2/api/blog/article',
    { params: { query: { pageSize: BLOG_PAGE_SIZE, ...(categoryId ? { categoryId } : {}), ...(tagId ? { tagId } : {}) } } },
    pagedList(BLOG_PAGE_SIZE, articlesOf),
  );
}

/** The most liked articles (top=1). */
export function useRecommendedArticles() {
  return $api.useQuery('get', '/v2/api/blog/article', { params: { query: { top: 1, page: 1, pageSize: RECOMMENDED_COUNT } } });
}

const articleInit = (id: number) => ({ params: { path: { id } } });

export function useBlogArticle(id: number) {
  return $api.useQuery('get', '/v2/api/blog/article/{id}', articleInit(id));
}

/**
 * Like (POST) or unlike (DELETE) an article. The answer's count goes into the cached article, not a
 * fetch of it (reading an article counts a view); the lists, which show counts and order by likes,
 * are fetched again.
 */
export function useBlogVote(id: number) {
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/v2/api/blog/article/{id}', articleInit(id));
  return useApiMutation((voted: boolean) => (voted ? api.DELETE('/v2/api/blog/article/{id}/vote', articleInit(id)) : api.POST('/v2/api/blog/article/{id}/vote', articleInit(id))), {
    invalidates: ['/v2/api/blog/article'],
    onSuccess: ({ voted, voteCnt }) => queryClient.setQueryData<{ article: BlogArticleDetail }>(queryKey, (old) => old && { ...old, article: { ...old.article, voted, voteCnt } }),
  });
}
