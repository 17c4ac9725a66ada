// The moves the report allows right now — exactly the detail's `allowedActions`, nothing guessed on
// this side. Rating moves open the rating dialog; every other move is confirmed in a dialog that
// takes a note for the researcher. Ignore asks for the reason the researcher sees (a duplicate names
// its original, picked by id or title; 'other' needs the note); mark-quality asks for the coins;
// finishing a report awaiting re-check (40) asks for the outcome and the reason. The note may start
// from a common response, previewed as the researcher will read it after the move.
import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugActionLabels, BugStatus, FinishOutcome, FinishOutcomeLabels, type BugAction, type IgnoreReason } from '@generated/enums';
import { AppDialog } from '../../../components/AppDialog';
import { enumLabel } from '../../../lib/language/enumLabel';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { useActOnBug, type AdminBug } from '../api';
import { DuplicatePicker } from './DuplicatePicker';
import { IgnoreReasonField } from '../components/IgnoreReasonField';
import { appended, CommonResponsePicker } from '../responses/CommonResponsePicker';
import { ResponsePreview } from '../responses/ResponsePreview';
import { RatingDialog, type RatingAction } from './RatingDialog';
import { COMMENT_MAX, QUALITY_MAX, textLength } from '../textLimits';
import { useLanguage } from '../../../lib/language/useLanguage';

const ORDER: BugAction[] = ['update@start', 'update@confirm', 'update@re-confirm', 'update@review', 'update@finish', 'update@mark-quality', 'update@ignore'];

function isRating(action: BugAction): action is RatingAction {
  return action === 'update@confirm' || action === 'update@re-confirm';
}

function ConfirmActionDialog({ bug, action, onClose }: { bug: AdminBug; action: BugAction; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const act = useActOnBug(bug.id);
  const [comment, setComment] = useState('');
  const [quality, setQuality] = useState('');
  const [reason, setReason] = useState<IgnoreReason | ''>('');
  const [original, setOriginal] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<FinishOutcome | ''>('');
  const [problems, setProblems] = useState<{ comment?: string; quality?: string; reason?: string; original?: string; outcome?: string }>({});
  const ignore = action === 'update@ignore';
  const finishRecheck = action === 'update@finish' && bug.status === BugStatus.AwaitingRecheck;
  const markQuality = action === 'update@mark-quality';
  const label = enumLabel(BugActionLabels, lang, action);

  const submit = async () => {
    const next: typeof problems = {};
    const length = textLength(comment);
    if (ignore && !reason) next.reason = t('ignore.reasonRequired');
    if (ignore && reason === 'duplicate' && original === null) next.original = t('ignore.originalRequired');
    if (ignore && reason === 'other' && length === 0) next.comment = t('ignore.noteRequired');
    if (finishRecheck && !outcome) next.outcome = t('finishRecheck.outcomeRequired');
    if (finishRecheck && length === 0) next.comment = t('finishRecheck.reasonRequired');
    if (length > COMMENT_MAX) next.comment = t('form.tooLong', { max: COMMENT_MAX });
    const coins = Number(quality);
    if (markQuality && (quality.trim() === '' || !Number.isInteger(coins) || coins < 0 || coins > QUALITY_MAX)) next.quality = t('actions.qualityRange', { max: QUALITY_MAX });
    setProblems(next);
    if (Object.values(next).some(Boolean)) return;
    const ignoreFields = ignore && reason ? { ignoreReason: reason, ...(reason === 'duplicate' && original !== null ? { duplicateOf: original } : {}) } : {};
    const finishFields = finishRecheck && outcome ? { finishOutcome: outcome } : {};
    const result = await withLoading(
      act.mutateAsync({ action, ...ignoreFields, ...finishFields, ...(markQuality ? { qualityCoins: coins } : {}), ...(length ? { comment: comment.trim() } : {}) }),
    );
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('actions.done', { action: label }));
    onClose();
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      role="alertdialog"
      title={finishRecheck ? t('finishRecheck.title') : t('actions.confirmTitle', { action: label })}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette={ignore ? 'red' : 'blue'} onClick={() => void submit()}>
            {label}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{finishRecheck ? t('finishRecheck.explain') : t(`actions.explain.${action}`)}</Text>
        {finishRecheck && (
          <Field.Root invalid={Boolean(problems.outcome)} required>
            <Field.Label>{t('finishRecheck.outcome')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={outcome} onChange={(e) => setOutcome(e.currentTarget.value as FinishOutcome | '')}>
                <option value="">{t('finishRecheck.chooseOutcome')}</option>
                {Object.values(FinishOutcome).map((o) => (
                  <option key={o} value={o}>
                    {enumLabel(FinishOutcomeLabels, lang, o)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{problems.outcome}</Field.ErrorText>
          </Field.Root>
        )}
        {markQuality && (
          <Field.Root invalid={Boolean(problems.quality)} required>
            <Field.Label>{t('actions.qualityCoins')}</Field.Label>
            <Input size="sm" type="number" min={0} max={QUALITY_MAX} step={1} value={quality} onChange={(e) => setQuality(e.currentTarget.value)} />
            <Field.ErrorText>{problems.quality}</Field.ErrorText>
          </Field.Root>
        )}
        {ignore && <IgnoreReasonField value={reason} onChange={setReason} error={problems.reason} />}
        {ignore && reason === 'duplicate' && <DuplicatePicker bugId={bug.id} value={original} onChange={setOriginal} error={problems.original} />}
        {/* Outside the field: a select inside it would take the field's id, the textarea's label. */}
        <CommonResponsePicker reportLanguage={bug.language} onPick={(content) => setComment((text) => appended(text, content))} />
        <Field.Root invalid={Boolean(problems.comment)} required={(ignore && reason === 'other') || finishRecheck}>
          <Field.Label>{t(ignore ? 'ignore.note' : finishRecheck ? 'finishRecheck.reason' : 'actions.comment')}</Field.Label>
          <Textarea size="sm" rows={3} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          <Field.HelperText>{t('actions.commentHint', { count: textLength(comment), max: COMMENT_MAX })}</Field.HelperText>
          <Field.ErrorText>{problems.comment}</Field.ErrorText>
        </Field.Root>
        <ResponsePreview bugId={bug.id} text={comment} move={{ action }} />
      </Stack>
    </AppDialog>
  );
}

export function AllowedActionsBar({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const [open, setOpen] = useState<BugAction | null>(null);
  const allowed = ORDER.filter((a) => bug.allowedActions.includes(a));
  const close = () => setOpen(null);

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('actions.title')}>
      {allowed.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('actions.none')}
        </Text>
      )}
      {allowed.map((action) => (
        <Button key={action} size="sm" variant={action === 'update@ignore' ? 'outline' : 'solid'} colorPalette={action === 'update@ignore' ? 'red' : 'blue'} onClick={() => setOpen(action)}>
          {enumLabel(BugActionLabels, lang, action)}
        </Button>
      ))}
      {open && isRating(open) && <RatingDialog bug={bug} action={open} open onClose={close} />}
      {open && !isRating(open) && <ConfirmActionDialog bug={bug} action={open} onClose={close} />}
    </HStack>
  );
}
