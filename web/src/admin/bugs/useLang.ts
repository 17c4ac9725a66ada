// The language the texts are shown in, for the contract's enum labels. It is the page's language
// (i18n is created from it), read through i18n so labels and texts can never disagree.
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/language';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}
