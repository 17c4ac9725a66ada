// Turning two-factor sign-in on (the personal centre's security section and the console's screen
// for staff who must have it): the server makes a secret and answers its QR code (an SVG data URL)
// and the key to type; a first code from the app confirms it; the 10 recovery codes are shown once.
import { useEffect, useRef, useState } from 'react';
import { Box, Code, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmSecondFactor, useStartSecondFactor } from '../api';
import { ErrorBlock, LoadingBlock } from '../feedback/StateBlocks';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';

export function SecondFactorSetup({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation('secondFactor');
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate } = start;
  // One secret per visit: a second start (React's development double effect) would replace it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined);
  }, [mutate]);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const result = start.data;
  if (!result) return <LoadingBlock />;
  if (!result.ok) return <ErrorBlock failure={result} onRetry={() => mutate(undefined)} />;
  const { qrCode, secret } = result.data;
  return (
    <Stack gap="4">
      <Text>{t('setupScan')}</Text>
      <Box alignSelf="center" bg="white" p="2" borderWidth="1px" borderRadius="md">
        <Image src={qrCode} alt={t('qrAlt')} boxSize="48" />
      </Box>
      <Text fontSize="sm">
        {t('setupSecret')}: <Code data-testid="second-factor-secret">{secret}</Code>
      </Text>
      <Text>{t('setupConfirm')}</Text>
      <SecondFactorCodeForm send={(code) => confirm.mutateAsync(code)} onDone={(data) => setCodes(data.recoveryCodes)} onCancel={onCancel} />
    </Stack>
  );
}
