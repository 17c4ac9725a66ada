// Shipping addresses (addr): the researcher's addresses with the default first; edit, delete (after
// a confirmation) and make default.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import type { ApiResult } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useAddresses, useDeleteAddress, useMakeDefaultAddress } from './api';
import { ShippingAddressListLimits } from '@generated/limits';

/** An account keeps as many addresses as its list answers (the server refuses one more). */
export const MAX_ADDRESSES = ShippingAddressListLimits.address.maxItems;

export function AddressListPage() {
  const { t } = useTranslation('address');
  const list = useAddresses();
  const setDefault = useMakeDefaultAddress();
  const deletion = useDeleteAddress();
  const [deleting, setDeleting] = useState<number | null>(null);

  const act = async (work: () => Promise<ApiResult<unknown>>, done: string) => {
    const result = await withLoading(work());
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(done);
  };

  const makeDefault = (id: number) => act(() => setDefault.mutateAsync(id), t('defaultSet'));
  const remove = (id: number) => {
    setDeleting(null);
    return act(() => deletion.mutateAsync(id), t('deleted'));
  };

  return (
    <Panel>
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('title')}
        </Text>
        {list.data && list.data.total < MAX_ADDRESSES && (
          <Button asChild size="sm" colorPalette="blue">
            <AppLink href="/user/add-addr">{t('add')}</AppLink>
          </Button>
        )}
      </HStack>
      <Async state={list} isEmpty={(d) => d.address.length === 0} emptyText={t('empty')}>
        {(data) => (
          <Stack gap="3">
            {[...data.address]
              .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
              .map((item) => (
                <HStack key={item.id} borderWidth="1px" borderRadius="md" p="4" align="flex-start" gap="4" wrap="wrap">
                  <Box flex="1" minW="48">
                    <HStack gap="2">
                      <Text fontWeight="medium">{item.realname}</Text>
                      <Text color="fg.muted">{item.tel}</Text>
                      {item.isDefault && <Badge colorPalette="blue">{t('default')}</Badge>}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      {item.address}
                    </Text>
                  </Box>
                  <HStack gap="1">
                    {!item.isDefault && (
                      <Button size="xs" variant="ghost" onClick={() => void makeDefault(item.id)}>
                        {t('makeDefault')}
                      </Button>
                    )}
                    <Button asChild size="xs" variant="ghost">
                      <AppLink href={`/user/add-addr?id=${item.id}`}>{t('edit')}</AppLink>
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(item.id)}>
                      {t('delete')}
                    </Button>
                  </HStack>
                </HStack>
              ))}
            {data.total >= MAX_ADDRESSES && (
              <Text fontSize="sm" color="fg.muted">
                {t('limitReached', { max: MAX_ADDRESSES })}
              </Text>
            )}
          </Stack>
        )}
      </Async>
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        role="alertdialog"
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => deleting !== null && void remove(deleting)}>
              {t('delete')}
            </Button>
          </HStack>
        }
      >
        {t('deleteText')}
      </AppDialog>
    </Panel>
  );
}
