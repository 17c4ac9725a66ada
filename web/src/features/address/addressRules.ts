// The shipping-address form's checks: the contract's limits (ShippingAddressForm) and a phone in
// international format or a mainland mobile number.
import type { TFunction } from 'i18next';
import { INTERNATIONAL_TEL_PATTERN, TEL_PATTERN, type Rule } from '../../lib/rules';
import { ShippingAddressFormLimits as Limits } from '../../../../generated/limits';

export type AddressField = 'realname' | 'tel' | 'address';

export function addressRules(t: TFunction): Record<AddressField, Rule[]> {
  return {
    realname: [
      { type: 'required', message: t('address:form.realnameRequired') },
      { type: 'maxlength', value: Limits.realname.maxLength, message: t('address:form.tooLong', { max: Limits.realname.maxLength }) },
    ],
    tel: [
      { type: 'required', message: t('address:form.telRequired') },
      { type: 'pattern', value: new RegExp(`${TEL_PATTERN.source}|${INTERNATIONAL_TEL_PATTERN.source}`), message: t('address:form.telFormat') },
    ],
    address: [
      { type: 'required', message: t('address:form.addressRequired') },
      { type: 'maxlength', value: Limits.address.maxLength, message: t('address:form.tooLong', { max: Limits.address.maxLength }) },
    ],
  };
}
