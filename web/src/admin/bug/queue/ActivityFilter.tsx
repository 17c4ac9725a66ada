// The queue's activity filter: a search by title (300 ms after the last key, like every picker)
// narrows the choice, so any activity can be picked, not only the newest page of them. The chosen
// activity stays in the list while other searches run.
import { useState } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AdminKeywordParamLimits } from '@generated/limits';
import { PICKER_DEBOUNCE_MS, useDebounced } from '../../components/UserPicker';
import { usePickerActivities } from '../api';
import { FilterSelect, type Option } from './FilterSelect';

export function ActivityFilter({ value, onChange }: { value: string | undefined; onChange: (activityId: string) => void }) {
  const { t } = useTranslation('adminBugs');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, PICKER_DEBOUNCE_MS);
  const found = usePickerActivities(keyword).data?.activities ?? [];
  // The title of the chosen activity, remembered when it was picked from a search.
  const [chosen, setChosen] = useState<Option | null>(null);
  const options: Option[] = found.map((a) => ({ value: String(a.id), label: a.title }));
  if (value && !options.some((o) => o.value === value)) options.unshift(chosen?.value === value ? chosen : { value, label: `#${value}` });
  return (
    <Stack gap="1">
      <Input
        size="sm"
        type="search"
        aria-label={t('filters.searchActivities')}
        placeholder={t('filters.searchActivities')}
        maxLength={AdminKeywordParamLimits.maxLength}
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <FilterSelect
        label={t('filters.activity')}
        allLabel={t('filters.allActivities')}
        value={value}
        options={options}
        onChange={(activityId) => {
          setChosen(options.find((o) => o.value === activityId) ?? null);
          onChange(activityId);
        }}
      />
    </Stack>
  );
}
