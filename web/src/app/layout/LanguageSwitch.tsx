// Switching language is a full page load (spec §2), so this is a plain link, not a router link.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pageLanguage, switchLanguageHref } from '../../lib/language';

export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  useLocation(); // re-render after navigation so the link points at the current page
  const other = pageLanguage() === 'en' ? 'zh' : 'en';
  return (
    <Link href={switchLanguageHref(window.location, other)} fontSize="xs" color="gray.200" lang={other === 'en' ? 'en' : 'zh'}>
      {t(`switchTo.${other}`)}
    </Link>
  );
}
