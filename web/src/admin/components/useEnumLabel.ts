// Labels of the contract's enumerations in the language the console is shown in (i18next's, so a
// component test rendered in English gets English labels without touching the address bar).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../lib/enumLabel';
import type { Lang } from '../../lib/language';

type Labels = Record<Lang, Record<string, string>>;

export function useEnumLabel() {
  const { i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return useCallback((labels: Labels, value: string | number) => enumLabel(labels, lang, value), [lang]);
}

/** The options of a filter over an enumeration, labelled in the console's language. */
export function useEnumOptions(labels: Labels): { value: string; label: string }[] {
  const label = useEnumLabel();
  return Object.keys(labels.zh).map((value) => ({ value, label: label(labels, value) }));
}
