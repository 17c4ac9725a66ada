// Blogs (spec §2): category tabs and a list that loads more, 10 at a time.
import { useState } from 'react';
import { Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GrowingListFooter } from '../../components/GrowingListFooter';
import { PageContainer } from '../../components/PageContainer';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { useApi } from '../../lib/useApi';
import { useLoadMore } from '../../lib/useLoadMore';
import { BlogCard } from './BlogCard';
import type { BlogArticle } from './types';

export const BLOG_PAGE_SIZE = 10;

export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useApi('categories', () => call(() => api.GET('/v2/api/blog/category')));
  const list = useLoadMore<BlogArticle>(String(categoryId), BLOG_PAGE_SIZE, async (page) => {
    const result = await call(() =>
      api.GET('/v2/api/blog/article', { params: { query: { page, pageSize: BLOG_PAGE_SIZE, ...(categoryId ? { categoryId } : {}) } } }),
    );
    return result.ok ? { ok: true, data: { items: result.data.articles, total: result.data.total } } : result;
  });

  return (
    <PageContainer title={t('title')}>
      {/* The articles are the selected tab's panel (a tab must control an existing panel). */}
      <Tabs.Root value={categoryId === null ? 'all' : String(categoryId)} onValueChange={(e) => setCategoryId(e.value === 'all' ? null : Number(e.value))}>
        <Tabs.List bg="white" borderRadius="md" px="2" mb="6">
          <Tabs.Trigger value="all">{t('common:all')}</Tabs.Trigger>
          {categories.status === 'ok' &&
            categories.data.categories.map((category) => (
              <Tabs.Trigger key={category.id} value={String(category.id)}>
                {category.name}
              </Tabs.Trigger>
            ))}
        </Tabs.List>
        <Tabs.Content value={categoryId === null ? 'all' : String(categoryId)} p="0">
      <Stack gap="4">
        {list.items.map((article) => (
          <BlogCard key={article.id} article={article} />
        ))}
      </Stack>
      <GrowingListFooter list={list} emptyText={t('empty')} />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
