// Labels of the contract's enumerations in the language the console is shown in (i18next's, so a
// component test rendered in English gets English labels without touching the address bar).
import { useCallback } from 'react';
import { enumLabel } from '../../lib/language/enumLabel';
import type { Lang } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';

type Labels = Record<Lang, Record<string, string>>;

export function useEnumLabel() {
  const lang = useLanguage();
  return useCallback((labels: Labels, value: string | number) => enumLabel(labels, lang, value), [lang]);
}

/** The options of a filter over an enumeration, labelled in the console's language. */
export function useEnumOptions(labels: Labels): { value: string; label: string }[] {
  const label = useEnumLabel();
  return Object.keys(labels.zh).map((value) => ({ value, label: label(labels, value) }));
}
