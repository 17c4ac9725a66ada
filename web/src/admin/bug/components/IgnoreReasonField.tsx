// The reason researchers read when a report is ignored, chosen from the contract's list. The review
// page's ignore and the queue's bulk ignore share it.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IgnoreReason, IgnoreReasonLabels } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useLanguage } from '../../../lib/language/useLanguage';

export function IgnoreReasonField({ value, onChange, error }: { value: IgnoreReason | ''; onChange: (v: IgnoreReason | '') => void; error?: string | undefined }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{t('ignore.reason')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as IgnoreReason | '')}>
          <option value="">{t('ignore.chooseReason')}</option>
          {Object.values(IgnoreReason).map((r) => (
            <option key={r} value={r}>
              {enumLabel(IgnoreReasonLabels, lang, r)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
