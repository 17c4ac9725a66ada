// 4 gifts, linking to the gift list.
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Picture } from '../../components/Picture';
import { Async } from '../../components/feedback/StateBlocks';
import { useFeaturedGifts } from './api';
import { Section } from './Section';

/** The gifts the section shows: it asks for as many. */
const SHOWN = 4;

export function FeaturedGifts() {
  const { t } = useTranslation('home');
  const list = useFeaturedGifts(SHOWN);
  return (
    <Section title={t('gifts')} moreHref="/reward/list" moreLabel={t('common:viewMore')}>
      <Async state={list} isEmpty={(d) => d.rewards.length === 0} emptyText={t('noGifts')}>
        {(data) => (
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
            {data.rewards.slice(0, SHOWN).map((reward) => (
              <AppLink key={reward.id} href="/reward/list">
                <Box borderWidth="1px" borderRadius="md" overflow="hidden" _hover={{ boxShadow: 'md' }}>
                  <Picture src={reward.pic} alt="" width="full" height="32" />
                  <Box p="3">
                    <Text fontWeight="medium" truncate>
                      {reward.name}
                    </Text>
                    <Text fontSize="sm" color="orange.700">
                      {t('common:coins', { count: reward.price })}
                    </Text>
                  </Box>
                </Box>
              </AppLink>
            ))}
          </SimpleGrid>
        )}
      </Async>
    </Section>
  );
}
