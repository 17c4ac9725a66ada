// The report's five-step flow (docs/rules.md#states-and-transitions): submitted, under review, confirmed, user re-check, finished.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BugStatus } from '@generated/enums';
import { PROCESS_STEPS, processStep } from './bugStatus';

export function ProcessBar({ status }: { status: BugStatus }) {
  const { t } = useTranslation('bug');
  const current = processStep(status);
  return (
    <HStack as="ol" gap="0" aria-label={t('detail.process')} w="full" listStyleType="none" my="4">
      {PROCESS_STEPS.map((step, index) => {
        const done = index <= current;
        return (
          <Box as="li" key={step} flex="1" textAlign="center" aria-current={index === current ? 'step' : undefined}>
            <Box h="1.5" bg={done ? 'blue.500' : 'gray.200'} borderStartRadius={index === 0 ? 'full' : undefined} borderEndRadius={index === PROCESS_STEPS.length - 1 ? 'full' : undefined} />
            <Text mt="2" fontSize="sm" color={index === current ? 'blue.700' : done ? 'gray.700' : 'gray.500'} fontWeight={index === current ? 'bold' : 'normal'}>
              {t(`detail.steps.${step}`)}
            </Text>
          </Box>
        );
      })}
    </HStack>
  );
}
