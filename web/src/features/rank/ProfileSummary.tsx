// A researcher's public profile: portrait, nickname, honour level, signature, team and figures.
import { Badge, Box, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { HonourLevelLabels } from '@generated/enums';
import { Picture } from '../../components/Picture';
import { enumLabel } from '../../lib/language/enumLabel';
import { formatCount } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';

type UserProfile = components['schemas']['UserProfile'];

export function ProfileSummary({ user }: { user: UserProfile }) {
  const { t } = useTranslation('rank');
  const lang = useLanguage();
  const figures = [
    { label: t('profile.contribution'), value: formatCount(user.maxScore) },
    { label: t('profile.validBugs'), value: formatCount(user.validBug) },
    { label: t('profile.score'), value: formatCount(user.score) },
    { label: t('profile.rank'), value: user.rank === null ? t('profile.unranked') : String(user.rank) },
  ];
  return (
    <Stack gap="5">
      <HStack gap="4">
        <Picture src={user.portrait} alt="" boxSize="16" borderRadius="full" />
        <Box minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="lg" fontWeight="bold">
              {user.nickname}
            </Text>
            <Badge colorPalette="purple">{enumLabel(HonourLevelLabels, lang, user.medal)}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {user.team ? t('profile.team', { name: user.team.name }) : t('noTeam')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {user.sign || t('profile.noSign')}
          </Text>
        </Box>
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        {figures.map((figure) => (
          <Stat.Root key={figure.label} borderWidth="1px" borderRadius="md" p="3">
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText>{figure.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
