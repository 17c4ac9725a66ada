import { memo } from 'react';
// The report form's pickers: type (main type, then one of its sub-types; the order of bugTypes.ts),
// activity (disabled options carry their reason), level (1–4 in Chinese; Low, Medium, High Risk in
// English) and harm (default 11, 'other').
import { Box, HStack, NativeSelect, RadioGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { BugLevel, BugLevelLabels, HarmResultLabels } from '@generated/enums';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import type { BugTypeNode } from './bugTypes';

type Activity = components['schemas']['BugActivityList']['activities'][number];

function Select({
  id,
  label,
  value,
  onChange,
  invalid,
  children,
}: {
  id?: string;
  label?: string;
  value: string;
  onChange: (v: string) => void;
  invalid?: boolean;
  children: React.ReactNode;
}) {
  return (
    <NativeSelect.Root size="md" invalid={invalid}>
      <NativeSelect.Field id={id} aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export const TypePicker = memo(function TypePicker({
  types,
  mainType,
  subType,
  onChange,
  invalid,
}: {
  types: BugTypeNode[];
  mainType: string;
  subType: string;
  onChange: (mainType: string, subType: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('bugForm');
  const children = types.find((m) => String(m.id) === mainType)?.child ?? [];
  return (
    <HStack gap="3" align="stretch" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
      <Box flex="1" minW="48">
        <Select id="bug-mainType" label={t('mainType')} value={mainType} onChange={(v) => onChange(v, '')} invalid={invalid && !mainType}>
          <option value="">{t('choose')}</option>
          {types.map((m) => (
            <option key={m.id} value={m.id}>
              {m.text}
            </option>
          ))}
        </Select>
      </Box>
      <Box flex="1" minW="48">
        <Select id="bug-subType" label={t('subType')} value={subType} onChange={(v) => onChange(mainType, v)} invalid={invalid}>
          <option value="">{t('choose')}</option>
          {children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.text}
            </option>
          ))}
        </Select>
      </Box>
    </HStack>
  );
});

export const ActivityPicker = memo(function ActivityPicker({ activities, value, onChange }: { activities: Activity[]; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('bugForm');
  return (
    <Select value={value} onChange={onChange}>
      <option value="">{t('noActivity')}</option>
      {activities.map((a) => (
        <option key={a.id} value={a.id} disabled={!a.enabled}>
          {a.enabled ? a.title : t('disabledReason', { title: a.title, reason: a.reason })}
        </option>
      ))}
    </Select>
  );
});

/** The levels a researcher may pick: English offers Low, Medium and High Risk (docs/rules.md#entities-and-enums). */
export function submissionLevels(lang: 'zh' | 'en'): number[] {
  return lang === 'en' ? [1, 2, 3] : [1, 2, 3, 4];
}

export const LevelPicker = memo(function LevelPicker({ value, onChange, invalid }: { value: string; onChange: (v: string) => void; invalid: boolean }) {
  const { t } = useTranslation('bugForm');
  const lang = useLanguage();
  return (
    <RadioGroup.Root id="bug-level" value={value || null} onValueChange={(e) => onChange(e.value ?? '')} aria-label={t('level')} aria-invalid={invalid || undefined} colorPalette="blue">
      <HStack gap="6" wrap="wrap">
        {submissionLevels(lang).map((level) => (
          <RadioGroup.Item key={level} value={String(level)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{lang === 'en' && level === BugLevel.High ? t('levelHighRisk') : enumLabel(BugLevelLabels, lang, level)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
});

export const HarmPicker = memo(function HarmPicker({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const lang = useLanguage();
  return (
    <Select value={value} onChange={onChange}>
      {Object.keys(HarmResultLabels[lang]).map((key) => (
        <option key={key} value={key}>
          {enumLabel(HarmResultLabels, lang, key)}
        </option>
      ))}
    </Select>
  );
});
