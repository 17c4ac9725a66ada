// Withdrawing a public disclosure, confirmed, with the reason the withdrawn advisory states (and the
// researcher reads): the report leaves the public list and its CSAF advisory becomes a withdrawal.
import { useState } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AdminDisclosureWithdrawFormLimits } from '@generated/limits';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useWithdrawDisclosure } from './api';
import { decisionOutcome } from './decisionOutcome';

type Request = components['schemas']['AdminDisclosure'];
const REASON_MAX = AdminDisclosureWithdrawFormLimits.reason.maxLength;

export function WithdrawDisclosureDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation('adminDisclosures');
  const withdraw = useWithdrawDisclosure();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(t('withdraw.required'));
    if (trimmed.length > REASON_MAX) return setProblem(t('refuse.tooLong', { max: REASON_MAX }));
    setProblem(null);
    const result = await withdraw.mutateAsync({ id: request.id, reason: trimmed });
    setRefused(decisionOutcome(result, { done: t('withdraw.done'), unknown: t('common:unknownError') }, onClose));
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      danger
      title={t('withdraw.title', { name: request.bugName })}
      confirmLabel={t('withdraw.confirm')}
      busy={withdraw.isPending}
      onConfirm={() => void confirm()}
      refused={refused}
    >
      <Text>{t('withdraw.text')}</Text>
      <Field.Root required invalid={Boolean(problem)} ids={{ control: 'disclosure-withdraw-reason' }}>
        <Field.Label>{t('withdraw.reason')}</Field.Label>
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Field.HelperText>{t('refuse.reasonHelp', { max: REASON_MAX })}</Field.HelperText>
        <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
