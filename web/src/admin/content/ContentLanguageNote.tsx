// Content is stored per language and the page's language decides which one a screen edits: say so,
// and link to the same screen in the other language (a full load, as every language switch).
import { HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter, useSearch } from 'wouter';
import { switchLanguageHref, type Lang } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';

export function ContentLanguageNote() {
  const { t } = useTranslation('adminContent');
  const lang = useLanguage();
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  const [path] = useLocation();
  const search = useSearch();
  const { base } = useRouter();
  const href = switchLanguageHref({ pathname: `${base}${path}`, search: search ? `?${search}` : '', hash: '' }, other);
  return (
    <HStack gap="3" mb="4" px="3" py="2" bg="blue.50" borderRadius="md" borderWidth="1px" borderColor="blue.100" wrap="wrap" fontSize="sm">
      <Text color="blue.900">{t('language.editing', { language: t(`language.${lang}`) })}</Text>
      <Link href={href} color="blue.700" textDecoration="underline" lang={other}>
        {t('language.switch', { language: t(`language.${other}`) })}
      </Link>
    </HStack>
  );
}
