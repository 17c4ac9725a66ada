// An approve or refuse decision with a comment the other side reads (a team's leader, a test
// report's submitter), confirmed; refusing needs a reason.
import { useState, type ReactNode } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { REVIEW_COMMENT_MAX } from './api';
import { Retcode } from '../../../../generated/enums';

export interface ReviewDialogProps {
  approve: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  commentHelp: string;
  busy: boolean;
  send: (comment: string) => Promise<ApiResult<unknown>>;
  onClose: () => void;
}

export function ReviewDialog({ approve, title, text, confirmLabel, commentHelp, busy, send, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('adminPeople');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    const text = comment.trim();
    if (!approve && !text) return setProblem(t('review.reasonRequired'));
    if ([...text].length > REVIEW_COMMENT_MAX) return setProblem(t('review.tooLong', { max: REVIEW_COMMENT_MAX }));
    setProblem(null);
    const result = await send(text);
    if (result.ok) {
      notifySuccess(t('review.done'));
      return onClose();
    }
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return setRefused(result.retmsg || t('common:unknownError'));
    showFailure(result, t('common:unknownError'));
  };

  return (
    <ConfirmActionDialog open onClose={onClose} title={title} confirmLabel={confirmLabel} danger={!approve} busy={busy} onConfirm={() => void confirm()}>
      <Text>{text}</Text>
      <Field.Root invalid={Boolean(problem)} required={!approve} ids={{ control: 'review-comment' }}>
        <Field.Label>{t(approve ? 'review.comment' : 'review.reason')}</Field.Label>
        <Textarea value={comment} rows={3} onChange={(e) => setComment(e.currentTarget.value)} />
        <Field.HelperText>{commentHelp}</Field.HelperText>
        <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
      </Field.Root>
      {refused && (
        <Text role="alert" color="red.700">
          {refused}
        </Text>
      )}
    </ConfirmActionDialog>
  );
}
