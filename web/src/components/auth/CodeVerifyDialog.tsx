// A 'send a code, then confirm it' dialog (phone binding, email change): the target is checked with
// the contract's send-code body before a code is requested, both fields with the confirm body
// before confirming (generated validators); the code can be requested again after the server's
// wait (120 s); confirm is enabled once both fields are filled. The server's message is shown by
// the field it concerns.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api';
import { checkBody, contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages, type FieldTexts } from '../../lib/forms/useFieldMessages';
import { notifyError, notifySuccess } from '../../lib/notify';
import { withLoading } from '../../lib/ui';
import { useSecondsLeft } from '../../lib/time/useSecondsLeft';
import { AppDialog } from '../AppDialog';
import { Retcode } from '@generated/enums';
import type { BodyValidator } from '@generated/validators/validator';

type Values = { target: string; code: string };

export interface CodeVerifyDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: string;
  hint?: string;
  targetLabel: string;
  targetPlaceholder?: string;
  targetType: 'tel' | 'email';
  initialTarget?: string;
  /** The target's name in the request bodies ('phone', 'email'). */
  targetField: string;
  /** The contract's body of the send-code request ({ [targetField] }) and of the confirm request ({ [targetField], code }). */
  validateSend: BodyValidator;
  validateConfirm: BodyValidator;
  /** The target's texts by problem kind (required, pattern, maxLength…). */
  targetTexts: FieldTexts[string];
  /** A rule the schema cannot state (the 'mail' shape): a message, else null. */
  targetRule?: (target: string) => string | null;
  /** The longest target the contract takes, for the input. */
  targetMaxLength?: number;
  send: (target: string) => Promise<ApiResult<{ resendAfter: number }>>;
  confirm: (target: string, code: string) => Promise<ApiResult<T>>;
  onDone: (data: T, target: string) => void;
}

/** An empty field is left out of the body, as the contract's `required` expects. */
const present = (value: string) => (value === '' ? undefined : value);

export function CodeVerifyDialog<T>(props: CodeVerifyDialogProps<T>) {
  const { t } = useTranslation('verify');
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useSecondsLeft();
  const codeLength = t('codeLength');
  const texts: FieldTexts = { [props.targetField]: props.targetTexts, code: { required: codeLength, pattern: codeLength, minLength: codeLength, maxLength: codeLength } };
  const message = useFieldMessages(texts);
  const confirmBody = (v: Values) => ({ [props.targetField]: present(v.target.trim()), code: present(v.code.trim()) });
  const form = useForm<Values>({
    defaultValues: { target: props.initialTarget ?? '', code: '' },
    resolver: contractResolver({
      validate: props.validateConfirm,
      toBody: confirmBody,
      message,
      fieldFor: { [props.targetField]: 'target' },
      extra: (v) => {
        const problem = props.targetRule?.(v.target.trim());
        return problem ? { target: problem } : {};
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const errors = form.formState.errors;

  const close = () => {
    form.reset({ target: form.getValues('target'), code: '' });
    props.onClose();
  };

  const send = async () => {
    const target = values.target.trim();
    const found = checkBody(props.validateSend, { [props.targetField]: present(target) })[props.targetField];
    const problem = found ? message(props.targetField, found) : props.targetRule?.(target);
    if (problem) return form.setError('target', { type: 'contract', message: problem });
    form.clearErrors('target');
    setSending(true);
    const result = await props.send(target);
    setSending(false);
    if (result.ok) {
      notifySuccess(t('codeSent'));
      startCountdown(result.data.resendAfter);
    } else if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.Conflict) {
      form.setError('target', { type: 'server', message: result.retmsg || t('failed') });
    } else {
      notifyError(result.retmsg || t('failed'));
    }
  };

  const confirm = async (v: Values) => {
    const target = v.target.trim();
    const result = await withLoading(props.confirm(target, v.code.trim()));
    if (!result.ok) {
      form.setError(result.retcode === Retcode.Conflict ? 'target' : 'code', { type: 'server', message: result.retmsg || t('failed') });
      return;
    }
    close();
    props.onDone(result.data, target);
  };

  return (
    <AppDialog
      open={props.open}
      onClose={close}
      title={props.title}
      footer={
        <Button colorPalette="blue" width="full" disabled={values.target.trim() === '' || values.code.trim() === ''} onClick={() => void form.handleSubmit(confirm)()}>
          {t('confirm')}
        </Button>
      }
    >
      <Stack gap="4">
        {props.hint && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
            {props.hint}
          </Text>
        )}
        <Field.Root invalid={Boolean(errors.target)} required>
          <Field.Label>{props.targetLabel}</Field.Label>
          <Input
            type={props.targetType}
            inputMode={props.targetType === 'tel' ? 'tel' : 'email'}
            maxLength={props.targetMaxLength}
            placeholder={props.targetPlaceholder}
            {...form.register('target')}
          />
          <Field.ErrorText>{errors.target?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.code)} required>
          <Field.Label>{t('code')}</Field.Label>
          <HStack width="full">
            {/* The code's six digits: its pattern in the contract (^[0-9]{6}$) states no maxLength to read. */}
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('codePlaceholder')} {...form.register('code')} />
            <Button variant="outline" flexShrink={0} minW="28" loading={sending} disabled={secondsLeft > 0} onClick={() => void send()}>
              {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('sendCode')}
            </Button>
          </HStack>
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
