// Enum labels of the contract (generated/enums.ts) in the request's language.
import type { Lang } from '../envelope';

type Labels = { zh: Record<string, string>; en: Record<string, string> };

export function enumText(labels: Labels, lang: Lang, value: string | number): string {
  return labels[lang][String(value)] ?? String(value);
}
