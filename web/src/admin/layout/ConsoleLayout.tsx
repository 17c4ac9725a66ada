// The console's frame: a header (name, the inbox, the signed-in staff member, the language switch,
// a link to the public site) and a menu of every screen beside the page. On a narrow screen (below
// `md`) the menu collapses behind a menu button in the header: its sheet holds the menu, the staff
// member, the language switch and the public-site link, and the header keeps the name and the inbox.
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { AppLink } from '../../components/AppLink';
import { MenuDrawerButton } from '../../components/layout/MenuDrawerButton';
import { withLanguage } from '../../lib/language/language';
import { useSignedInUser } from '../../lib/session/session';
import { InboxHeaderBadge } from '../components/InboxHeaderBadge';
import { LiveInbox } from '../components/LiveInbox';
import { ConsoleNavList } from './ConsoleNavList';
import { ConsoleShortcuts } from '../components/shortcuts/ConsoleShortcuts';

function PublicSiteLink({ color, fontSize }: { color: string; fontSize: string }) {
  const { t } = useTranslation('admin');
  return (
    <Link href={withLanguage('/v2/home', window.location.search)} color={color} fontSize={fontSize}>
      {t('publicSite')}
    </Link>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const user = useSignedInUser();
  return (
    <LiveInbox>
      <ConsoleShortcuts />
      <Flex minH="100vh" direction="column" bg="gray.50">
        <Box as="header" bg="gray.900" color="gray.100">
          <Flex px={{ base: '3', md: '4' }} h="12" align="center" gap={{ base: '3', md: '4' }}>
            <AppLink href="/" style={{ minWidth: 0 }}>
              <Text fontWeight="bold" color="white" fontSize={{ base: 'sm', md: 'md' }} truncate>
                {t('title')}
              </Text>
            </AppLink>
            <Box flex="1" />
            <HStack gap="4" fontSize="sm" flexShrink={0}>
              <InboxHeaderBadge />
              <HStack gap="4" hideBelow="md">
                <Text color="gray.300" truncate maxW="48">
                  {user?.nickname}
                </Text>
                <LanguageSwitch />
                <PublicSiteLink color="gray.200" fontSize="xs" />
              </HStack>
            </HStack>
            <MenuDrawerButton label={t('menu')} title={t('menu')} hideFrom="md" tone="dark">
              {(close) => (
                <Stack gap="5">
                  <ConsoleNavList onNavigate={close} />
                  <Stack borderTopWidth="1px" pt="4" px="4" gap="3" fontSize="sm">
                    <Text color="gray.700">{user?.nickname}</Text>
                    <LanguageSwitch color="blue.700" fontSize="sm" />
                    <PublicSiteLink color="blue.700" fontSize="sm" />
                  </Stack>
                </Stack>
              )}
            </MenuDrawerButton>
          </Flex>
        </Box>
        <Flex flex="1" direction="row" minH="0">
          <Box bg="white" borderRightWidth="1px" w="52" flexShrink={0} py="3" hideBelow="md">
            <ConsoleNavList />
          </Box>
          <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }}>
            {children}
          </Box>
        </Flex>
      </Flex>
    </LiveInbox>
  );
}
