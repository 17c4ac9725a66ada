// The placeholders a common response may hold, each with what it becomes (docs/rules.md#common-responses):
// the list the server checks and fills (common/placeholders.ts), worded in the console's language.
import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDERS } from '@common/placeholders';

export function PlaceholderHelp() {
  const { t } = useTranslation('adminBugs');
  return (
    <Box as="section" aria-label={t('responses.placeholdersTitle')} fontSize="sm">
      <Text fontWeight="semibold">{t('responses.placeholdersTitle')}</Text>
      <Text color="fg.muted" mb="1">
        {t('responses.placeholdersHint')}
      </Text>
      <Stack as="dl" gap="0.5">
        {PLACEHOLDERS.map((p) => (
          <Box key={p} display="flex" gap="2">
            <Box as="dt" minW="24">
              <Code size="sm">{`{${p}}`}</Code>
            </Box>
            <Box as="dd">{t(`responses.placeholder.${p}`)}</Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
