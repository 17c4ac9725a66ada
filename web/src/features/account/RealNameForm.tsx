// The real-name request form: legal name and document number, checked with the contract's
// RealNameForm body (generated validator: required, lengths, the number's characters); the name's
// letters and the PRC check digit, which no schema keyword states, come from the rules the server
// applies (common/real-name.ts). A field the server refuses (1001, its retmsg names the field)
// shows the server's words under that field.
import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { idNumberProblem, nameProblem, normaliseIdNumber, normaliseName } from '@common/real-name';
import { Retcode } from '@generated/enums';
import { RealNameFormLimits as Limits } from '@generated/limits';
import { validate } from '@generated/validators/RealNameForm';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useSubmitRealName } from './api';

interface Values {
  name: string;
  idNumber: string;
}
const bodyOf = (v: Values) => ({ name: normaliseName(v.name), idNumber: normaliseIdNumber(v.idNumber) });

export function RealNameForm() {
  const { t } = useTranslation('account');
  const submit = useSubmitRealName();
  const [refused, setRefused] = useState<string | null>(null);
  const text = (field: keyof Values, problem: string) => t(`realName.problem.${field}.${problem}`, { min: Limits[field].minLength, max: Limits[field].maxLength });
  const texts = (field: keyof Values) => ({ required: text(field, 'required'), minLength: text(field, 'length'), maxLength: text(field, 'length'), pattern: text(field, 'characters') });
  const message = useFieldMessages({ name: texts('name'), idNumber: texts('idNumber') });
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: '', idNumber: '' },
    resolver: contractResolver({
      validate,
      toBody: bodyOf,
      message,
      // What the schema cannot say: the name's letters, the PRC number's check digit.
      extra: (_, body) => {
        const name = nameProblem(body.name);
        const idNumber = idNumberProblem(body.idNumber);
        return {
          ...(name === 'characters' ? { name: text('name', name) } : {}),
          ...(idNumber === 'checkDigit' ? { idNumber: text('idNumber', idNumber) } : {}),
        };
      },
    }),
  });

  const send = async (values: Values) => {
    setRefused(null);
    const result = await withLoading(submit.mutateAsync(bodyOf(values)));
    if (result.ok) return notifySuccess(t('realName.sent'));
    if (result.retcode === Retcode.InvalidField) {
      const field: keyof Values = result.retmsg.startsWith('name') ? 'name' : 'idNumber';
      return setError(field, { message: result.retmsg });
    }
    if (result.retcode === Retcode.StateNotAllowed) return setRefused(result.retmsg);
    showFailure(result, t('common:unknownError'));
  };

  const { errors } = formState;
  return (
    <form onSubmit={(e) => void handleSubmit(send)(e)} noValidate aria-label={t('realName.formTitle')}>
      <Stack gap="4" maxW="md">
        <Text fontWeight="semibold">{t('realName.formTitle')}</Text>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>{t('realName.name')}</Field.Label>
          <Input autoComplete="name" {...register('name')} />
          <Field.HelperText>{t('realName.nameHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.idNumber)} required>
          <Field.Label>{t('realName.idNumber')}</Field.Label>
          <Input autoComplete="off" spellCheck={false} {...register('idNumber')} />
          <Field.HelperText>{t('realName.idNumberHelp', { min: Limits.idNumber.minLength, max: Limits.idNumber.maxLength })}</Field.HelperText>
          <Field.ErrorText>{errors.idNumber?.message}</Field.ErrorText>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('realName.privacy')}
        </Text>
        {refused && (
          <Text role="alert" color="red.700">
            {refused}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={submit.isPending}>
          {t('realName.submit')}
        </Button>
      </Stack>
    </form>
  );
}
