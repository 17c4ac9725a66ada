// Blogs (docs/rules.md#screens-and-routes): category tabs and a list that loads more, 10 at a time.
import { useState } from 'react';
import { Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GrowingListFooter } from '../../components/lists/GrowingListFooter';
import { PageContainer } from '../../components/layout/PageContainer';
import { growingList } from '../../lib/query/growingList';
import { articlesOf, useBlogArticles, useBlogCategories } from './api';
import { BlogCard } from './BlogCard';

export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useBlogCategories();
  const list = growingList(useBlogArticles(categoryId), articlesOf);

  return (
    <PageContainer title={t('title')}>
      {/* The articles are the selected tab's panel (a tab must control an existing panel). */}
      <Tabs.Root value={categoryId === null ? 'all' : String(categoryId)} onValueChange={(e) => setCategoryId(e.value === 'all' ? null : Number(e.value))}>
        <Tabs.List bg="white" borderRadius="md" px="2" mb="6">
          <Tabs.Trigger value="all">{t('common:all')}</Tabs.Trigger>
          {categories.data &&
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
