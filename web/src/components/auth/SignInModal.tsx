// Sign-in by email code (docs/rules.md#states-and-transitions, #validation): requesting a code checks only the email; the code can be
// asked for again after 120 s; confirm is enabled once both fields are filled; after signing in
// the user info is loaded again. The fields are checked with the contract's sendLoginCode and
// emailLogin bodies (generated validators); the 'mail' shape the schema cannot state is a rule here.
// An account with two-factor sign-in on is not signed in by the emailed code: the dialog then asks
// for its authenticator or recovery code (docs/rules.md#second-factor) and signs in after that.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loadSession } from '../../lib/session/loadSession';
import { signInModalAtom, withLoading } from '../../lib/ui';
import { useSecondsLeft } from '../../lib/time/useSecondsLeft';
import { checkBody, contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { MAIL_PATTERN } from '../../lib/rules';
import { useEmailLogin, useSendSignInCode, useVerifySecondFactorLogin } from '../api';
import { SecondFactorCodeForm } from './SecondFactorCodeForm';
import { AppDialog } from '../AppDialog';
import { notifyError, notifySuccess } from '../../lib/notify';
import { emailLoginBodyLimits } from '@generated/limits';
import { Retcode } from '@generated/enums';
import { validate as validateLogin } from '@generated/validators/emailLoginBody';
import { validate as validateSendCode } from '@generated/validators/sendLoginCodeBody';

export const RESEND_SECONDS = 120;

type Values = { email: string; code: string };
const bodyOf = (v: Values) => ({ email: v.email.trim(), code: v.code.trim() });
/** The 'mail' shape (docs/rules.md#validation), checked once the contract's lengths pass. */
const mailShape = (email: string, format: string) => (email === '' || MAIL_PATTERN.test(email) ? {} : { email: format });

export function SignInModal() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useAtom(signInModalAtom);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useSecondsLeft();
  const requestCode = useSendSignInCode();
  const login = useEmailLogin();
  const secondStep = useVerifySecondFactorLogin();
  const [pendingSecondFactor, setPendingSecondFactor] = useState(false);
  const { t: tf } = useTranslation('secondFactor');
  const emailTexts = { required: t('emailRequired'), minLength: t('emailFormat'), maxLength: t('emailFormat') };
  const codeLength = t('codeLength');
  const message = useFieldMessages({ email: emailTexts, code: { required: t('codeRequired'), minLength: codeLength, maxLength: codeLength, pattern: codeLength } });
  const form = useForm<Values>({
    defaultValues: { email: '', code: '' },
    resolver: contractResolver({ validate: validateLogin, toBody: bodyOf, message, extra: (_, body) => mailShape(body.email, t('emailFormat')) }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const errors = form.formState.errors;

  const close = () => {
    setOpen(false);
    setPendingSecondFactor(false);
    form.reset({ email: form.getValues('email'), code: '' });
  };

  const sendCode = async () => {
    const email = values.email.trim();
    const found = checkBody(validateSendCode, { email }).email;
    const problem = found ? message('email', found) : mailShape(email, t('emailFormat')).email;
    if (problem) return form.setError('email', { type: 'contract', message: problem });
    form.clearErrors('email');
    setSending(true);
    const result = await requestCode.mutateAsync(email);
    setSending(false);
    if (result.ok) {
      notifySuccess(t('codeSent'));
      startCountdown(result.data.resendAfter ?? RESEND_SECONDS);
    } else if (result.retcode === Retcode.InvalidField) {
      // The email is the request's one field: said in the form's words, not the server's "email: …".
      form.setError('email', { type: 'server', message: t('emailFormat') });
    } else {
      notifyError(result.retmsg || t('failOperation'));
    }
  };

  const queryClient = useQueryClient();
  const confirm = async (v: Values) => {
    const result = await withLoading(login.mutateAsync(bodyOf(v)));
    if (!result.ok) {
      form.setError('code', { type: 'server', message: result.retmsg || t('failOperation') });
      return;
    }
    if ('secondFactorRequired' in result.data) {
      setPendingSecondFactor(true);
      return;
    }
    await signedIn();
  };

  const signedIn = async () => {
    close();
    await loadSession();
    // What was read while signed out (a like's state, a gift's eligibility) is the visitor's, not
    // the researcher's: read it again now.
    void queryClient.invalidateQueries();
    notifySuccess(t('signedIn'));
  };

  const bothFilled = values.email.trim() !== '' && values.code.trim() !== '';
  if (pendingSecondFactor) {
    return (
      <AppDialog open={open} onClose={close} title={tf('signInTitle')}>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {tf('signInHint')}
          </Text>
          <SecondFactorCodeForm
            allowRecovery
            send={(code) => withLoading(secondStep.mutateAsync(code))}
            onDone={() => void signedIn()}
            submitLabel={t('confirm')}
            cancelLabel={tf('signInBack')}
            onCancel={() => {
              setPendingSecondFactor(false);
              form.reset({ email: form.getValues('email'), code: '' });
            }}
          />
        </Stack>
      </AppDialog>
    );
  }
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('title')}
      footer={
        <Button colorPalette="blue" width="full" disabled={!bothFilled} onClick={() => void form.handleSubmit(confirm)()}>
          {t('confirm')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('hint')}
        </Text>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>{t('email')}</Field.Label>
          <Input type="email" autoComplete="email" maxLength={emailLoginBodyLimits.email.maxLength} placeholder={t('emailPlaceholder')} {...form.register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.code)} required>
          <Field.Label>{t('code')}</Field.Label>
          <HStack width="full">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={emailLoginBodyLimits.code.maxLength} placeholder={t('codePlaceholder')} {...form.register('code')} />
            <Button variant="outline" flexShrink={0} minW="28" loading={sending} disabled={secondsLeft > 0} onClick={() => void sendCode()}>
              {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
            </Button>
          </HStack>
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
