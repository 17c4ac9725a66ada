// Recording the report made to the national platform (reportBugToRegulator): when (now unless staff
// say otherwise; the server refuses a future time or one before the confirmation, shown under the
// field) and the reference the platform gave. Opened again, it corrects the recorded values.
import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Retcode } from '@generated/enums';
import { validate } from '@generated/validators/AdminBugRegulatorReportForm';
import { AdminBugRegulatorReportFormLimits as Limits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';
import { AppDialog } from '../../../components/AppDialog';
import { contractResolver } from '../../../lib/forms/contractResolver';
import { useFieldMessages } from '../../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../../lib/notify';
import { showFailure } from '../../../lib/ui';
import { useReportToRegulator, type RegulatorClock } from '../api';

type Values = { reportTime: string; reference: string };
const bodyOf = (v: Values) => ({ reportTime: v.reportTime.trim(), reference: v.reference.trim() });

export function RegulatorReportDialog({ bugId, clock, onClose, now = () => new Date() }: { bugId: number; clock: RegulatorClock; onClose: () => void; now?: () => Date }) {
  const { t } = useTranslation('adminBugs');
  const report = useReportToRegulator(bugId);
  const message = useFieldMessages(
    {
      reference: { required: t('regulator.referenceRequired'), minLength: t('regulator.referenceRequired') },
      reportTime: { required: t('regulator.timeFormat'), pattern: t('regulator.timeFormat') },
    },
    { maxLength: (p) => t('info.tooLong', { max: p.limit }) },
  );
  const form = useForm<Values>({
    defaultValues: { reportTime: clock.reportTime ?? formatDateTime(now()), reference: clock.reference ?? '' },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
  });
  const send = form.handleSubmit(async (values) => {
    const result = await report.mutateAsync(bodyOf(values));
    if (!result.ok) {
      // The server's own checks of a field (in the future, before the confirmation) land under it.
      const field = /^(reportTime|reference)\s*[:：]\s*(.*)$/s.exec(result.retmsg);
      if (result.retcode === Retcode.InvalidField && field) return form.setError(field[1] as keyof Values, { message: field[2] });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('regulator.saved'));
    onClose();
  });
  const { errors } = form.formState;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t(clock.reportTime ? 'regulator.correct' : 'regulator.record')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" loading={report.isPending} onClick={() => void send()}>
            {t('regulator.save')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('regulator.help', { time: clock.confirmTime })}
        </Text>
        <Field.Root invalid={Boolean(errors.reportTime)}>
          <Field.Label>{t('regulator.time')}</Field.Label>
          <Input placeholder="2026-11-02 10:30:00" {...form.register('reportTime')} />
          <Field.HelperText>{t('regulator.timeHelp')}</Field.HelperText>
          <Field.ErrorText>{errors.reportTime?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.reference)}>
          <Field.Label>{t('regulator.reference')}</Field.Label>
          <Input placeholder="CNVD-2026-12345" maxLength={Limits.reference.maxLength} {...form.register('reference')} />
          <Field.ErrorText>{errors.reference?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
