import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

export function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <VStack py="24" gap="4" textAlign="center">
      <Heading size="4xl" color="blue.700">
        404
      </Heading>
      <Text fontSize="lg">{t('notFound')}</Text>
      <Button asChild colorPalette="blue">
        <AppLink href="/home">{t('backHome')}</AppLink>
      </Button>
    </VStack>
  );
}
