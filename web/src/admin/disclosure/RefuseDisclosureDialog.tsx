// Refusing a disclosure request, confirmed, with an optional reason the researcher reads; nothing
// becomes public and the researcher may ask again.
import { useState } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AdminDisclosureRefuseFormLimits } from '@generated/limits';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useRefuseDisclosure } from './api';
import { decisionOutcome } from './decisionOutcome';

type Request = components['schemas']['AdminDisclosure'];
const REASON_MAX = AdminDisclosureRefuseFormLimits.reason.maxLength;

export function RefuseDisclosureDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation('adminDisclosures');
  const refuse = useRefuseDisclosure();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    const trimmed = reason.trim();
    if (trimmed.length > REASON_MAX) return setProblem(t('refuse.tooLong', { max: REASON_MAX }));
    setProblem(null);
    const result = await refuse.mutateAsync({ id: request.id, reason: trimmed });
    setRefused(decisionOutcome(result, { done: t('refuse.done'), unknown: t('common:unknownError') }, onClose));
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      danger
      title={t('refuse.title', { name: request.bugName })}
      confirmLabel={t('refuse.confirm')}
      busy={refuse.isPending}
      onConfirm={() => void confirm()}
      refused={refused}
    >
      <Text>{t('refuse.text', { nickname: request.researcher.nickname })}</Text>
      <Field.Root invalid={Boolean(problem)} ids={{ control: 'disclosure-refuse-reason' }}>
        <Field.Label>{t('refuse.reason')}</Field.Label>
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Field.HelperText>{t('refuse.reasonHelp', { max: REASON_MAX })}</Field.HelperText>
        <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
