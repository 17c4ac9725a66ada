// Year (from 2015) and month buttons plus 'whole year' for the monthly rankings (docs/rules.md#limits).
import { Button, HStack, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/language/language';
import { WHOLE_YEAR } from '@common/periods';
import { useLanguage } from '../../lib/language/useLanguage';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** 'Jan' or '1月': the month's name from the browser's locale data. */
function monthName(month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en' : 'zh-CN', { month: 'short' }).format(new Date(2000, month - 1, 1));
}

export interface PeriodValue {
  year: number;
  month: number;
}

/** `years`: those a ranking may be asked for, this (server) year first. */
export function PeriodPicker({ value, years, onChange }: { value: PeriodValue; years: number[]; onChange: (value: PeriodValue) => void }) {
  const { t } = useTranslation('rank');
  const lang = useLanguage();
  return (
    <HStack gap="4" wrap="wrap" align="center">
      <NativeSelect.Root size="sm" width="32">
        <NativeSelect.Field aria-label={t('year')} value={value.year} onChange={(e) => onChange({ ...value, year: Number(e.currentTarget.value) })}>
          {years.map((year) => (
            <option key={year} value={year}>
              {t('yearOption', { year })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Wrap gap="1" role="group" aria-label={t('month')}>
        {[...MONTHS, WHOLE_YEAR].map((month) => (
          <Button
            key={month}
            size="xs"
            variant={value.month === month ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={value.month === month}
            onClick={() => onChange({ ...value, month })}
          >
            {month === WHOLE_YEAR ? t('wholeYear') : monthName(month, lang)}
          </Button>
        ))}
      </Wrap>
    </HStack>
  );
}
