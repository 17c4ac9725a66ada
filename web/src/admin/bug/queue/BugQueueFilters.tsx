// The queue's filter bar: every field of the contract's AdminBugQueueFilter (the filters and the sort). Selects and toggles apply
// at once; the keyword and the researcher apply on Enter or Search (so typing does not send a
// request per key); one researcher can be picked by nickname or email (the user picker).
import { useState } from 'react';
import { Button, Checkbox, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, BugMainTypeLabels, BugQueueSortLabels, BugStatusLabels } from '@generated/enums';
import { DateRangeInput } from '../../../components/forms/DateRangeInput';
import { enumLabel } from '../../../lib/language/enumLabel';
import type { FilterValues } from '../../components/useFilters';
import { UserPicker, type PickedUser } from '../../components/UserPicker';
import { useAssignees, useRegulatorClockOn } from '../api';
import { ActivityFilter } from './ActivityFilter';
import { FilterSelect, type Option } from './FilterSelect';
import { LEVELS, MAIN_TYPES, QUEUE_FILTER_KEYS, SORTS, STATUSES, type QueueFilterKey } from './queueFilters';
import { AdminBugQueueFilterLimits as Limits } from '@generated/limits';
import { useLanguage } from '../../../lib/language/useLanguage';

type Values = FilterValues<QueueFilterKey>;
function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function BugQueueFilters({ values, onChange }: { values: Values; onChange: (changes: Values) => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const staff = useAssignees('').data?.staff ?? [];
  const regulatorOn = useRegulatorClockOn();
  const [keyword, setKeyword] = useState(values.keyword ?? '');
  const [reporter, setReporter] = useState(values.reporter ?? '');
  // The nickname of the researcher picked here (the address keeps only the id).
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const pickedUserId = values.userId && /^\d+$/.test(values.userId) ? Number(values.userId) : null;
  const pickerValue = pickedUserId === null ? null : picked?.userId === pickedUserId ? picked : { userId: pickedUserId };
  const pick = (user: PickedUser | null) => {
    setPicked(user);
    onChange({ userId: user ? String(user.userId) : '' });
  };
  const search = () => onChange({ keyword: keyword.trim(), reporter: reporter.trim() });
  const reset = () => {
    setKeyword('');
    setReporter('');
    setPicked(null);
    onChange(Object.fromEntries(QUEUE_FILTER_KEYS.map((k) => [k, ''])));
  };
  const labelled = <T extends string | number>(options: readonly T[], labels: Parameters<typeof enumLabel>[0]) =>
    options.map((o) => ({ value: String(o), label: enumLabel(labels, lang, o) }));
  const assigned: Option[] = [
    { value: 'me', label: t('filters.assignedMe') },
    { value: 'none', label: t('filters.unassigned') },
    ...staff.map((s) => ({ value: String(s.userId), label: s.nickname })),
  ];

  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4" alignItems="center">
      <FilterSelect
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={values.status}
        options={labelled(STATUSES, BugStatusLabels)}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect label={t('filters.level')} allLabel={t('filters.allLevels')} value={values.level} options={labelled(LEVELS, BugLevelLabels)} onChange={(level) => onChange({ level })} />
      <FilterSelect
        label={t('filters.mainType')}
        allLabel={t('filters.allTypes')}
        value={values.mainType}
        options={labelled(MAIN_TYPES, BugMainTypeLabels)}
        onChange={(mainType) => onChange({ mainType })}
      />
      <ActivityFilter value={values.activityId} onChange={(activityId) => onChange({ activityId })} />
      <FilterSelect label={t('filters.assigned')} allLabel={t('filters.anyone')} value={values.assigned} options={assigned} onChange={(v) => onChange({ assigned: v })} />
      <DateRangeInput
        value={{ start: values.startTime ?? '', end: values.endTime ?? '' }}
        onChange={(range) => onChange({ startTime: range.start, endTime: range.end })}
        startLabel={t('filters.from')}
        endLabel={t('filters.to')}
      />
      <Input
        size="sm"
        aria-label={t('filters.keyword')}
        data-shortcut-search=""
        placeholder={t('filters.keyword')}
        maxLength={Limits.keyword.maxLength}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
      />
      <Input
        size="sm"
        aria-label={t('filters.reporter')}
        placeholder={t('filters.reporter')}
        maxLength={Limits.reporter.maxLength}
        value={reporter}
        onChange={(e) => setReporter(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
      />
      <UserPicker
        value={pickerValue}
        onPick={pick}
        texts={{ label: t('filters.pickResearcher'), placeholder: t('filters.pickResearcherHint'), noMatch: t('filters.noSuchUser'), clear: t('filters.clearResearcher') }}
      />
      <HStack gap="4">
        <Toggle label={t('filters.urgedOnly')} checked={values.urged === 'true'} onChange={(on) => onChange({ urged: on ? 'true' : '' })} />
        <Toggle label={t('filters.unreadOnly')} checked={values.unreadReply === 'true'} onChange={(on) => onChange({ unreadReply: on ? 'true' : '' })} />
      </HStack>
      <HStack gap="4">
        <Toggle label={t('filters.needsInfoOnly')} checked={values.needsInfo === 'true'} onChange={(on) => onChange({ needsInfo: on ? 'true' : '' })} />
        <Toggle label={t('filters.missedTargetOnly')} checked={values.missedTarget === 'true'} onChange={(on) => onChange({ missedTarget: on ? 'true' : '' })} />
        {/* Shown while the setting is on, or to clear a filter an address or a view brought. */}
        {(regulatorOn || values.regulatorOverdue) && (
          <Toggle label={t('filters.regulatorOverdueOnly')} checked={values.regulatorOverdue === 'true'} onChange={(on) => onChange({ regulatorOverdue: on ? 'true' : '' })} />
        )}
      </HStack>
      <FilterSelect
        label={t('filters.sort')}
        value={values.sort ?? 'newest'}
        options={labelled(SORTS, BugQueueSortLabels)}
        onChange={(sort) => onChange({ sort: sort === 'newest' ? '' : sort })}
      />
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
