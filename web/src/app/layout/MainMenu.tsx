// The site's main menu (menu.ts): a row in the top bar on wide screens, a column in the menu
// sheet on narrow ones. `onNavigate` lets the sheet close when an entry is chosen.
import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { useLanguage } from '../../lib/language/useLanguage';
import { useSignedInUser } from '../../lib/session/session';
import { currentSection, menuItems } from './menu';

export function MainMenu({ direction, onNavigate }: { direction: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const [path] = useLocation();
  const lang = useLanguage();
  const user = useSignedInUser();
  const section = currentSection(path);
  const row = direction === 'row';
  return (
    <Stack
      as="nav"
      aria-label={t('mainMenu')}
      direction={direction}
      gap={row ? '1' : '0'}
      flex={row ? '1' : undefined}
      minW="0"
      overflowX={row ? 'auto' : undefined}
      hideBelow={row ? 'lg' : undefined}
    >
      {menuItems(lang, user?.hasNickname ?? false).map((item) => {
        const active = item.section === section;
        return (
          <Link
            key={item.key}
            asChild
            px="3"
            py={row ? '2' : '3'}
            whiteSpace="nowrap"
            fontSize={row ? 'sm' : 'md'}
            fontWeight={active ? 'semibold' : 'normal'}
            color={active ? 'blue.700' : 'gray.700'}
            bg={!row && active ? 'blue.50' : undefined}
            borderColor={active ? 'blue.600' : 'transparent'}
            {...(row ? { borderBottomWidth: '2px' } : { borderStartWidth: '3px' })}
            _hover={{ color: 'blue.700', textDecoration: 'none' }}
          >
            <AppLink href={item.href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              {t(`menu.${item.key}`)}
            </AppLink>
          </Link>
        );
      })}
    </Stack>
  );
}
