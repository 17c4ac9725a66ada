// Adding or changing a known issue or accepted risk: kind, title, target and note, checked with the
// contract's KnownIssueForm (its generated validator: lengths). The title and note are public: the
// dialog says so, since researchers read them in their duplicate hint.
import { useForm } from 'react-hook-form';
import { Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { KnownIssueKind, KnownIssueKindLabels } from '@generated/enums';
import { KnownIssueFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/KnownIssueForm';
import { enumLabel } from '../../../lib/language/enumLabel';
import { contractResolver } from '../../../lib/forms/contractResolver';
import { useFieldMessages } from '../../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { useLanguage } from '../../../lib/language/useLanguage';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { useSaveKnownIssue, type KnownIssue } from './api';

type Values = { kind: KnownIssueKind; title: string; target: string; note: string };
const bodyOf = (v: Values) => ({ kind: v.kind, title: v.title.trim(), target: v.target.trim(), note: v.note.trim() });

export function KnownIssueDialog({ editing, onClose }: { editing: KnownIssue | null; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const save = useSaveKnownIssue();
  const message = useFieldMessages(
    { title: { required: t('knownIssues.titleRequired'), minLength: t('knownIssues.titleRequired') } },
    { maxLength: (p) => t('form.tooLong', { max: p.limit }) },
  );
  const form = useForm<Values>({
    defaultValues: { kind: editing?.kind ?? KnownIssueKind.Known, title: editing?.title ?? '', target: editing?.target ?? '', note: editing?.note ?? '' },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;

  const submit = async (values: Values) => {
    const result = await withLoading(save.mutateAsync({ id: editing?.id ?? null, body: bodyOf(values) }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('knownIssues.saved'));
    onClose();
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t(editing ? 'knownIssues.editTitle' : 'knownIssues.createTitle')}
      confirmLabel={t('knownIssues.save')}
      onConfirm={() => void form.handleSubmit(submit)()}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('knownIssues.publicNote')}
        </Text>
        <Field.Root required>
          <Field.Label>{t('knownIssues.kind')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register('kind')}>
              {Object.values(KnownIssueKind).map((k) => (
                <option key={k} value={k}>
                  {enumLabel(KnownIssueKindLabels, lang, k)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.title)} required>
          <Field.Label>{t('knownIssues.titleField')}</Field.Label>
          <Input size="sm" maxLength={KnownIssueFormLimits.title.maxLength} {...form.register('title')} />
          <Field.ErrorText>{problems.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.target)}>
          <Field.Label>{t('knownIssues.target')}</Field.Label>
          <Input size="sm" maxLength={KnownIssueFormLimits.target.maxLength} placeholder="https://" {...form.register('target')} />
          <Field.ErrorText>{problems.target?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.note)}>
          <Field.Label>{t('knownIssues.note')}</Field.Label>
          <Textarea rows={3} maxLength={KnownIssueFormLimits.note.maxLength} {...form.register('note')} />
          <Field.HelperText>{t('knownIssues.noteHelp')}</Field.HelperText>
          <Field.ErrorText>{problems.note?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ConfirmActionDialog>
  );
}
