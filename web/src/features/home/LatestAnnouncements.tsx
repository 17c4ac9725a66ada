// The latest 3 announcements.
import { Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Async } from '../../components/feedback/StateBlocks';
import { monthDay } from '../../lib/formats';
import { useLatestAnnouncements } from './api';
import { Section } from './Section';

/** The announcements the section shows: it asks for as many. */
const SHOWN = 3;

export function LatestAnnouncements() {
  const { t } = useTranslation('home');
  const list = useLatestAnnouncements(SHOWN);
  return (
    <Section title={t('announcements')} moreHref="/announce/list" moreLabel={t('common:viewMore')}>
      <Async state={list} isEmpty={(d) => d.announcements.length === 0} emptyText={t('noAnnouncements')}>
        {(data) => (
          <Stack gap="3">
            {data.announcements.slice(0, SHOWN).map((item) => (
              <Flex key={item.id} justify="space-between" gap="4" borderBottomWidth="1px" borderColor="gray.100" pb="2">
                <Link asChild color="gray.800" _hover={{ color: 'blue.700' }} truncate>
                  <AppLink href={`/announce/${item.id}`}>
                    <Text as="span" color="blue.600" mr="2">
                      [{item.typeText}]
                    </Text>
                    {item.title}
                  </AppLink>
                </Link>
                <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                  {monthDay(item.createTime)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Async>
    </Section>
  );
}
