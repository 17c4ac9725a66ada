// The queue's filter bar: every filter listAdminBugs offers. Selects apply at once; the keyword
// and researcher id apply on Enter or Search (so typing does not send a request per key).
import { useState } from 'react';
import { Button, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, BugMainTypeLabels, BugStatusLabels } from '../../../../generated/enums';
import { DateRangeInput } from '../../components/DateRangeInput';
import { enumLabel } from '../../lib/enumLabel';

import type { FilterValues } from '../components/useFilters';
import { LEVELS, MAIN_TYPES, STATUSES, type QueueFilterKey } from './queueFilters';
import { useLang } from './useLang';

type Values = FilterValues<QueueFilterKey>;

function FilterSelect({ label, value, options, allLabel, onChange }: { label: string; value: string | undefined; options: { value: string; label: string }[]; allLabel: string; onChange: (v: string) => void }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function BugQueueFilters({ values, onChange }: { values: Values; onChange: (changes: Values) => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLang();
  const [keyword, setKeyword] = useState(values.keyword ?? '');
  const [userId, setUserId] = useState(values.userId ?? '');
  const search = () => onChange({ keyword: keyword.trim(), userId: userId.trim() });
  const reset = () => {
    setKeyword('');
    setUserId('');
    onChange({ status: '', level: '', mainType: '', userId: '', keyword: '', startTime: '', endTime: '' });
  };
  const labelled = <T extends number>(options: readonly T[], labels: Parameters<typeof enumLabel>[0]) => options.map((o) => ({ value: String(o), label: enumLabel(labels, lang, o) }));

  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4">
      <FilterSelect label={t('filters.status')} allLabel={t('filters.allStatuses')} value={values.status} options={labelled(STATUSES, BugStatusLabels)} onChange={(status) => onChange({ status })} />
      <FilterSelect label={t('filters.level')} allLabel={t('filters.allLevels')} value={values.level} options={labelled(LEVELS, BugLevelLabels)} onChange={(level) => onChange({ level })} />
      <FilterSelect label={t('filters.mainType')} allLabel={t('filters.allTypes')} value={values.mainType} options={labelled(MAIN_TYPES, BugMainTypeLabels)} onChange={(mainType) => onChange({ mainType })} />
      <DateRangeInput
        value={{ start: values.startTime ?? '', end: values.endTime ?? '' }}
        onChange={(range) => onChange({ startTime: range.start, endTime: range.end })}
        startLabel={t('filters.from')}
        endLabel={t('filters.to')}
      />
      <Input size="sm" aria-label={t('filters.keyword')} placeholder={t('filters.keyword')} maxLength={150} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && search()} />
      <Input size="sm" aria-label={t('filters.userId')} placeholder={t('filters.userId')} inputMode="numeric" value={userId} onChange={(e) => setUserId(e.currentTarget.value.replace(/\D/g, ''))} onKeyDown={(e) => e.key === 'Enter' && search()} />
      <HStack>
        <Button size="sm" colorPalette="blue" onClick={search}>
          {t('filters.search')}
        </Button>
        <Button size="sm" variant="outline" onClick={reset}>
          {t('filters.reset')}
        </Button>
      </HStack>
    </SimpleGrid>
  );
}
