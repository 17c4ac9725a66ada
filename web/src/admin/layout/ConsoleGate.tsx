// What the console shows someone who is not staff: a visitor is asked to sign in (and stays on
// the address, so the console opens there once the session is staff) — by email code, or by single
// sign-on when the server offers it; a researcher is refused. A single sign-on that failed comes
// back here with its reason (`ssoError`), shown above. Staff who must have two-factor sign-in and
// have not turned it on set it up here first (4007).
import { Box, Button, Heading, HStack, Link, Text, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SsoFailureLabels } from '@generated/enums';
import { SecondFactorSetup } from '../../components/auth/SecondFactorSetup';
import { appStore } from '../../lib/store';
import { enrolmentRequiredAtom } from './secondFactor';
import { withLanguage } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';
import { openSignIn } from '../../lib/ui';
import { useEnumLabel } from '../components/useEnumLabel';
import { useSsoConfig, useSsoFailure } from './sso';

function Gate({ code, text, action }: { code: string; text: string; action: React.ReactNode }) {
  const failure = useSsoFailure();
  const label = useEnumLabel();
  return (
    <VStack as="main" minH="100vh" justify="center" gap="4" textAlign="center" px="4" bg="gray.50">
      <Heading as="h1" size="4xl" color="orange.700">
        {code}
      </Heading>
      {failure && (
        <Box role="alert" maxW="lg" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.800" borderRadius="md" px="4" py="3">
          {label(SsoFailureLabels, failure)}
        </Box>
      )}
      <Text fontSize="lg">{text}</Text>
      {action}
    </VStack>
  );
}

export function ConsoleSignIn() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const sso = useSsoConfig();
  const ssoOn = sso.data?.enabled === true;
  return (
    <Gate
      code={t('gate.signInTitle')}
      text={t('gate.signInText')}
      action={
        <HStack gap="3" flexWrap="wrap" justify="center">
          {/* The provider's page is a whole-page visit: a link, not a request of this page. */}
          {ssoOn && (
            <Button asChild colorPalette="blue">
              <a href={`/v2/api/sso/start?language=${lang}`}>{sso.data?.name ? t('gate.ssoNamed', { name: sso.data.name }) : t('gate.sso')}</a>
            </Button>
          )}
          <Button colorPalette="blue" variant={ssoOn ? 'outline' : 'solid'} onClick={openSignIn}>
            {ssoOn ? t('gate.signInByEmail') : t('gate.signIn')}
          </Button>
        </HStack>
      }
    />
  );
}

export function ConsoleNoPermission() {
  const { t } = useTranslation('admin');
  return (
    <Gate
      code="403"
      text={t('gate.noPermission')}
      action={
        <Link href={withLanguage('/v2/home', window.location.search)} color="blue.700">
          {t('gate.publicSite')}
        </Link>
      }
    />
  );
}

export function ConsoleEnrolSecondFactor() {
  const { t } = useTranslation('secondFactor');
  const queryClient = useQueryClient();
  const done = () => {
    appStore.set(enrolmentRequiredAtom, false);
    // What was refused with 4007 meanwhile is read again.
    void queryClient.invalidateQueries();
  };
  return (
    <VStack as="main" minH="100vh" justify="center" gap="4" px="4" py="8" bg="gray.50">
      <Heading as="h1" size="2xl" color="orange.700" textAlign="center">
        {t('gateTitle')}
      </Heading>
      <Text textAlign="center">{t('gateText')}</Text>
      <Box bg="white" borderWidth="1px" borderRadius="md" p="6" w="full" maxW="md">
        <SecondFactorSetup onDone={done} />
      </Box>
    </VStack>
  );
}
