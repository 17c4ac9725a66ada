// The shipping-address form's checks: the contract's limits (name 50, address 200) and a phone in
// international format or a mainland mobile number.
import type { TFunction } from 'i18next';
import { INTERNATIONAL_TEL_PATTERN, TEL_PATTERN, type Rule } from '../../lib/rules';

export type AddressField = 'realname' | 'tel' | 'address';

export function addressRules(t: TFunction): Record<AddressField, Rule[]> {
  return {
    realname: [
      { type: 'required', message: t('address:form.realnameRequired') },
      { type: 'maxlength', value: 50, message: t('address:form.tooLong', { max: 50 }) },
    ],
    tel: [
      { type: 'required', message: t('address:form.telRequired') },
      { type: 'pattern', value: new RegExp(`${TEL_PATTERN.source}|${INTERNATIONAL_TEL_PATTERN.source}`), message: t('address:form.telFormat') },
    ],
    address: [
      { type: 'required', message: t('address:form.addressRequired') },
      { type: 'maxlength', value: 200, message: t('address:form.tooLong', { max: 200 }) },
    ],
  };
}
