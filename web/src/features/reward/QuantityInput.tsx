// Exchange quantity: whole numbers from 1 to 10 (1 for new-person gifts), clamped as typed.
import { useState } from 'react';
import { HStack, IconButton, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RewardType } from '@generated/enums';
import { clampQuantity, maxPerExchange } from '@common/exchange-quantity';

export function QuantityInput({ type, value, onChange }: { type: RewardType; value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('reward');
  const [draft, setDraft] = useState(String(value));
  const max = maxPerExchange(type);
  const set = (n: number) => {
    const clamped = clampQuantity(n, type);
    setDraft(String(clamped));
    onChange(clamped);
  };
  return (
    <HStack gap="1">
      <IconButton aria-label={t('decrease')} variant="outline" size="sm" disabled={value <= 1} onClick={() => set(value - 1)}>
        −
      </IconButton>
      <Input
        aria-label={t('quantity')}
        inputMode="numeric"
        width="20"
        textAlign="center"
        size="sm"
        value={draft}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          if (e.currentTarget.value.trim() !== '') onChange(clampQuantity(e.currentTarget.value, type));
        }}
        onBlur={() => set(Number(draft))}
      />
      <IconButton aria-label={t('increase')} variant="outline" size="sm" disabled={value >= max} onClick={() => set(value + 1)}>
        +
      </IconButton>
    </HStack>
  );
}
