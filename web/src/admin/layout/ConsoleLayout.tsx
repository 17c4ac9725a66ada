// The console's frame: a header (name, the signed-in staff member, the language switch, a link to
// the public site) and a menu of every screen beside the page. On a narrow screen the menu sits
// above the page.
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LanguageSwitch } from '../../app/layout/LanguageSwitch';
import { AppLink } from '../../components/AppLink';
import { withLanguage } from '../../lib/language';
import { signedInUserAtom } from '../../lib/session';
import { InboxHeaderBadge } from '../components/InboxHeaderBadge';
import { activeNavKey, consoleNav, consoleNavNamespaces } from '../nav';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(consoleNavNamespaces);
  const [path] = useLocation();
  const user = useAtomValue(signedInUserAtom);
  const active = activeNavKey(path);
  return (
    <Flex minH="100vh" direction="column" bg="gray.50">
      <Box as="header" bg="gray.900" color="gray.100">
        <Flex px="4" h="12" align="center" gap="4">
          <AppLink href="/">
            <Text fontWeight="bold" color="white" whiteSpace="nowrap">
              {t('title')}
            </Text>
          </AppLink>
          <Box flex="1" />
          <HStack gap="4" fontSize="sm">
            <InboxHeaderBadge />
            <Text color="gray.300" truncate maxW="48">
              {user?.nickname}
            </Text>
            <LanguageSwitch />
            <Link href={withLanguage('/v2/home', window.location.search)} color="gray.200" fontSize="xs">
              {t('publicSite')}
            </Link>
          </HStack>
        </Flex>
      </Box>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minH="0">
        <Box as="nav" aria-label={t('menu')} bg="white" borderRightWidth={{ md: '1px' }} borderBottomWidth={{ base: '1px', md: '0' }} w={{ md: '52' }} flexShrink={0} py="3">
          <Stack gap="3">
            {consoleNav.map((group) => (
              <Box key={group.key}>
                <Text px="4" pb="1" fontSize="xs" fontWeight="semibold" color="gray.600" textTransform="uppercase">
                  {t(`navGroup.${group.key}`)}
                </Text>
                <Stack gap="0">
                  {group.items.map((entry) => (
                    <Link
                      key={entry.key}
                      asChild
                      px="4"
                      py="1.5"
                      fontSize="sm"
                      color={entry.key === active ? 'blue.800' : 'gray.800'}
                      bg={entry.key === active ? 'blue.50' : undefined}
                      fontWeight={entry.key === active ? 'semibold' : 'normal'}
                      borderLeftWidth="3px"
                      borderLeftColor={entry.key === active ? 'blue.600' : 'transparent'}
                      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                    >
                      <AppLink href={entry.path} aria-current={entry.key === active ? 'page' : undefined}>
                        {t(`nav.${entry.key}`, { ns: entry.ns ?? 'admin' })}
                      </AppLink>
                    </Link>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
