// Creating or editing a saved reply: title, text (plain, as a thread reply) and the language it is
// written in, checked with the contract's CommonResponseForm (its generated validator: lengths).
// Field errors in the page's language (an unknown placeholder too); the server's retmsg when it refuses.
import { useForm } from 'react-hook-form';
import { Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels, type Language } from '@generated/enums';
import { CommonResponseFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/CommonResponseForm';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { enumLabel } from '../../../lib/language/enumLabel';
import { contractResolver } from '../../../lib/forms/contractResolver';
import { useFieldMessages } from '../../../lib/forms/useFieldMessages';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { useSaveCommonResponse, type CommonResponse } from '../api';
import { textLength } from '../textLimits';
import { PlaceholderHelp } from './PlaceholderHelp';
import { unknownPlaceholders } from '@common/placeholders';
import { useLanguage } from '../../../lib/language/useLanguage';

type Values = { title: string; content: string; language: Language };
const bodyOf = (v: Values) => ({ title: v.title.trim(), content: v.content.trim(), language: v.language });
const CONTENT_MAX = CommonResponseFormLimits.content.maxLength;

export function CommonResponseDialog({ editing, onClose }: { editing: CommonResponse | null; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const save = useSaveCommonResponse();
  const required = (key: string) => ({ required: t(key), minLength: t(key) });
  const message = useFieldMessages({ title: required('responses.titleRequired'), content: required('responses.contentRequired') }, { maxLength: (p) => t('form.tooLong', { max: p.limit }) });
  // The server refuses an unknown placeholder too (1001); said here before sending.
  const placeholderProblem = (content: string) => {
    const [word] = unknownPlaceholders(content);
    return word === undefined ? {} : { content: t('responses.unknownPlaceholder', { word: `{${word}}` }) };
  };
  const form = useForm<Values>({
    defaultValues: { title: editing?.title ?? '', content: editing?.content ?? '', language: editing?.language ?? lang },
    resolver: contractResolver({ validate, toBody: bodyOf, message, extra: (_, body) => placeholderProblem(body.content) }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;
  const content = form.watch('content');

  const submit = async (values: Values) => {
    const result = await withLoading(save.mutateAsync({ id: editing?.id ?? null, body: bodyOf(values) }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('responses.saved'));
    onClose();
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t(editing ? 'responses.editTitle' : 'responses.createTitle')}
      confirmLabel={t('responses.save')}
      onConfirm={() => void form.handleSubmit(submit)()}
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(problems.title)} required>
          <Field.Label>{t('responses.titleField')}</Field.Label>
          <Input size="sm" {...form.register('title')} />
          <Field.ErrorText>{problems.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('responses.language')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...form.register('language')}>
              {(['zh', 'en'] as const).map((l) => (
                <option key={l} value={l}>
                  {enumLabel(LanguageLabels, lang, l)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.content)} required>
          <Field.Label>{t('responses.content')}</Field.Label>
          <Textarea rows={6} {...form.register('content')} />
          <Field.HelperText>{t('thread.count', { count: textLength(content), max: CONTENT_MAX })}</Field.HelperText>
          <Field.ErrorText>{problems.content?.message}</Field.ErrorText>
        </Field.Root>
        <PlaceholderHelp />
      </Stack>
    </ConfirmActionDialog>
  );
}
