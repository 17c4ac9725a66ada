// The top bar on a phone or tablet: one menu button whose sheet reaches everything the wide top bar
// shows — the main menu, the visitor's session (personal centre, messages, sign-out, or sign-in)
// and the language switch. A dot on the button and its name tell a signed-in user of unread messages.
import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MenuDrawerButton } from '../../components/layout/MenuDrawerButton';
import { useSession } from '../../lib/session/session';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { SessionArea } from './SessionArea';

export function MobileMenu() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const unread = session.status === 'signedIn' ? session.unread : 0;
  return (
    <MenuDrawerButton label={unread > 0 ? t('openMenuUnread', { count: unread }) : t('openMenu')} title={t('menuTitle')} hideFrom="lg" dot={unread > 0}>
      {(close) => (
        <Stack gap="5">
          <MainMenu direction="column" onNavigate={close} />
          <Box borderTopWidth="1px" pt="5">
            <SessionArea variant="sheet" onAction={close} />
          </Box>
          <Box borderTopWidth="1px" pt="5" px="3">
            <LanguageSwitch color="blue.700" fontSize="md" />
          </Box>
        </Stack>
      )}
    </MenuDrawerButton>
  );
}
