// The one confirmation of a bulk action, with what the action needs: ignore takes the reason the
// researchers read (a duplicate names the original) and the explanation, assign a staff member or
// nobody, ask-info the question. A refusal of the whole request (a missing field, too many matching)
// shows under the fields; what happened to each report is the result dialog's.
import { useState } from 'react';
import { Field, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugBulkActionLabels, IgnoreReason, type BugBulkAction } from '@generated/enums';
import { AdminBugBulkFormLimits as Limits } from '@generated/limits';
import { enumLabel } from '../../../../lib/language/enumLabel';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { useBulkAct, type BulkForm, type BulkResult } from '../../api';
import { AssigneeSelect } from '../../components/AssigneeSelect';
import { IgnoreReasonField } from '../../components/IgnoreReasonField';
import { DuplicatePicker } from '../../review/DuplicatePicker';

/** The reports: ticked ids, or the queue's filter as its query string. */
export type BulkTarget = { ids: number[] } | { filter: string };

export function BulkActionDialog({
  action,
  target,
  count,
  onClose,
  onDone,
}: {
  action: BugBulkAction;
  target: BulkTarget;
  count: number;
  onClose: () => void;
  onDone: (r: BulkResult) => void;
}) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const act = useBulkAct();
  const [assignee, setAssignee] = useState('');
  const [reason, setReason] = useState<IgnoreReason | ''>('');
  const [original, setOriginal] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    const body: BulkForm = { action, ...target };
    if (action === 'assign') body.assigneeId = assignee;
    if (action === 'ignore') {
      if (!reason) return setProblem(t('ignore.reasonRequired'));
      if (reason === IgnoreReason.Duplicate && original === null) return setProblem(t('ignore.originalRequired'));
      if (reason === IgnoreReason.Other && !text.trim()) return setProblem(t('ignore.noteRequired'));
      Object.assign(body, {
        ignoreReason: reason,
        ...(original !== null && reason === IgnoreReason.Duplicate ? { duplicateOf: original } : {}),
        ...(text.trim() ? { comment: text.trim() } : {}),
      });
    }
    if (action === 'ask-info') {
      if (!text.trim()) return setProblem(t('bulk.questionRequired'));
      body.question = text.trim();
    }
    setProblem(null);
    const result = await act.mutateAsync(body);
    if (!result.ok) return setProblem(result.retmsg);
    onDone(result.data);
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t('bulk.confirmTitle', { action: enumLabel(BugBulkActionLabels, lang, action), count })}
      confirmLabel={enumLabel(BugBulkActionLabels, lang, action)}
      danger={action === 'ignore'}
      busy={act.isPending}
      onConfirm={() => void confirm()}
      refused={problem}
    >
      <Text>{t('bulk.confirmText', { count })}</Text>
      {action === 'assign' && <AssigneeSelect value={assignee} onChange={setAssignee} />}
      {action === 'ignore' && (
        <>
          <IgnoreReasonField value={reason} onChange={setReason} />
          {reason === IgnoreReason.Duplicate && <DuplicatePicker bugId={0} value={original} onChange={setOriginal} />}
        </>
      )}
      {(action === 'ignore' || action === 'ask-info') && (
        <Field.Root required={action === 'ask-info' || reason === IgnoreReason.Other}>
          <Field.Label>{t(action === 'ignore' ? 'ignore.note' : 'bulk.question')}</Field.Label>
          <Textarea size="sm" rows={3} maxLength={Limits.comment.maxLength} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </Field.Root>
      )}
    </ConfirmActionDialog>
  );
}
