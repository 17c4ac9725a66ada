// A shipping address's form (add, or edit with `id`): checked in the browser with the contract's
// ShippingAddressForm (its generated validator: lengths, the phone's pattern), then by the server.
// The address book's page and the gift exchange dialog (an address added where it is needed) both
// use it; `onSaved` gets the address's id.
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Checkbox, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ShippingAddressFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/ShippingAddressForm';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useSaveAddress } from './api';

type AddressField = 'realname' | 'tel' | 'address';
export type AddressValues = Record<AddressField, string> & { isDefault: boolean };
export const EMPTY_ADDRESS: AddressValues = { realname: '', tel: '', address: '', isDefault: false };
const ORDER: AddressField[] = ['realname', 'tel', 'address'];
const bodyOf = (v: AddressValues) => ({ realname: v.realname.trim(), tel: v.tel.trim(), address: v.address.trim(), isDefault: v.isDefault });

export interface ShippingAddressFormProps {
  initial?: AddressValues;
  /** The edited address, or null for a new one. */
  id?: number | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** Prefix of the controls' ids (two forms never share a page, but a dialog may sit over the list). */
  idPrefix?: string;
}

export function ShippingAddressForm({ initial = EMPTY_ADDRESS, id = null, onSaved, onCancel, idPrefix = 'address' }: ShippingAddressFormProps) {
  const { t } = useTranslation('address');
  const [busy, setBusy] = useState(false);
  const save = useSaveAddress();
  const message = useFieldMessages(
    { realname: { required: t('form.realnameRequired') }, tel: { required: t('form.telRequired'), pattern: t('form.telFormat') }, address: { required: t('form.addressRequired') } },
    { maxLength: (p) => t('form.tooLong', { max: p.limit }) },
  );
  const form = useForm<AddressValues>({
    defaultValues: initial,
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;
  const isDefault = form.watch('isDefault');
  // A problem stays until its field changes or the form is submitted again.
  const input = (key: AddressField) => form.register(key, { onChange: () => form.clearErrors(key) });

  const refused = (found: FieldErrors<AddressValues>) => {
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };
  const send = async (values: AddressValues) => {
    setBusy(true);
    const result = await withLoading(save.mutateAsync({ id, body: bodyOf(values) }));
    setBusy(false);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('saved'));
    // An edit answers nothing; a new address answers its id.
    onSaved(id ?? (result.data as { id: number }).id);
  };

  const field = (key: AddressField, control: React.ReactNode) => (
    <Field.Root invalid={Boolean(problems[key])} required ids={{ control: `${idPrefix}-${key}` }}>
      <Field.Label>{t(`form.${key}`)}</Field.Label>
      {control}
      <Field.ErrorText>{problems[key]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form
      onSubmit={(e) => {
        // A form inside another (a dialog over a page's form) must not submit that one too.
        e.stopPropagation();
        void form.handleSubmit(send, refused)(e);
      }}
      noValidate
    >
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
          <Button variant="outline" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
