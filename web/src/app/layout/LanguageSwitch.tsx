// Switching language is a full page load (docs/rules.md#screens-and-routes), so this is a plain link, not a router link.
import { Link, type LinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { switchLanguageHref } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';

/** Light small text for the dark bars by default; the menu sheet passes its own colour and size. */
export function LanguageSwitch({ color = 'gray.200', fontSize = 'xs' }: Pick<LinkProps, 'color' | 'fontSize'>) {
  const { t } = useTranslation('layout');
  useLocation(); // re-render after navigation so the link points at the current page
  const other = useLanguage() === 'en' ? 'zh' : 'en';
  return (
    <Link href={switchLanguageHref(window.location, other)} fontSize={fontSize} color={color} lang={other === 'en' ? 'en' : 'zh'}>
      {t(`switchTo.${other}`)}
    </Link>
  );
}
