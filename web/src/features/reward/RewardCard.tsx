// One gift: picture, name, price, stock and the exchange button (or why it cannot be exchanged).
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { RewardTypeLabels } from '@generated/enums';
import { Picture } from '../../components/Picture';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import type { RewardAvailability } from './filters';

type Reward = components['schemas']['RewardItem'];

export function RewardCard({ reward, state, onExchange }: { reward: Reward; state: RewardAvailability; onExchange: () => void }) {
  const { t } = useTranslation('reward');
  const lang = useLanguage();
  return (
    <Box as="article" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden" display="flex" flexDirection="column">
      <Box position="relative">
        <Picture src={reward.pic} alt="" width="full" height="44" />
        <Badge position="absolute" top="2" left="2" colorPalette="blue" variant="solid">
          {enumLabel(RewardTypeLabels, lang, reward.type)}
        </Badge>
      </Box>
      <Box p="4" flex="1" display="flex" flexDirection="column" gap="2">
        <Text as="h2" fontWeight="semibold" lineClamp={2} minH="12">
          {reward.name}
        </Text>
        <HStack justify="space-between" fontSize="sm">
          <Text color="orange.700" fontWeight="bold">
            {t('common:coins', { count: reward.price })}
          </Text>
          <Text color="fg.muted">{t('stock', { count: reward.num })}</Text>
        </HStack>
        <Button mt="auto" colorPalette="blue" size="sm" disabled={state !== 'available'} onClick={onExchange}>
          {state === 'available' ? t('exchangeNow') : t(state)}
        </Button>
      </Box>
    </Box>
  );
}
