// A 'send a code, then confirm it' dialog (phone binding, email change): the target is checked in
// the browser before a code is requested; the code can be requested again after the server's wait
// (120 s); confirm is enabled once both fields are filled. The server's message is shown by the
// field it concerns.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../lib/api';
import { notifyError, notifySuccess } from '../lib/notify';
import { withLoading } from '../lib/ui';
import { useSecondsLeft } from '../lib/useSecondsLeft';
import { AppDialog } from './AppDialog';
import { Retcode } from '../../../generated/enums';

export interface CodeVerifyDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  hint?: string;
  targetLabel: string;
  targetPlaceholder?: string;
  targetType: 'tel' | 'email';
  initialTarget?: string;
  /** A message when the target is not acceptable, else null. */
  checkTarget: (target: string) => string | null;
  send: (target: string) => Promise<ApiResult<{ resendAfter: number }>>;
  confirm: (target: string, code: string) => Promise<ApiResult<T>>;
  onDone: (data: T, target: string) => void;
}

export function CodeVerifyDialog<T>(props: CodeVerifyDialogProps<T>) {
  const { t } = useTranslation('verify');
  const [target, setTarget] = useState(props.initialTarget ?? '');
  const [code, setCode] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useSecondsLeft();

  const close = () => {
    setCode('');
    setTargetError(null);
    setCodeError(null);
    props.onClose();
  };

  const send = async () => {
    const problem = props.checkTarget(target.trim());
    setTargetError(problem);
    if (problem) return;
    setSending(true);
    const result = await props.send(target.trim());
    setSending(false);
    if (result.ok) {
      notifySuccess(t('codeSent'));
      startCountdown(result.data.resendAfter);
    } else if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.Conflict) {
      setTargetError(result.retmsg || t('failed'));
    } else {
      notifyError(result.retmsg || t('failed'));
    }
  };

  const confirm = async () => {
    const problem = props.checkTarget(target.trim());
    setTargetError(problem);
    const codeProblem = /^\d{6}$/.test(code.trim()) ? null : t('codeLength');
    setCodeError(codeProblem);
    if (problem || codeProblem) return;
    const result = await withLoading(props.confirm(target.trim(), code.trim()));
    if (!result.ok) {
      if (result.retcode === Retcode.Conflict) setTargetError(result.retmsg || t('failed'));
      else setCodeError(result.retmsg || t('failed'));
      return;
    }
    close();
    props.onDone(result.data, target.trim());
  };

  return (
    <AppDialog
      open={props.open}
      onClose={close}
      title={props.title}
      footer={
        <Button colorPalette="blue" width="full" disabled={target.trim() === '' || code.trim() === ''} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      }
    >
      <Stack gap="4">
        {props.hint && (
          <Text fontSize="sm" color="fg.muted">
            {props.hint}
          </Text>
        )}
        <Field.Root invalid={targetError !== null} required>
          <Field.Label>{props.targetLabel}</Field.Label>
          <Input
            type={props.targetType}
            inputMode={props.targetType === 'tel' ? 'tel' : 'email'}
            maxLength={50}
            value={target}
            placeholder={props.targetPlaceholder}
            onChange={(e) => setTarget(e.currentTarget.value)}
          />
          <Field.ErrorText>{targetError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={codeError !== null} required>
          <Field.Label>{t('code')}</Field.Label>
          <HStack width="full">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} placeholder={t('codePlaceholder')} onChange={(e) => setCode(e.currentTarget.value)} />
            <Button variant="outline" flexShrink={0} minW="28" loading={sending} disabled={secondsLeft > 0} onClick={() => void send()}>
              {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
            </Button>
          </HStack>
          <Field.ErrorText>{codeError}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
