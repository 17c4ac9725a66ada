// Add or edit a shipping address (add-addr; ?id=N edits). Checked in the browser with the rules of
// addressRules, then by the server; on success back to the list (or to where ?back= points, e.g.
// the exchange page that sent the researcher here).
import { useState } from 'react';
import { Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/PageContainer';
import { LoadingBlock, ErrorBlock } from '../../components/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { checkForm } from '../../lib/rules';
import { showFailure, withLoading } from '../../lib/ui';
import { useAddresses, useSaveAddress } from './api';
import { addressRules, type AddressField } from './addressRules';
import { ShippingAddressFormLimits } from '../../../../generated/limits';

type Values = Record<AddressField, string> & { isDefault: boolean };
const EMPTY: Values = { realname: '', tel: '', address: '', isDefault: false };

/** Only a path of this site may be a return address. */
export function safeBack(back: string | null): string {
  return back && /^\/[\w/-]*(\?[\w=&%-]*)?$/.test(back) && !back.startsWith('//') ? back : '/user/addr';
}

function AddressForm({ initial, id }: { initial: Values; id: number | null }) {
  const { t } = useTranslation('address');
  const navigate = useAppNavigate();
  const back = safeBack(new URLSearchParams(useSearch()).get('back'));
  const [values, setValues] = useState<Values>(initial);
  const [problems, setProblems] = useState<Partial<Record<AddressField, string>>>({});
  const [busy, setBusy] = useState(false);
  const save = useSaveAddress();
  const set = (key: AddressField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { realname: values.realname.trim(), tel: values.tel.trim(), address: values.address.trim(), isDefault: values.isDefault };
    const found = checkForm({ realname: body.realname, tel: body.tel, address: body.address }, addressRules(t));
    setProblems(found);
    const first = (Object.keys(found) as AddressField[])[0];
    if (first) return document.getElementById(`address-${first}`)?.focus();
    setBusy(true);
    const result = await withLoading(save.mutateAsync({ id, body }));
    setBusy(false);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('saved'));
    navigate(back);
  };

  const field = (key: AddressField, input: React.ReactNode) => (
    <Field.Root invalid={Boolean(problems[key])} required ids={{ control: `address-${key}` }}>
      <Field.Label>{t(`form.${key}`)}</Field.Label>
      {input}
      <Field.ErrorText>{problems[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4" maxW="lg">
        {field('realname', <Input value={values.realname} maxLength={ShippingAddressFormLimits.realname.maxLength} onChange={(e) => set('realname', e.target.value)} />)}
        {field('tel', <Input value={values.tel} inputMode="tel" placeholder="+8613800000000" onChange={(e) => set('tel', e.target.value)} />)}
        {field('address', <Textarea value={values.address} maxLength={ShippingAddressFormLimits.address.maxLength} rows={3} onChange={(e) => set('address', e.target.value)} />)}
        <Checkbox.Root checked={values.isDefault} onCheckedChange={(e) => setValues((v) => ({ ...v, isDefault: e.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.isDefault')}</Checkbox.Label>
        </Checkbox.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={busy}>
            {t('form.save')}
          </Button>
          <Button variant="outline" onClick={() => navigate(back)}>
            {t('common:cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function AddressFormPage() {
  const { t } = useTranslation('address');
  const idParam = new URLSearchParams(useSearch()).get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  // Editing starts from the stored address (the list is the only read the contract offers).
  const list = useAddresses({ enabled: id !== null });
  let body: React.ReactNode;
  if (id === null) body = <AddressForm initial={EMPTY} id={null} />;
  else if (list.status === 'pending') body = <LoadingBlock />;
  else if (list.status === 'error') body = <ErrorBlock failure={list.error} onRetry={() => void list.refetch()} />;
  else {
    const found = list.data.address.find((a) => a.id === id);
    body = found ? (
      <AddressForm initial={{ realname: found.realname, tel: found.tel, address: found.address, isDefault: found.isDefault }} id={id} />
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
