// Asking the researcher for more information (askBugInfo): the question goes to the thread and the
// report waits for the answer, its SLA clocks paused (docs/rules.md#sla-clocks). While it waits the
// card shows the question and since when, with a button to withdraw it. A member whose roles may not
// ask reads the question without the buttons.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatus } from '@generated/enums';
import { validate } from '@generated/validators/AdminBugInfoRequestForm';
import { AdminBugInfoRequestFormLimits as Limits } from '@generated/limits';
import { AppDialog } from '../../../components/AppDialog';
import { contractResolver } from '../../../lib/forms/contractResolver';
import { useFieldMessages } from '../../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../../lib/notify';
import { showFailure } from '../../../lib/ui';
import { useStaffCan } from '../../components/useStaffCan';
import { useAskBugInfo, useWithdrawBugInfo, type AdminBug } from '../api';

type Values = { question: string };
const bodyOf = (v: Values) => ({ question: v.question.trim() });
/** The statuses staff may ask in (the server answers 1006 in the others). */
const ASKABLE: readonly number[] = [BugStatus.Unreviewed, BugStatus.UnderReview, BugStatus.Confirmed];

function AskDialog({ bugId, onClose }: { bugId: number; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const ask = useAskBugInfo(bugId);
  const message = useFieldMessages({ question: { required: t('info.required'), minLength: t('info.required') } }, { maxLength: (p) => t('info.tooLong', { max: p.limit }) });
  const form = useForm<Values>({ defaultValues: { question: '' }, resolver: contractResolver({ validate, toBody: bodyOf, message }), reValidateMode: 'onSubmit' });
  const send = form.handleSubmit(async (values) => {
    const result = await ask.mutateAsync(bodyOf(values));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('info.asked'));
    onClose();
  });
  const problem = form.formState.errors.question?.message;
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('info.title')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" loading={ask.isPending} onClick={() => void send()}>
            {t('info.send')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('info.help')}
        </Text>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t('info.question')}</Field.Label>
          <Textarea rows={4} maxLength={Limits.question.maxLength} {...form.register('question')} />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

export function BugInfoRequest({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  const can = useStaffCan();
  const canAsk = can('POST /v2/admin/api/bug/{id}/info-request');
  const canWithdraw = can('DELETE /v2/admin/api/bug/{id}/info-request');
  const withdraw = useWithdrawBugInfo(bug.id);
  const [open, setOpen] = useState(false);
  const request = bug.infoRequest;
  const takeBack = async () => {
    const result = await withdraw.mutateAsync();
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('info.withdrawn'));
  };
  if (!request && !(canAsk && ASKABLE.includes(bug.status))) return null;
  return (
    <Box>
      {request ? (
        <Stack gap="1" bg="purple.50" borderRadius="md" p="2" data-testid="info-request">
          <Text fontSize="sm" fontWeight="medium">
            {t('info.waiting', { time: request.requestTime })}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {request.question}
          </Text>
          {canWithdraw && (
            <HStack>
              <Button size="xs" variant="outline" loading={withdraw.isPending} onClick={() => void takeBack()}>
                {t('info.withdraw')}
              </Button>
            </HStack>
          )}
        </Stack>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t('info.ask')}
        </Button>
      )}
      {open && <AskDialog bugId={bug.id} onClose={() => setOpen(false)} />}
    </Box>
  );
}
