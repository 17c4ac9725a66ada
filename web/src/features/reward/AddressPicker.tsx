// The shipping address of a physical or new-person gift, chosen where the exchange happens: the
// default one first; a new address is added in place (the shared address form) and chosen at once,
// so the researcher never leaves the exchange to write one.
import { useState } from 'react';
import { Box, Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { ShippingAddressForm } from '../../components/address/ShippingAddressForm';
import { Async } from '../../components/feedback/StateBlocks';
import { useShippingAddresses } from './api';

type Address = components['schemas']['ShippingAddress'];

export function defaultAddressId(addresses: Address[]): number | null {
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}

/** The address chosen: the researcher's pick, else the default one (null while there is none). */
export function chosenAddress(addresses: Address[] | undefined, picked: number | null): number | null {
  if (!addresses) return null;
  return picked !== null && addresses.some((a) => a.id === picked) ? picked : defaultAddressId(addresses);
}

export function AddressPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation('reward');
  const addresses = useShippingAddresses(true);
  const [adding, setAdding] = useState(false);
  if (adding) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="4">
        <Text fontWeight="semibold" mb="3">
          {t('addAddress')}
        </Text>
        <ShippingAddressForm
          idPrefix="exchange-address"
          onSaved={(id) => {
            setAdding(false);
            onChange(id);
          }}
          onCancel={() => setAdding(false)}
        />
      </Box>
    );
  }
  return (
    <Async state={addresses}>
      {({ address: list }) => (
        <Stack gap="2" align="stretch">
          {list.length === 0 ? (
            <Text borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
              {t('noAddress')}
            </Text>
          ) : (
            <RadioGroup.Root colorPalette="blue" value={value === null ? null : String(value)} onValueChange={(e) => e.value && onChange(Number(e.value))} aria-label={t('address')}>
              <Stack gap="2">
                {list.map((address) => (
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
          )}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setAdding(true)}>
            {t('addAddress')}
          </Button>
        </Stack>
      )}
    </Async>
  );
}
