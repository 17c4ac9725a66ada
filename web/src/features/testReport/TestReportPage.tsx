// The test-information report (loophole/testReporting, docs/rules.md#test-report): who tested (name in
// Chinese, email in English), the source IP, the time range (YYYY-MM-DD HH:mm:ss: the start at
// 00:00:00, the end at 23:59:59, sorted), DNSLog, hosts, accounts and what was tested. Checked with
// the contract's TestReportForm (lengths, the email's pattern, ip required) and one rule it states
// only in prose: the name is required in Chinese, the email in English.
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../components/AppLink';
import { DateRangeInput } from '../../components/forms/DateRangeInput';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { dateTimeRange, type DateRange } from '../../lib/time/dateRange';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import type { Lang } from '../../lib/language/language';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifySuccess } from '../../lib/notify';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { showFailure, withLoading } from '../../lib/ui';
import { useSubmitTestReport } from './api';
import { TestReportFormLimits as Limits } from '@generated/limits';
import { validate } from '@generated/validators/TestReportForm';

type ReportField = 'userName' | 'email' | 'ip' | 'dnslog' | 'host' | 'account' | 'content';
type Values = Record<ReportField, string>;
const EMPTY: Values = { userName: '', email: '', ip: '', dnslog: '', host: '', account: '', content: '' };
const ORDER: ReportField[] = ['userName', 'email', 'ip', 'dnslog', 'host', 'account', 'content'];

/** The body sent: who tested by the page's language, the optional fields only when filled. */
function bodyOf(values: Values, lang: Lang, range: DateRange) {
  const v = Object.fromEntries(ORDER.map((k) => [k, values[k].trim()])) as Values;
  const times = dateTimeRange(range.start, range.end);
  return {
    ...(lang === 'en' ? { email: v.email } : { userName: v.userName }),
    ip: v.ip,
    ...(v.dnslog ? { dnslog: v.dnslog } : {}),
    ...(v.host ? { host: v.host } : {}),
    ...(v.account ? { account: v.account } : {}),
    ...(v.content ? { content: v.content } : {}),
    ...(times.start ? { startTime: times.start } : {}),
    ...(times.end ? { endTime: times.end } : {}),
  };
}

export function TestReportPage() {
  const { t } = useTranslation('report');
  const lang = useLanguage();
  const navigate = useAppNavigate();
  const [range, setRange] = useState<DateRange>({ start: '', end: '' });
  const submission = useSubmitTestReport();
  const message = useFieldMessages({ ip: { required: t('form.ipRequired') }, email: { pattern: t('form.emailFormat') } }, { maxLength: (p) => t('form.tooLong', { max: p.limit }) });
  const who: ReportField = lang === 'en' ? 'email' : 'userName';
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: contractResolver({
      validate,
      toBody: (v: Values) => bodyOf(v, lang, range),
      message,
      extra: (v) => (v[who].trim() ? {} : { [who]: t(`form.${who}Required`) }),
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;

  const refused = (found: FieldErrors<Values>) => {
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(`report-${first}`)?.focus();
  };
  const send = async (values: Values) => {
    const result = await withLoading(submission.mutateAsync(bodyOf(values, lang, range)));
    // docs/rules.md#errors: the failure dialog is titled 'submit failed', with the message and code.
    if (!result.ok) return showFailure(result, t('common:unknownError'), t('form.submitFailed'));
    notifySuccess(t('form.sent'));
    form.reset(EMPTY);
    setRange({ start: '', end: '' });
    navigate('/user/reportingInfo');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (requireSignIn()) void form.handleSubmit(send, refused)();
  };

  // A problem stays until its field changes or the form is submitted again.
  const input = (key: ReportField) => form.register(key, { onChange: () => form.clearErrors(key) });
  const field = (key: ReportField, max: number, multiline = false) => (
    <Field.Root key={key} invalid={Boolean(problems[key])} required={key === 'ip' || key === 'userName' || key === 'email'} ids={{ control: `report-${key}` }}>
      <Field.Label>{t(`form.${key}`)}</Field.Label>
      {multiline ? (
        <Textarea {...input(key)} maxLength={max} rows={3} placeholder={t(`form.${key}Placeholder`)} />
      ) : (
        <Input {...input(key)} maxLength={max} placeholder={t(`form.${key}Placeholder`)} />
      )}
      <Field.ErrorText>{problems[key]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <PageContainer title={t('form.title')}>
      <Panel>
        <Text color="fg.muted" fontSize="sm" mb="5">
          {t('form.intro')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {lang === 'en' ? field('email', Limits.email.maxLength) : field('userName', Limits.userName.maxLength)}
              {field('ip', Limits.ip.maxLength)}
            </SimpleGrid>
            <Field.Root>
              <Field.Label>{t('form.time')}</Field.Label>
              <DateRangeInput value={range} onChange={setRange} startLabel={t('form.start')} endLabel={t('form.end')} />
              <Field.HelperText>{t('form.timeHint')}</Field.HelperText>
            </Field.Root>
            {field('dnslog', Limits.dnslog.maxLength)}
            {field('host', Limits.host.maxLength, true)}
            {field('account', Limits.account.maxLength, true)}
            {field('content', Limits.content.maxLength, true)}
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" px="10">
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      </Panel>
    </PageContainer>
  );
}
