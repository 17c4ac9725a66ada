// The top bar: a thin strip with the language switch and the visitor's session, then the logo
// and the menu (two rows, so the longer English labels never crowd the menu out).
import { Box, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { pageLanguage } from '../../lib/language';
import { signedInUserAtom } from '../../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { currentSection, menuItems } from './menu';
import { SessionArea } from './SessionArea';

export function TopBar() {
  const { t } = useTranslation('layout');
  const [path] = useLocation();
  const user = useAtomValue(signedInUserAtom);
  const lang = pageLanguage();
  const section = currentSection(path);
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" boxShadow="xs">
      <Box bg="gray.900" color="gray.200">
        <Flex maxW="1200px" mx="auto" px="4" h="9" align="center" justify="flex-end" gap="4">
          <LanguageSwitch />
          <SessionArea />
        </Flex>
      </Box>
      <Flex maxW="1200px" mx="auto" px="4" h="16" align="center" gap="6">
        <AppLink href="/home" aria-label={t('siteName')}>
          <HStack gap="2" flexShrink={0}>
            <Image src="/v2/favicon.svg" alt="" boxSize="8" />
            <Text fontWeight="bold" fontSize="lg" color="blue.800" whiteSpace="nowrap">
              {t('siteName')}
            </Text>
          </HStack>
        </AppLink>
        <HStack as="nav" aria-label={t('mainMenu')} gap="1" flex="1" overflowX="auto" minW="0">
          {menuItems(lang, user?.hasNickname ?? false).map((item) => {
            const active = item.section === section;
            return (
              <Link
                key={item.key}
                asChild
                px="3"
                py="2"
                whiteSpace="nowrap"
                fontSize="sm"
                fontWeight={active ? 'semibold' : 'normal'}
                color={active ? 'blue.700' : 'gray.700'}
                borderBottomWidth="2px"
                borderColor={active ? 'blue.600' : 'transparent'}
                _hover={{ color: 'blue.700', textDecoration: 'none' }}
              >
                <AppLink href={item.href} aria-current={active ? 'page' : undefined}>
                  {t(`menu.${item.key}`)}
                </AppLink>
              </Link>
            );
          })}
        </HStack>
      </Flex>
    </Box>
  );
}
