// Create a team (team/create, spec §5 "Team and profile"): name 50, introduction 100, contact 100,
// all required; staff review it within 24 hours.
import { useState } from 'react';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/PageContainer';
import { notifySuccess } from '../../lib/notify';
import { checkForm, type Rule } from '../../lib/rules';
import { showFailure, withLoading } from '../../lib/ui';
import { Retcode } from '../../../../generated/enums';
import { createTeamBodyLimits } from '../../../../generated/limits';
import { useCreateTeam, useMyTeam } from './api';

type TeamField = 'name' | 'intro' | 'contact';
const LIMITS: Record<TeamField, number> = { name: createTeamBodyLimits.name.maxLength, intro: createTeamBodyLimits.intro.maxLength, contact: createTeamBodyLimits.contact.maxLength };

export function teamRules(t: (k: string, o?: Record<string, unknown>) => string): Record<TeamField, Rule[]> {
  const rules = (key: TeamField): Rule[] => [
    { type: 'required', message: t(`create.${key}Required`) },
    { type: 'maxlength', value: LIMITS[key], message: t('create.tooLong', { max: LIMITS[key] }) },
  ];
  return { name: rules('name'), intro: rules('intro'), contact: rules('contact') };
}

export function CreateTeamPage() {
  const { t } = useTranslation('team');
  const navigate = useAppNavigate();
  const mine = useMyTeam();
  const [values, setValues] = useState<Record<TeamField, string>>({ name: '', intro: '', contact: '' });
  const [problems, setProblems] = useState<Partial<Record<TeamField, string>>>({});
  const creation = useCreateTeam();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { name: values.name.trim(), intro: values.intro.trim(), contact: values.contact.trim() };
    const found = checkForm(body, teamRules(t));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await withLoading(creation.mutateAsync(body));
    if (!result.ok) {
      if (result.retcode === Retcode.Conflict || result.retcode === Retcode.InvalidField) return setProblems({ name: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('create.sent'));
    navigate('/user/team/list');
  };

  const field = (key: TeamField, multiline: boolean) => (
    <Field.Root invalid={Boolean(problems[key])} required>
      <Field.Label>{t(`create.${key}`)}</Field.Label>
      {multiline ? (
        <Textarea value={values[key]} maxLength={LIMITS[key]} rows={3} onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })} />
      ) : (
        <Input value={values[key]} maxLength={LIMITS[key]} onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })} />
      )}
      <Field.HelperText>{t('create.count', { count: [...values[key]].length, max: LIMITS[key] })}</Field.HelperText>
      <Field.ErrorText>{problems[key]}</Field.ErrorText>
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
      <form onSubmit={(e) => void submit(e)} noValidate>
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
