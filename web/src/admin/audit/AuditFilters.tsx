// The audit log's filter bar: every field of the contract's AuditLogFilter. Selects and the dates
// apply at once; the object kind and id apply on Enter or Search (so typing sends no request per key).
import { useState } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AuditOutcomeLabels } from '@generated/enums';
import { AuditLogFilterLimits as Limits } from '@generated/limits';
import { DateRangeInput } from '../../components/forms/DateRangeInput';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumOptions } from '../components/useEnumLabel';
import type { FilterValues } from '../components/useFilters';
import { actionLabel } from './actionLabel';
import { AUDIT_FILTER_KEYS, type AuditFilterKey } from './auditFilters';
import { useStaffMembers } from './api';

type Values = FilterValues<AuditFilterKey>;

export function AuditFilters({ values, actions, onChange }: { values: Values; actions: readonly string[]; onChange: (changes: Values) => void }) {
  const { t } = useTranslation('adminAudit');
  const staff = useStaffMembers().data?.staff ?? [];
  const outcomeOptions = useEnumOptions(AuditOutcomeLabels);
  const [kind, setKind] = useState(values.targetKind ?? '');
  const [targetId, setTargetId] = useState(values.targetId ?? '');
  const search = () => onChange({ targetKind: kind.trim(), targetId: targetId.trim() });
  const reset = () => {
    setKind('');
    setTargetId('');
    onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])));
  };
  return (
    <HStack gap="3" mb="4" wrap="wrap" align="end">
      <SelectFilter
        id="audit-actor-filter"
        label={t('filters.actor')}
        allLabel={t('filters.allActors')}
        value={values.actorId ?? ''}
        options={staff.map((s) => ({ value: String(s.userId), label: s.nickname }))}
        onChange={(v) => onChange({ actorId: v })}
      />
      <SelectFilter
        id="audit-action-filter"
        label={t('filters.action')}
        allLabel={t('filters.allActions')}
        value={values.action ?? ''}
        options={actions.map((a) => ({ value: a, label: actionLabel(t, a) }))}
        onChange={(v) => onChange({ action: v })}
      />
      <SelectFilter
        id="audit-outcome-filter"
        label={t('filters.outcome')}
        allLabel={t('filters.allOutcomes')}
        value={values.outcome ?? ''}
        options={outcomeOptions}
        onChange={(v) => onChange({ outcome: v })}
      />
      <DateRangeInput
        value={{ start: values.startTime ?? '', end: values.endTime ?? '' }}
        onChange={(range) => onChange({ startTime: range.start, endTime: range.end })}
        startLabel={t('filters.from')}
        endLabel={t('filters.to')}
      />
      <Input
        size="sm"
        w="40"
        aria-label={t('filters.targetKind')}
        placeholder={t('filters.targetKind')}
        maxLength={Limits.targetKind.maxLength}
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
      />
      <Input
        size="sm"
        w="28"
        inputMode="numeric"
        aria-label={t('filters.targetId')}
        placeholder={t('filters.targetId')}
        value={targetId}
        onChange={(e) => setTargetId(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && search()}
      />
      <Button size="sm" colorPalette="blue" onClick={search}>
        {t('filters.apply')}
      </Button>
      <Button size="sm" variant="ghost" onClick={reset}>
        {t('filters.reset')}
      </Button>
    </HStack>
  );
}
