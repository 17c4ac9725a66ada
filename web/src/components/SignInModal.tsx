// Sign-in by email code (docs/rules.md#states-and-transitions, #validation): requesting a code checks only the email; the code can be
// asked for again after 120 s; confirm is enabled once both fields are filled; after signing in
// the user info is loaded again.
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../lib/sessionLoader';
import { signInModalAtom, withLoading } from '../lib/ui';
import { useSecondsLeft } from '../lib/useSecondsLeft';
import { checkCode, checkEmail } from '../lib/validators';
import { useEmailLogin, useSendSignInCode } from './api';
import { AppDialog } from './AppDialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { emailLoginBodyLimits } from '../../../generated/limits';
import { Retcode } from '../../../generated/enums';

export const RESEND_SECONDS = 120;

export function SignInModal() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useAtom(signInModalAtom);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useSecondsLeft();
  const requestCode = useSendSignInCode();
  const login = useEmailLogin();

  const close = () => {
    setOpen(false);
    setCode('');
    setEmailError(null);
    setCodeError(null);
  };

  const sendCode = async () => {
    const problem = checkEmail(email);
    setEmailError(problem && t(problem));
    if (problem) return;
    setSending(true);
    const result = await requestCode.mutateAsync(email.trim());
    setSending(false);
    if (result.ok) {
      notifySuccess(t('codeSent'));
      startCountdown(result.data.resendAfter ?? RESEND_SECONDS);
    } else if (result.retcode === Retcode.InvalidField) {
      setEmailError(result.retmsg || t('emailFormat'));
    } else {
      notifyError(result.retmsg || t('failOperation'));
    }
  };

  const queryClient = useQueryClient();
  const confirm = async () => {
    const emailProblem = checkEmail(email);
    const codeProblem = checkCode(code);
    setEmailError(emailProblem && t(emailProblem));
    setCodeError(codeProblem && t(codeProblem));
    if (emailProblem || codeProblem) return;
    const result = await withLoading(login.mutateAsync({ email: email.trim(), code: code.trim() }));
    if (!result.ok) {
      setCodeError(result.retmsg || t('failOperation'));
      return;
    }
    close();
    await loadSession();
    // What was read while signed out (a like's state, a gift's eligibility) is the visitor's, not
    // the researcher's: read it again now.
    void queryClient.invalidateQueries();
    notifySuccess(t('signedIn'));
  };

  const bothFilled = email.trim() !== '' && code.trim() !== '';
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('title')}
      footer={
        <Button colorPalette="blue" width="full" disabled={!bothFilled} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('hint')}
        </Text>
        <Field.Root invalid={emailError !== null} required>
          <Field.Label>{t('email')}</Field.Label>
          <Input type="email" autoComplete="email" maxLength={emailLoginBodyLimits.email.maxLength} value={email} placeholder={t('emailPlaceholder')} onChange={(e) => setEmail(e.currentTarget.value)} />
          <Field.ErrorText>{emailError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={codeError !== null} required>
          <Field.Label>{t('code')}</Field.Label>
          <HStack width="full">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={emailLoginBodyLimits.code.maxLength} value={code} placeholder={t('codePlaceholder')} onChange={(e) => setCode(e.currentTarget.value)} />
            <Button variant="outline" flexShrink={0} minW="28" loading={sending} disabled={secondsLeft > 0} onClick={() => void sendCode()}>
              {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
            </Button>
          </HStack>
          <Field.ErrorText>{codeError}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
