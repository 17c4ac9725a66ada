// Two-factor sign-in for one's own account (the personal centre's security section, and the console's for staff): two-factor sign-in (docs/rules.md#second-factor) on or
// off, the recovery codes left, and turning it on (SecondFactorSetup), new recovery codes (shown
// once) or turning it off, each of the last two with a current code. Staff who must have it cannot
// turn it off.
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../AppDialog';
import { useDisableSecondFactor, useRegenerateRecoveryCodes, useSecondFactorStatus } from '../api';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { SecondFactorSetup } from './SecondFactorSetup';
import { Async } from '../feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';

type Dialog = 'setup' | 'regenerate' | 'disable' | null;

export function SecondFactorSection() {
  const { t } = useTranslation('secondFactor');
  const status = useSecondFactorStatus();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableSecondFactor();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setDialog(null);
    setCodes(null);
  };
  const title = dialog === 'setup' ? t('setupTitle') : dialog === 'regenerate' ? t('regenerateTitle') : t('disableTitle');

  return (
    <Stack as="section" gap="3" mt="8" aria-labelledby="second-factor-title">
      <Text as="h2" id="second-factor-title" fontSize="lg" fontWeight="bold">
        {t('sectionTitle')}
      </Text>
      <Async state={status}>
        {(s) => (
          <Stack gap="3">
            <HStack gap="3" wrap="wrap">
              <Badge colorPalette={s.enabled ? 'green' : 'gray'}>{s.enabled ? t('statusOn') : t('statusOff')}</Badge>
              {s.enabled && <Text fontSize="sm">{t('codesLeft', { count: s.recoveryCodesLeft })}</Text>}
              {s.required && (
                <Text fontSize="sm" color="orange.700">
                  {t('required')}
                </Text>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('intro')}
            </Text>
            <HStack gap="3" wrap="wrap">
              {s.enabled ? (
                <>
                  <Button size="sm" variant="outline" onClick={() => setDialog('regenerate')}>
                    {t('regenerate')}
                  </Button>
                  {!s.required && (
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('disable')}>
                      {t('disable')}
                    </Button>
                  )}
                </>
              ) : (
                <Button size="sm" colorPalette="blue" onClick={() => setDialog('setup')}>
                  {t('enable')}
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </Async>
      <AppDialog open={dialog !== null} onClose={close} title={title} size="md">
        {dialog === 'setup' && (
          <SecondFactorSetup
            onDone={() => {
              close();
              notifySuccess(t('enabled'));
            }}
            onCancel={close}
          />
        )}
        {dialog === 'regenerate' &&
          (codes ? (
            <RecoveryCodes codes={codes} onDone={close} />
          ) : (
            <Stack gap="3">
              <Text fontSize="sm">{t('regenerateHint')}</Text>
              <SecondFactorCodeForm allowRecovery send={(code) => regenerate.mutateAsync(code)} onDone={(data) => setCodes(data.recoveryCodes)} onCancel={close} />
            </Stack>
          ))}
        {dialog === 'disable' && (
          <Stack gap="3">
            <Text fontSize="sm">{t('disableHint')}</Text>
            <SecondFactorCodeForm
              allowRecovery
              send={(code) => disable.mutateAsync(code)}
              onDone={() => {
                close();
                notifySuccess(t('disabled'));
              }}
              onCancel={close}
            />
          </Stack>
        )}
      </AppDialog>
    </Stack>
  );
}
