// A console screen the member's roles do not open: said plainly, inside the console, with the way back.
import { Link, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

export function ConsoleForbidden() {
  const { t } = useTranslation('admin');
  return (
    <VStack as="section" py="24" gap="4" textAlign="center" px="4">
      <Text fontSize="lg">{t('forbidden')}</Text>
      <Link asChild color="blue.700">
        <AppLink href="/">{t('nav.dashboard')}</AppLink>
      </Link>
    </VStack>
  );
}
