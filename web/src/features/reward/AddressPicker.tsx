// The shipping address for a custom or new-person gift; the default one is chosen first.
import { Box, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AppLink } from '../../components/AppLink';

type Address = components['schemas']['ShippingAddress'];

export function defaultAddressId(addresses: Address[]): number | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}

export function AddressPicker({ addresses, value, onChange }: { addresses: Address[]; value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation('reward');
  if (addresses.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4">
        <Text mb="2">{t('noAddress')}</Text>
        <Link asChild color="blue.600">
          <AppLink href="/user/add-addr">{t('addAddress')}</AppLink>
        </Link>
      </Box>
    );
  }
  return (
    <RadioGroup.Root colorPalette="blue" value={value === null ? null : String(value)} onValueChange={(e) => e.value && onChange(Number(e.value))} aria-label={t('address')}>
      <Stack gap="2">
        {addresses.map((address) => (
          <RadioGroup.Item key={address.id} value={String(address.id)} borderWidth="1px" borderRadius="md" p="3" alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <Text fontWeight="semibold">
                {address.realname} · {address.tel}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {address.address}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
