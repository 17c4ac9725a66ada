// Add or edit a shipping address (add-addr; ?id=N edits). Checked in the browser with the contract's
// ShippingAddressForm (its generated validator: lengths, the phone's pattern), then by the server; on success back to the list (or to where ?back= points, e.g.
// the exchange page that sent the researcher here).
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { LoadingBlock, ErrorBlock } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { showFailure, withLoading } from '../../lib/ui';
import { useAddresses, useSaveAddress } from './api';
import { ShippingAddressFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/ShippingAddressForm';

type AddressField = 'realname' | 'tel' | 'address';
type Values = Record<AddressField, string> & { isDefault: boolean };
const EMPTY: Values = { realname: '', tel: '', address: '', isDefault: false };
const ORDER: AddressField[] = ['realname', 'tel', 'address'];
const bodyOf = (v: Values) => ({ realname: v.realname.trim(), tel: v.tel.trim(), address: v.address.trim(), isDefault: v.isDefault });

/** Only a path of this site may be a return address. */
export function safeBack(back: string | null): string {
  return back && /^\/[\w/-]*(\?[\w=&%-]*)?$/.test(back) && !back.startsWith('//') ? back : '/user/addr';
}

function AddressForm({ initial, id }: { initial: Values; id: number | null }) {
  const { t } = useTranslation('address');
  const navigate = useAppNavigate();
  const back = safeBack(new URLSearchParams(useSearch()).get('back'));
  const [busy, setBusy] = useState(false);
  const save = useSaveAddress();
  const message = useFieldMessages(
    { realname: { required: t('form.realnameRequired') }, tel: { required: t('form.telRequired'), pattern: t('form.telFormat') }, address: { required: t('form.addressRequired') } },
    { maxLength: (p) => t('form.tooLong', { max: p.limit }) },
  );
  const form = useForm<Values>({
    defaultValues: initial,
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;
  const isDefault = form.watch('isDefault');
  // A problem stays until its field changes or the form is submitted again.
  const input = (key: AddressField) => form.register(key, { onChange: () => form.clearErrors(key) });

  const refused = (found: FieldErrors<Values>) => {
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(`address-${first}`)?.focus();
  };
  const send = async (values: Values) => {
    setBusy(true);
    const result = await withLoading(save.mutateAsync({ id, body: bodyOf(values) }));
    setBusy(false);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('saved'));
    navigate(back);
  };

  const field = (key: AddressField, input: React.ReactNode) => (
    <Field.Root invalid={Boolean(problems[key])} required ids={{ control: `address-${key}` }}>
      <Field.Label>{t(`form.${key}`)}</Field.Label>
      {input}
      <Field.ErrorText>{problems[key]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void form.handleSubmit(send, refused)(e)} noValidate>
      <Stack gap="4" maxW="lg">
        {field('realname', <Input {...input('realname')} maxLength={ShippingAddressFormLimits.realname.maxLength} />)}
        {field('tel', <Input {...input('tel')} inputMode="tel" placeholder="+8613800000000" />)}
        {field('address', <Textarea {...input('address')} maxLength={ShippingAddressFormLimits.address.maxLength} rows={3} />)}
        <Checkbox.Root checked={isDefault} onCheckedChange={(e) => form.setValue('isDefault', e.checked === true)}>
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
