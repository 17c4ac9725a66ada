// /en: the English landing page. It is English by definition, so an address without
// language=en is reloaded with it (the whole layout then speaks English too).
import { useEffect } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmailReporting } from '../../components/EmailReporting';
import { ResponseStats } from '../../components/ResponseStats';
import { switchLanguageHref } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';

const ENTRIES = [
  { key: 'home', href: '/v2/home?language=en' },
  { key: 'activities', href: '/v2/activity/list?language=en' },
  { key: 'announcements', href: '/v2/announce/list?language=en' },
] as const;

export function EnLandingPage() {
  const { t } = useTranslation('en', { lng: 'en' });
  const english = useLanguage() === 'en';
  useEffect(() => {
    if (!english) window.location.replace(switchLanguageHref(window.location, 'en'));
  }, [english]);
  if (!english) return null;
  return (
    <>
      <Box bgGradient="to-r" gradientFrom="blue.900" gradientTo="blue.600" color="white" py={{ base: '14', md: '20' }} px="4" lang="en">
        <Stack maxW="1200px" mx="auto" gap="5">
          <Heading as="h1" size="4xl">
            {t('heroTitle')}
          </Heading>
          <Text fontSize="lg" maxW="2xl">
            {t('heroText')}
          </Text>
          <Wrap gap="3">
            {ENTRIES.map((entry) => (
              // Full loads: the English site starts with language=en in the address (docs/rules.md#screens-and-routes).
              // orange.700 under white text: orange.600 gave 3.55:1, below WCAG AA's 4.5:1.
              <Button
                key={entry.key}
                asChild
                variant={entry.key === 'home' ? 'solid' : 'outline'}
                colorPalette={entry.key === 'home' ? 'orange' : 'gray'}
                bg={entry.key === 'home' ? 'orange.700' : undefined}
                _hover={entry.key === 'home' ? { bg: 'orange.800' } : undefined}
                color={entry.key === 'home' ? undefined : 'white'}
              >
                <a href={entry.href}>{t(`entries.${entry.key}`)}</a>
              </Button>
            ))}
          </Wrap>
        </Stack>
      </Box>
      <Box maxW="1200px" mx="auto" px="4" py="10" lang="en">
        <Stack gap="8">
          <EmailReporting />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {(['scope', 'reward', 'disclosure'] as const).map((key) => (
              <Box key={key} bg="white" borderWidth="1px" borderRadius="lg" p="5">
                <Heading as="h2" size="md" mb="2">
                  {t(`points.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`points.${key}.text`)}</Text>
              </Box>
            ))}
          </SimpleGrid>
          <ResponseStats />
        </Stack>
      </Box>
    </>
  );
}
