// The 4 latest blog articles.
import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { Async } from '../../components/feedback/StateBlocks';
import { monthDay } from '../../lib/formats';
import { useLatestBlogs } from './api';
import { Section } from './Section';

/** The articles the section shows: it asks for as many. */
const SHOWN = 4;

export function LatestBlogs() {
  const { t } = useTranslation('home');
  const list = useLatestBlogs(SHOWN);
  return (
    <Section title={t('blogs')} moreHref="/blog/list" moreLabel={t('common:viewMore')}>
      <Async state={list} isEmpty={(d) => d.articles.length === 0} emptyText={t('noBlogs')}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {data.articles.slice(0, SHOWN).map((article) => (
              <Box key={article.id}>
                <AppLink href={`/blog/${article.id}`} tabIndex={-1} aria-hidden="true">
                  <Picture src={article.imgurl} alt="" width="full" height="32" borderRadius="md" mb="2" />
                </AppLink>
                <Link asChild fontWeight="medium" color="gray.800" lineClamp={2} _hover={{ color: 'blue.700' }}>
                  <AppLink href={`/blog/${article.id}`}>{article.title}</AppLink>
                </Link>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {article.author} · {monthDay(article.createTime)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Async>
    </Section>
  );
}
