// The step-up dialog (opened by the data layer on 4008, secondFactor.ts): an authenticator or
// recovery code; once verified, the refused action is sent again by itself.
import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { useVerifyStepUp } from '../../components/api';
import { SecondFactorCodeForm } from '../../components/auth/SecondFactorCodeForm';
import { stepUpRequestAtom } from './secondFactor';

export function StepUpDialog() {
  const { t } = useTranslation('secondFactor');
  const request = useAtomValue(stepUpRequestAtom);
  const verify = useVerifyStepUp();
  return (
    <AppDialog open={request !== null} onClose={() => request?.settle(false)} title={t('stepUpTitle')}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('stepUpHint')}
        </Text>
        <SecondFactorCodeForm allowRecovery send={(code) => verify.mutateAsync(code)} onDone={() => request?.settle(true)} onCancel={() => request?.settle(false)} />
      </Stack>
    </AppDialog>
  );
}
