import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

export function NoPermissionPage() {
  const { t } = useTranslation('layout');
  return (
    <VStack py="24" gap="4" textAlign="center">
      <Heading size="4xl" color="orange.600">
        403
      </Heading>
      <Text fontSize="lg">{t('noPermission')}</Text>
      <Button asChild colorPalette="blue">
        <AppLink href="/home">{t('backHome')}</AppLink>
      </Button>
    </VStack>
  );
}
