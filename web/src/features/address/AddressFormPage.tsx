// Add or edit a shipping address (add-addr; ?id=N edits) with the shared address form; on success
// back to the list (or to where ?back= points).
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { useSearch } from 'wouter';
import { ShippingAddressForm } from '../../components/address/ShippingAddressForm';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { LoadingBlock, ErrorBlock } from '../../components/feedback/StateBlocks';
import { useAddresses } from './api';

/** Only a path of this site may be a return address. */
export function safeBack(back: string | null): string {
  return back && /^\/[\w/-]*(\?[\w=&%-]*)?$/.test(back) && !back.startsWith('//') ? back : '/user/addr';
}

export function AddressFormPage() {
  const { t } = useTranslation('address');
  const navigate = useAppNavigate();
  const search = new URLSearchParams(useSearch());
  const back = safeBack(search.get('back'));
  const idParam = search.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  // Editing starts from the stored address (the list is the only read the contract offers).
  const list = useAddresses({ enabled: id !== null });
  const done = () => navigate(back);
  let body: React.ReactNode;
  if (id === null) body = <ShippingAddressForm onSaved={done} onCancel={done} />;
  else if (list.status === 'pending') body = <LoadingBlock />;
  // Only a first read's failure replaces the form: a failed refresh keeps it, and what is typed in it.
  else if (list.data === undefined) body = <ErrorBlock failure={list.error!} onRetry={() => void list.refetch()} />;
  else {
    const found = list.data.address.find((a) => a.id === id);
    body = found ? (
      <ShippingAddressForm initial={{ realname: found.realname, tel: found.tel, address: found.address, isDefault: found.isDefault }} id={id} onSaved={done} onCancel={done} />
    ) : (
      <Text color="fg.muted">{t('notFound')}</Text>
    );
  }
  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="4">
        {id === null ? t('addTitle') : t('editTitle')}
      </Text>
      {body}
    </Panel>
  );
}
