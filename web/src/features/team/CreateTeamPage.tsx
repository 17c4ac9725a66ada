// Create a team (team/create, docs/rules.md#team-and-profile): name, introduction and contact, all
// required, checked with the contract's createTeam body (lengths from the contract); staff review it
// within 24 hours.
import { useForm } from 'react-hook-form';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { notifySuccess } from '../../lib/notify';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { showFailure, withLoading } from '../../lib/ui';
import { Retcode } from '@generated/enums';
import { createTeamBodyLimits } from '@generated/limits';
import { validate } from '@generated/validators/createTeamBody';
import { useCreateTeam, useMyTeam } from './api';

type TeamField = 'name' | 'intro' | 'contact';
type Values = Record<TeamField, string>;
const LIMITS: Record<TeamField, number> = { name: createTeamBodyLimits.name.maxLength, intro: createTeamBodyLimits.intro.maxLength, contact: createTeamBodyLimits.contact.maxLength };
const bodyOf = (v: Values) => ({ name: v.name.trim(), intro: v.intro.trim(), contact: v.contact.trim() });

export function CreateTeamPage() {
  const { t } = useTranslation('team');
  const navigate = useAppNavigate();
  const mine = useMyTeam();
  const required = (key: TeamField) => ({ required: t(`create.${key}Required`) });
  const message = useFieldMessages({ name: required('name'), intro: required('intro'), contact: required('contact') }, { maxLength: (p) => t('create.tooLong', { max: p.limit }) });
  const form = useForm<Values>({
    defaultValues: { name: '', intro: '', contact: '' },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const problems = form.formState.errors;
  const creation = useCreateTeam();

  const send = async (values: Values) => {
    const result = await withLoading(creation.mutateAsync(bodyOf(values)));
    if (!result.ok) {
      if (result.retcode === Retcode.Conflict || result.retcode === Retcode.InvalidField) return form.setError('name', { type: 'server', message: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('create.sent'));
    navigate('/user/team/list');
  };

  const field = (key: TeamField, multiline: boolean) => (
    <Field.Root invalid={Boolean(problems[key])} required>
      <Field.Label>{t(`create.${key}`)}</Field.Label>
      {multiline ? <Textarea {...form.register(key)} maxLength={LIMITS[key]} rows={3} /> : <Input {...form.register(key)} maxLength={LIMITS[key]} />}
      <Field.HelperText>{t('create.count', { count: [...values[key]].length, max: LIMITS[key] })}</Field.HelperText>
      <Field.ErrorText>{problems[key]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="2">
        {t('create.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('create.review')} {mine.data ? mine.data.switchRule.text : ''}
      </Text>
      <form onSubmit={(e) => void form.handleSubmit(send)(e)} noValidate>
        <Stack gap="4" maxW="lg">
          {field('name', false)}
          {field('intro', true)}
          {field('contact', false)}
          <Button type="submit" colorPalette="blue" alignSelf="flex-start">
            {t('create.submit')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
