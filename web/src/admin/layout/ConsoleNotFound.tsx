import { Link, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

export function ConsoleNotFound() {
  const { t } = useTranslation('admin');
  return (
    <VStack py="24" gap="4">
      <Text fontSize="lg">{t('notFound')}</Text>
      <Link asChild color="blue.700">
        <AppLink href="/">{t('nav.dashboard')}</AppLink>
      </Link>
    </VStack>
  );
}
