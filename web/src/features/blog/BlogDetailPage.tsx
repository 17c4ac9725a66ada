// One article (docs/rules.md#screens-and-routes): sanitised content, like toggle, previous / next, 5 recommended.
import { Badge, Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { dateOnly, formatCount } from '../../lib/formats';
import { useBlogArticle } from './api';
import { BlogTag } from './BlogTag';
import { LikeButton } from './LikeButton';
import { RecommendedArticles } from './RecommendedArticles';

type ArticleLink = components['schemas']['BlogArticleLink'] | null;

function Neighbour({ label, link }: { label: string; link: ArticleLink }) {
  const { t } = useTranslation('blog');
  return (
    <Text fontSize="sm" truncate>
      {label}
      {link ? (
        <Link asChild color="blue.600">
          <AppLink href={`/blog/${link.id}`}>{link.title}</AppLink>
        </Link>
      ) : (
        <Text as="span" color="fg.muted">
          {t('none')}
        </Text>
      )}
    </Text>
  );
}

export function BlogDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('blog');
  const id = Number(params.id);
  const detail = useBlogArticle(id);
  return (
    <PageContainer>
      <Link asChild color="blue.600" mb="4" display="inline-block">
        <AppLink href="/blog/list">← {t('backToList')}</AppLink>
      </Link>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 300px' }} gap="6" alignItems="start">
        <Panel>
          <Async state={detail}>
            {({ article, pre, next }) => (
              <article>
                <Heading as="h1" size="2xl" mb="3">
                  {article.title}
                </Heading>
                <HStack gap="3" wrap="wrap" mb="6" color="fg.muted" fontSize="sm">
                  <Badge colorPalette="blue">{article.category.name}</Badge>
                  <Text>{article.author}</Text>
                  <Text>{dateOnly(article.createTime)}</Text>
                  <Text>{t('views', { count: article.viewCnt, formatted: formatCount(article.viewCnt) })}</Text>
                  {article.tags.map((tag) => (
                    <BlogTag key={tag.id} tag={tag} />
                  ))}
                </HStack>
                <SafeHtml html={article.content} />
                <Box textAlign="center" my="8">
                  <LikeButton key={article.id} articleId={article.id} voted={article.voted} voteCnt={article.voteCnt} />
                </Box>
                <Stack gap="2" borderTopWidth="1px" pt="4">
                  <Neighbour label={t('previous')} link={pre} />
                  <Neighbour label={t('next')} link={next} />
                </Stack>
              </article>
            )}
          </Async>
        </Panel>
        <RecommendedArticles />
      </Grid>
    </PageContainer>
  );
}
