// Creating or editing a saved reply: title (1–50), text (1–500, plain, as a thread reply) and the
// language it is written in. Field errors in the page's language; the server's retmsg when it refuses.
import { useState } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels, type Language } from '../../../../generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { enumLabel } from '../../lib/enumLabel';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useSaveCommonResponse, type CommonResponse } from './api';
import { REPLY_MAX, textLength } from './textLimits';
import { useLang } from './useLang';

const TITLE_MAX = 50;

export function CommonResponseDialog({ editing, onClose }: { editing: CommonResponse | null; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLang();
  const save = useSaveCommonResponse();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [language, setLanguage] = useState<Language>(editing?.language ?? lang);
  const [problems, setProblems] = useState<{ title?: string; content?: string }>({});

  const submit = async () => {
    const next: typeof problems = {};
    if (textLength(title) === 0) next.title = t('responses.titleRequired');
    else if (textLength(title) > TITLE_MAX) next.title = t('form.tooLong', { max: TITLE_MAX });
    if (textLength(content) === 0) next.content = t('responses.contentRequired');
    else if (textLength(content) > REPLY_MAX) next.content = t('form.tooLong', { max: REPLY_MAX });
    setProblems(next);
    if (next.title || next.content) return;
    const result = await withLoading(save.mutateAsync({ id: editing?.id ?? null, body: { title: title.trim(), content: content.trim(), language } }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('responses.saved'));
    onClose();
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      size="md"
      title={t(editing ? 'responses.editTitle' : 'responses.createTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" onClick={() => void submit()}>
            {t('responses.save')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Field.Root invalid={Boolean(problems.title)} required>
          <Field.Label>{t('responses.titleField')}</Field.Label>
          <Input size="sm" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <Field.ErrorText>{problems.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('responses.language')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)}>
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
          <Textarea rows={6} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
          <Field.HelperText>{t('thread.count', { count: textLength(content), max: REPLY_MAX })}</Field.HelperText>
          <Field.ErrorText>{problems.content}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
