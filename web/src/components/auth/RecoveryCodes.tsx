// Recovery codes as the server answers them, once: listed in a monospace grid with a copy button
// and a 'saved them' button that closes what shows them (nothing can show them again).
import { useState } from 'react';
import { Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('secondFactor');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Text fontWeight="bold">{t('codesTitle')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('codesHint')}
      </Text>
      <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" aria-label={t('codesTitle')} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code as="li" key={code} fontSize="md" px="2" py="1">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? t('codesCopied') : t('codesCopy')}
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          {t('codesDone')}
        </Button>
      </HStack>
    </Stack>
  );
}
