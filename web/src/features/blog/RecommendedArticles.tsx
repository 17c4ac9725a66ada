// The 5 recommended articles beside an article (ordered by likes: top=1).
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import { formatCount } from '../../lib/formats';
import { RECOMMENDED_COUNT, useRecommendedArticles } from './api';

export function RecommendedArticles() {
  const { t } = useTranslation('blog');
  const list = useRecommendedArticles();
  return (
    <Panel>
      <Heading as="h2" size="md" mb="4">
        {t('recommended')}
      </Heading>
      <Async state={list} isEmpty={(d) => d.articles.length === 0}>
        {({ articles }) => (
          <Stack as="ol" gap="3" listStyleType="none">
            {articles.slice(0, RECOMMENDED_COUNT).map((article, i) => (
              <li key={article.id}>
                <Link asChild color="gray.800" fontSize="sm" _hover={{ color: 'blue.700' }}>
                  <AppLink href={`/blog/${article.id}`}>
                    <Text as="span" color="blue.600" fontWeight="bold" mr="2">
                      {i + 1}
                    </Text>
                    {article.title}
                  </AppLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {t('likes', { count: article.voteCnt, formatted: formatCount(article.voteCnt) })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Async>
    </Panel>
  );
}
