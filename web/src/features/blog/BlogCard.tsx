// One article in the list: picture, title, abstract cut to 70 characters, category, tags (each a filter), counts.
import { Badge, Box, Flex, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { dateOnly, formatCount, truncate } from '../../lib/formats';
import { BlogTag } from './BlogTag';
import type { BlogArticle } from './types';

export const ABSTRACT_LENGTH = 70;

export function BlogCard({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('blog');
  return (
    <Flex as="article" gap="5" bg="white" borderWidth="1px" borderRadius="lg" p="4" direction={{ base: 'column', sm: 'row' }}>
      <AppLink href={`/blog/${article.id}`} tabIndex={-1} aria-hidden="true">
        <Picture src={article.imgurl} alt="" width={{ base: 'full', sm: '56' }} height="36" borderRadius="md" flexShrink={0} />
      </AppLink>
      <Box flex="1" minW="0">
        <Heading as="h2" size="md" mb="2">
          <Link asChild color="gray.800" _hover={{ color: 'blue.700' }}>
            <AppLink href={`/blog/${article.id}`}>{article.title}</AppLink>
          </Link>
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {truncate(article.abstract, ABSTRACT_LENGTH)}
        </Text>
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          <Badge colorPalette="blue">{article.category.name}</Badge>
          {article.tags.map((tag) => (
            <BlogTag key={tag.id} tag={tag} />
          ))}
          <Text>{article.author}</Text>
          <Text>{dateOnly(article.createTime)}</Text>
          <Text>{t('views', { count: article.viewCnt, formatted: formatCount(article.viewCnt) })}</Text>
          <Text>{t('likes', { count: article.voteCnt, formatted: formatCount(article.voteCnt) })}</Text>
        </HStack>
      </Box>
    </Flex>
  );
}
