// 'Exchange now': choose the quantity and, for a physical or new-person gift, the shipping address
// (or add one in place), then confirm — all in this dialog, on this page. A cash gift also shows
// what it is worth in cash.
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { cashValueOf, CURRENCY_UNITS_PER_COIN } from '@common/coin-value';
import { AppDialog } from '../../components/AppDialog';
import { maxPerExchange } from '@common/exchange-quantity';
import { AddressPicker, chosenAddress } from './AddressPicker';
import { useShippingAddresses } from './api';
import { needsAddress } from './exchangeOutcome';
import { QuantityInput } from './QuantityInput';

type Reward = components['schemas']['RewardItem'];

export function ExchangeDialog({ reward, onCancel, onConfirm }: { reward: Reward | null; onCancel: () => void; onConfirm: (num: number, addressId: number | undefined) => void }) {
  const { t } = useTranslation('reward');
  const [num, setNum] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const shipped = reward !== null && needsAddress(reward.type);
  const addresses = useShippingAddresses(shipped);
  const addressId = chosenAddress(addresses.data?.address, picked);
  if (!reward) return null;
  return (
    <AppDialog
      open
      size={shipped ? 'md' : 'sm'}
      onClose={onCancel}
      title={t('exchangeTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" disabled={shipped && addressId === null} onClick={() => onConfirm(num, shipped ? (addressId ?? undefined) : undefined)}>
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
        {shipped && (
          <Box>
            <Text fontWeight="semibold" mb="2">
              {t('address')}
            </Text>
            <AddressPicker value={addressId} onChange={setPicked} />
          </Box>
        )}
      </Stack>
    </AppDialog>
  );
}
