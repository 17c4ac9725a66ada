// The test-information report (loophole/testReporting, spec §5 "Test report"): who tested (name in
// Chinese, email in English), the source IP, the time range (YYYY-MM-DD HH:mm:ss: the start at
// 00:00:00, the end at 23:59:59, sorted), DNSLog, hosts, accounts and what was tested.
import { useState } from 'react';
import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../components/AppLink';
import { DateRangeInput } from '../../components/DateRangeInput';
import { PageContainer, Panel } from '../../components/PageContainer';
import { dateTimeRange, type DateRange } from '../../lib/dateRange';
import { pageLanguage } from '../../lib/language';
import { notifySuccess } from '../../lib/notify';
import { requireSignIn } from '../../lib/requireSignIn';
import { checkForm } from '../../lib/rules';
import { showFailure, withLoading } from '../../lib/ui';
import { useSubmitTestReport } from './api';
import { testReportRules, type ReportField } from './testReportRules';

const EMPTY: Record<ReportField, string> = { userName: '', email: '', ip: '', dnslog: '', host: '', account: '', content: '' };
const ORDER: ReportField[] = ['userName', 'email', 'ip', 'dnslog', 'host', 'account', 'content'];

export function TestReportPage() {
  const { t } = useTranslation('report');
  const lang = pageLanguage();
  const navigate = useAppNavigate();
  const [values, setValues] = useState(EMPTY);
  const [range, setRange] = useState<DateRange>({ start: '', end: '' });
  const [problems, setProblems] = useState<Partial<Record<ReportField, string>>>({});
  const submission = useSubmitTestReport();
  const set = (key: ReportField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!requireSignIn()) return;
    const trimmed = Object.fromEntries(ORDER.map((k) => [k, values[k].trim()])) as Record<ReportField, string>;
    const found = checkForm(trimmed, testReportRules(lang, t));
    setProblems(found);
    const first = ORDER.find((k) => found[k]);
    if (first) return document.getElementById(`report-${first}`)?.focus();
    const times = dateTimeRange(range.start, range.end);
    const body = {
      ...(lang === 'en' ? { email: trimmed.email } : { userName: trimmed.userName }),
      ip: trimmed.ip,
      ...(trimmed.dnslog ? { dnslog: trimmed.dnslog } : {}),
      ...(trimmed.host ? { host: trimmed.host } : {}),
      ...(trimmed.account ? { account: trimmed.account } : {}),
      ...(trimmed.content ? { content: trimmed.content } : {}),
      ...(times.start ? { startTime: times.start } : {}),
      ...(times.end ? { endTime: times.end } : {}),
    };
    const result = await withLoading(submission.mutateAsync(body));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('form.sent'));
    setValues(EMPTY);
    setRange({ start: '', end: '' });
    navigate('/user/reportingInfo');
  };

  const field = (key: ReportField, max: number, multiline = false) => (
    <Field.Root key={key} invalid={Boolean(problems[key])} required={key === 'ip' || key === 'userName' || key === 'email'} ids={{ control: `report-${key}` }}>
      <Field.Label>{t(`form.${key}`)}</Field.Label>
      {multiline ? (
        <Textarea value={values[key]} maxLength={max} rows={3} placeholder={t(`form.${key}Placeholder`)} onChange={(e) => set(key, e.currentTarget.value)} />
      ) : (
        <Input value={values[key]} maxLength={max} placeholder={t(`form.${key}Placeholder`)} onChange={(e) => set(key, e.currentTarget.value)} />
      )}
      <Field.ErrorText>{problems[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <PageContainer title={t('form.title')}>
      <Panel>
        <Text color="fg.muted" fontSize="sm" mb="5">
          {t('form.intro')}
        </Text>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="5" maxW="3xl">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {lang === 'en' ? field('email', 50) : field('userName', 50)}
              {field('ip', 500)}
            </SimpleGrid>
            <Field.Root>
              <Field.Label>{t('form.time')}</Field.Label>
              <DateRangeInput value={range} onChange={setRange} startLabel={t('form.start')} endLabel={t('form.end')} />
              <Field.HelperText>{t('form.timeHint')}</Field.HelperText>
            </Field.Root>
            {field('dnslog', 500)}
            {field('host', 500, true)}
            {field('account', 500, true)}
            {field('content', 200, true)}
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" px="10">
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      </Panel>
    </PageContainer>
  );
}
