// Choosing who handles reports: a search over staff (name, email or id) and the choice of nobody,
// me, or one of those found with their open assignments. The review page's assign dialog and the
// queue's bulk assign share it.
import { useState } from 'react';
import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AdminKeywordParamLimits } from '@generated/limits';
import { useSignedInUser } from '../../../lib/session/session';
import { useAssignees } from '../api';

/** `value`: the chosen staff id as a string, '' for nobody. `current`: the assignee now, kept listed when the search hides them. */
export function AssigneeSelect({ value, onChange, current }: { value: string; onChange: (v: string) => void; current?: { userId: number; nickname: string } | null }) {
  const { t } = useTranslation('adminBugs');
  const me = useSignedInUser();
  const [keyword, setKeyword] = useState('');
  const staff = useAssignees(keyword).data?.staff ?? [];
  const keepCurrent = current && current.userId !== me?.userId && !staff.some((s) => s.userId === current.userId);
  return (
    <>
      <Field.Root>
        <Field.Label>{t('assign.search')}</Field.Label>
        <Input size="sm" value={keyword} maxLength={AdminKeywordParamLimits.maxLength} onChange={(e) => setKeyword(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('assign.assignee')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{t('assign.nobody')}</option>
            {me && <option value={String(me.userId)}>{t('assign.me', { name: me.nickname })}</option>}
            {staff
              .filter((s) => s.userId !== me?.userId)
              .map((s) => (
                <option key={s.userId} value={String(s.userId)}>
                  {t('assign.option', { name: s.nickname, email: s.email, count: s.openAssigned })}
                </option>
              ))}
            {keepCurrent && <option value={String(current.userId)}>{current.nickname}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </>
  );
}
