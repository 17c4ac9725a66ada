// The review page's similar reports (docs/rules.md#duplicate-hint): every researcher's reports most
// like this one, by the score researchers' duplicate hint uses, each a link to its review page.
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/AppLink';
import { Async } from '../../../components/feedback/StateBlocks';
import { STATUS_COLOR } from '../bugStatusColor';
import { percent, useSimilarBugs } from '../api';

export function SimilarBugs({ bugId }: { bugId: number }) {
  const { t } = useTranslation('adminBugs');
  const similar = useSimilarBugs(bugId);
  return (
    <Async state={similar} isEmpty={(d) => d.bugs.length === 0} emptyText={t('similar.empty')}>
      {(data) => (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t('similar.title')}>
          {data.bugs.map((b) => (
            // Wraps: on a phone the score, title, status and time do not fit one line, and a row that
            // cannot wrap widens the whole page past the screen.
            <HStack as="li" key={b.id} gap="2" align="baseline" fontSize="sm" wrap="wrap">
              <Badge size="sm" colorPalette="purple" flexShrink={0}>
                {t('similar.score', { score: percent(b.score) })}
              </Badge>
              <AppLink href={`/bugs/${b.id}`}>
                #{b.id} {b.name}
              </AppLink>
              <Badge size="xs" colorPalette={STATUS_COLOR[b.status]} flexShrink={0}>
                {b.statusText}
              </Badge>
              <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
                {b.submitTime}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Async>
  );
}
