// The CSAF advisory part of the approval form: the product tree (vendor, product, affected range,
// fixed version), the weakness from the catalogue the server accepts (common/cwe.ts), and the texts
// of the English translation. Every field is optional: the server fills what is left from the report.
import { Field, Fieldset, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AdminDisclosureApproveFormLimits as L } from '@generated/limits';
import { CWES } from '@common/cwe';

export type AdvisoryForm = Required<Omit<components['schemas']['AdminDisclosureApproveForm'], 'summary'>>;
export const EMPTY_ADVISORY: AdvisoryForm = { vendor: '', product: '', affectedVersions: '', fixedVersion: '', cwe: '', remediation: '', remediationEn: '', titleEn: '', summaryEn: '' };

const TEXT_FIELDS = ['vendor', 'product', 'affectedVersions', 'fixedVersion', 'titleEn', 'remediation', 'remediationEn'] as const;
const MAX: Record<(typeof TEXT_FIELDS)[number] | 'summaryEn', number> = {
  vendor: L.vendor.maxLength,
  product: L.product.maxLength,
  affectedVersions: L.affectedVersions.maxLength,
  fixedVersion: L.fixedVersion.maxLength,
  titleEn: L.titleEn.maxLength,
  remediation: L.remediation.maxLength,
  remediationEn: L.remediationEn.maxLength,
  summaryEn: L.summaryEn.maxLength,
};

export function AdvisoryFields({ value, onChange }: { value: AdvisoryForm; onChange: (next: AdvisoryForm) => void }) {
  const { t } = useTranslation('adminDisclosures');
  const set = (key: keyof AdvisoryForm) => (e: { currentTarget: { value: string } }) => onChange({ ...value, [key]: e.currentTarget.value });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('advisory.legend')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('advisory.help')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {TEXT_FIELDS.map((key) => (
          <Field.Root key={key} ids={{ control: `advisory-${key}` }}>
            <Field.Label>{t(`advisory.${key}`)}</Field.Label>
            <Input size="sm" value={value[key]} maxLength={MAX[key]} onChange={set(key)} placeholder={t(`advisory.${key}Placeholder`, { defaultValue: '' })} />
          </Field.Root>
        ))}
        <Field.Root ids={{ control: 'advisory-cwe' }}>
          <Field.Label>{t('advisory.cwe')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={value.cwe} onChange={set('cwe')}>
              <option value="">{t('advisory.cweNone')}</option>
              {Object.entries(CWES).map(([id, name]) => (
                <option key={id} value={id}>
                  {id} {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Field.Root ids={{ control: 'advisory-summaryEn' }}>
        <Field.Label>{t('advisory.summaryEn')}</Field.Label>
        <Textarea size="sm" rows={2} value={value.summaryEn} maxLength={MAX.summaryEn} onChange={set('summaryEn')} />
      </Field.Root>
    </Fieldset.Root>
  );
}

/** The fields staff filled in, trimmed; empty ones are left out for the server to fill. */
export const filledAdvisory = (form: AdvisoryForm) => Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (v.trim() ? [[k, v.trim()]] : []))) as Partial<AdvisoryForm>;
