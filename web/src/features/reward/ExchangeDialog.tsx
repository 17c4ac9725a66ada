// 'Exchange now': choose the quantity, then confirm; a cash gift also shows what it is worth in cash.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { cashValueOf, CURRENCY_UNITS_PER_COIN } from '@common/coin-value';
import { AppDialog } from '../../components/AppDialog';
import { maxPerExchange } from '@common/exchange-quantity';
import { QuantityInput } from './QuantityInput';

type Reward = components['schemas']['RewardItem'];

export function ExchangeDialog({ reward, onCancel, onConfirm }: { reward: Reward | null; onCancel: () => void; onConfirm: (num: number) => void }) {
  const { t } = useTranslation('reward');
  const [num, setNum] = useState(1);
  if (!reward) return null;
  return (
    <AppDialog
      open
      onClose={onCancel}
      title={t('exchangeTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" onClick={() => onConfirm(num)}>
            {t('confirm')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{reward.name}</Text>
        <HStack gap="3">
          <Text>{t('quantity')}</Text>
          <QuantityInput type={reward.type} value={num} onChange={setNum} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('maxHint', { count: maxPerExchange(reward.type) })}
        </Text>
        <Text>{t('total', { cost: reward.price * num })}</Text>
        {reward.type === 'cash' && (
          <Text fontSize="sm" color="fg.muted">
            {t('cashValue', { amount: cashValueOf(reward.price * num) })} · {t('coinValue', { units: CURRENCY_UNITS_PER_COIN })}
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
