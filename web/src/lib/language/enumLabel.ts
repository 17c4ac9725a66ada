// Labels of the contract's enumerations (generated/enums.ts) in the page's language.
import type { Lang } from './language';

type Labels = Record<Lang, Record<string, string>>;

export function enumLabel(labels: Labels, lang: Lang, value: string | number): string {
  return labels[lang][String(value)] ?? String(value);
}
