// Blogs (docs/rules.md#screens-and-routes): category tabs and a list that loads more, 10 at a time;
// a tag's link (`?tagId=N`) narrows it to that tag until the filter is cleared.
import { useState } from 'react';
import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { GrowingListFooter } from '../../components/lists/GrowingListFooter';
import { PageContainer } from '../../components/layout/PageContainer';
import { growingList } from '../../lib/query/growingList';
import { articlesOf, useBlogArticles, useBlogCategories } from './api';
import { BlogCard } from './BlogCard';

/** The tag of the address, when it is a valid id. */
export function tagOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('tagId');
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id <= 2147483647 ? id : null;
}

export function BlogListPage() {
  const { t } = useTranslation('blog');
  const tagId = tagOf(useSearch());
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useBlogCategories();
  const list = growingList(useBlogArticles(categoryId, tagId), articlesOf);
  const tagName = tagId === null ? undefined : list.items.flatMap((a) => a.tags).find((tag) => tag.id === tagId)?.name;

  return (
    <PageContainer title={t('title')}>
      {tagId !== null && (
        <HStack bg="white" borderWidth="1px" borderRadius="md" px="4" py="2" mb="4" gap="3" role="status">
          <Text fontSize="sm">{tagName ? t('taggedWith', { name: tagName }) : t('taggedWithUnknown')}</Text>
          <Button asChild size="xs" variant="outline">
            <AppLink href="/blog/list">{t('clearTag')}</AppLink>
          </Button>
        </HStack>
      )}
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
