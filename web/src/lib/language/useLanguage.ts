// The page's language, as a component reads it. i18n is created from the address bar's `language`
// value (pageLanguage) and never changes without a reload, so in the site both say the same; read
// through i18n, the texts, the enum labels and the language-dependent choices of a screen can
// never disagree (a component test renders a language without touching the address bar). Code
// that sends requests outside React (the API client, the notice stream, start-up) reads pageLanguage().
import { useTranslation } from 'react-i18next';
import type { Lang } from './language';

export function useLanguage(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
