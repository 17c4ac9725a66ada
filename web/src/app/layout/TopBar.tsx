// The top bar: a thin strip with the language switch and the visitor's session, then the logo
// and the menu (two rows, so the longer English labels never crowd the menu out). Below the `lg`
// breakpoint the menu does not fit in a row: a menu button opens it in a sheet with the session
// and the language switch too (MobileMenu); below `md` the strip is left out, as the sheet has it all.
import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { MobileMenu } from './MobileMenu';
import { SessionArea } from './SessionArea';

export function TopBar() {
  const { t } = useTranslation('layout');
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky" boxShadow="xs">
      <Box bg="gray.900" color="gray.200" hideBelow="md">
        <Flex maxW="1200px" mx="auto" px="4" h="9" align="center" justify="flex-end" gap="4">
          <LanguageSwitch />
          <SessionArea />
        </Flex>
      </Box>
      <Flex maxW="1200px" mx="auto" px="4" h={{ base: '14', md: '16' }} align="center" gap={{ base: '3', md: '6' }}>
        <AppLink href="/home" aria-label={t('siteName')}>
          <HStack gap="2" flexShrink={0}>
            <Image src="/v2/favicon.svg" alt="" boxSize={{ base: '7', md: '8' }} />
            <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} color="blue.800" whiteSpace="nowrap">
              {t('siteName')}
            </Text>
          </HStack>
        </AppLink>
        <MainMenu direction="row" />
        <Box flex="1" hideFrom="lg" />
        <MobileMenu />
      </Flex>
    </Box>
  );
}
