// An approve or refuse decision with a comment the other side reads (a team's leader, a test
// report's submitter, a real-name applicant), confirmed. The body is checked with the contract's
// request schema (its generated validator: the comment's length, a required reason); refusing
// needs a reason even where the schema leaves the comment optional.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { Retcode } from '@generated/enums';
import type { BodyValidator } from '@generated/validators/validator';

export interface ReviewDialogProps<B> {
  approve: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  commentHelp: string;
  busy: boolean;
  /** The contract's request body and how the trimmed comment becomes it. */
  validate: BodyValidator;
  toBody: (comment: string) => B;
  /** The comment's name in the body ('comment', or 'reason' for a real-name refusal). */
  commentField?: string;
  send: (body: B) => Promise<ApiResult<unknown>>;
  onClose: () => void;
}

type Values = { comment: string };

export function ReviewDialog<B>({ approve, title, text, confirmLabel, commentHelp, busy, validate, toBody, commentField = 'comment', send, onClose }: ReviewDialogProps<B>) {
  const { t } = useTranslation('adminPeople');
  const [refused, setRefused] = useState<string | null>(null);
  const message = useFieldMessages({ comment: { required: t('review.reasonRequired'), minLength: t('review.reasonRequired') } }, { maxLength: (p) => t('review.tooLong', { max: p.limit }) });
  const form = useForm<Values>({
    defaultValues: { comment: '' },
    resolver: contractResolver({
      validate,
      toBody: (v: Values) => toBody(v.comment.trim()),
      message,
      fieldFor: { [commentField]: 'comment' },
      extra: (v) => (!approve && !v.comment.trim() ? { comment: t('review.reasonRequired') } : {}),
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problem = form.formState.errors.comment?.message;

  const confirm = async (v: Values) => {
    const result = await send(toBody(v.comment.trim()));
    if (result.ok) {
      notifySuccess(t('review.done'));
      return onClose();
    }
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return setRefused(result.retmsg || t('common:unknownError'));
    showFailure(result, t('common:unknownError'));
  };

  return (
    <ConfirmActionDialog open onClose={onClose} title={title} confirmLabel={confirmLabel} danger={!approve} busy={busy} onConfirm={() => void form.handleSubmit(confirm)()} refused={refused}>
      <Text>{text}</Text>
      <Field.Root invalid={Boolean(problem)} required={!approve} ids={{ control: 'review-comment' }}>
        <Field.Label>{t(approve ? 'review.comment' : 'review.reason')}</Field.Label>
        <Textarea rows={3} {...form.register('comment')} />
        <Field.HelperText>{commentHelp}</Field.HelperText>
        <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
