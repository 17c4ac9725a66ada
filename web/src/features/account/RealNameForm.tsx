// The real-name request form: legal name and document number, checked by the rules the server
// applies (common/real-name.ts, limits from the contract); a field the server refuses (1001, its
// retmsg names the field) shows the server's words under that field.
import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { idNumberProblem, nameProblem, normaliseIdNumber, normaliseName, type RealNameProblem } from '../../../../common/real-name';
import { Retcode } from '../../../../generated/enums';
import { RealNameFormLimits as Limits } from '../../../../generated/limits';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useSubmitRealName } from './api';

interface Values {
  name: string;
  idNumber: string;
}

export function RealNameForm() {
  const { t } = useTranslation('account');
  const submit = useSubmitRealName();
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { name: '', idNumber: '' } });
  const message = (field: keyof Values, problem: RealNameProblem | null) =>
    problem === null ? true : t(`realName.problem.${field}.${problem}`, { min: Limits[field].minLength, max: Limits[field].maxLength });

  const send = async (values: Values) => {
    setRefused(null);
    const result = await withLoading(submit.mutateAsync({ name: normaliseName(values.name), idNumber: normaliseIdNumber(values.idNumber) }));
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
          <Input autoComplete="name" {...register('name', { validate: (v) => message('name', nameProblem(v)) })} />
          <Field.HelperText>{t('realName.nameHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.idNumber)} required>
          <Field.Label>{t('realName.idNumber')}</Field.Label>
          <Input autoComplete="off" spellCheck={false} {...register('idNumber', { validate: (v) => message('idNumber', idNumberProblem(normaliseIdNumber(v))) })} />
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
