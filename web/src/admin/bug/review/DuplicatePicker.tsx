// Picks the original of a duplicate: search the queue by id or title, choose one (never the report
// itself).
import { useState } from 'react';
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBugSearch } from '../api';
import { AdminKeywordParamLimits } from '@generated/limits';

export function DuplicatePicker({ bugId, value, onChange, error }: { bugId: number; value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const { t } = useTranslation('adminBugs');
  const [keyword, setKeyword] = useState('');
  const search = useBugSearch(keyword);
  const found = (search.data?.bugs ?? []).filter((b) => b.id !== bugId);
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t('ignore.searchOriginal')}</Field.Label>
        <Input size="sm" maxLength={AdminKeywordParamLimits.maxLength} value={keyword} onChange={(e) => (setKeyword(e.currentTarget.value), onChange(null))} />
      </Field.Root>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{t('ignore.original')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
            <option value="">{keyword.trim() ? t('ignore.matches', { count: found.length }) : t('ignore.typeToSearch')}</option>
            {found.map((b) => (
              <option key={b.id} value={String(b.id)}>
                #{b.id} {b.name} ({b.submitTime})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
