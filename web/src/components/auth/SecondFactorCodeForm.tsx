// The one field of every second-factor step (the sign-in's second step, step-up, enrolment, new
// recovery codes, turning it off): a code checked with the contract's SecondFactorCodeForm schema
// (6 digits, or a 10-character recovery code where `allowRecovery`), sent by `send`; the server's
// refusal (a wrong or used code, the lock after 5) is shown under the field.
import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { validate } from '@generated/validators/SecondFactorCodeForm';
import { SecondFactorCodeFormLimits as Limits } from '@generated/limits';

type Values = { code: string };
const bodyOf = (v: Values) => ({ code: v.code.trim() === '' ? undefined : v.code.trim() });

export interface SecondFactorCodeFormProps<T> {
  send: (code: string) => Promise<ApiResult<T>>;
  onDone: (data: T) => void;
  /** Whether a recovery code may stand in for the authenticator's (its placeholder says so). */
  allowRecovery?: boolean;
  label?: string;
  submitLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
}

export function SecondFactorCodeForm<T>({ send, onDone, allowRecovery = false, label, submitLabel, onCancel, cancelLabel }: SecondFactorCodeFormProps<T>) {
  const { t } = useTranslation('secondFactor');
  const format = t('codeFormat');
  const message = useFieldMessages({ code: { required: t('codeRequired'), minLength: format, maxLength: format, pattern: format } });
  const form = useForm<Values>({
    defaultValues: { code: '' },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
  });
  const problem = form.formState.errors.code?.message;
  const submit = async ({ code }: Values) => {
    const result = await send(code.trim());
    if (result.ok) {
      form.reset({ code: '' });
      onDone(result.data);
    } else {
      form.setError('code', { type: 'server', message: result.retmsg || t('failOperation') });
    }
  };
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Field.Root invalid={Boolean(problem)} required>
        <Field.Label>{label ?? t('code')}</Field.Label>
        <Input
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          maxLength={Limits.code.maxLength}
          placeholder={allowRecovery ? t('codeOrRecoveryPlaceholder') : t('codePlaceholder')}
          {...form.register('code')}
        />
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
      <HStack justify="flex-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
        )}
        <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
          {submitLabel ?? t('confirm')}
        </Button>
      </HStack>
    </Stack>
  );
}
