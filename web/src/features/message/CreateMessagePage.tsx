// The message board (message/create, docs/rules.md#message-board): title, details and captcha required,
// attachments and the agreement, checked with the contract's LeaveMessageForm (lengths, the
// captcha's 4 characters) plus the details' 5,000 characters of plain text, a rule of this form (the
// contract limits the HTML it becomes); the Chinese messages of the spec and their English
// equivalents. Visitors are asked to sign in when they submit.
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AgreementCheckbox } from '../../components/forms/AgreementCheckbox';
import { useAppNavigate } from '../../components/AppLink';
import { CaptchaField } from '../../components/forms/CaptchaField';
import { FileUploadList } from '../../components/forms/FileUploadList';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import type { UploadedFile } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { countChars } from '@common/text-count';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { showFailure, withLoading } from '../../lib/ui';
import { useCreateMessage } from './api';
import { plainToHtml } from './plainToHtml';
import { LeaveMessageFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/LeaveMessageForm';
import { Retcode } from '@generated/enums';

type Field = 'title' | 'content' | 'captcha';
type Values = Record<Field, string>;
const EMPTY: Values = { title: '', content: '', captcha: '' };
const ORDER: Field[] = ['title', 'content', 'captcha'];
export const TITLE_MAX = LeaveMessageFormLimits.title.maxLength;
/** The details' limit in characters of the plain text typed (this form's rule). */
export const CONTENT_MAX = 5000;

/** The body sent; empty details stay empty (not an empty paragraph), so the check calls them missing. */
function bodyOf(v: Values, files: UploadedFile[]) {
  const content = v.content.trim();
  return { title: v.title.trim(), content: content ? plainToHtml(content) : '', captcha: v.captcha, attach: files.map((f) => f.key) };
}

export function CreateMessagePage() {
  const { t } = useTranslation('message');
  const navigate = useAppNavigate();
  const [agreed, setAgreed] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const create = useCreateMessage();
  const contentTooLong = t('form.contentTooLong', { max: CONTENT_MAX });
  const message = useFieldMessages({
    title: { required: t('form.titleRequired'), maxLength: t('form.titleTooLong', { max: TITLE_MAX }) },
    content: { required: t('form.contentRequired'), maxLength: contentTooLong },
    captcha: { required: t('form.captchaRequired'), minLength: t('form.captchaLength'), maxLength: t('form.captchaLength') },
  });
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: contractResolver({
      validate,
      toBody: (v: Values) => bodyOf(v, files),
      message,
      extra: (v) => (countChars(v.content.trim()) > CONTENT_MAX ? { content: contentTooLong } : {}),
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const problems = form.formState.errors;
  // A problem stays until its field changes or the form is submitted again.
  const set = (key: Field, value: string) => {
    form.setValue(key, value);
    form.clearErrors(key);
  };

  const refused = (found: FieldErrors<Values>) => {
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(`message-${first}`)?.focus();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (requireSignIn()) void form.handleSubmit(send, refused)();
  };
  const send = async (checked: Values) => {
    if (!agreed) return notifyError(t('form.agreeFirst'));
    if (uploading) return notifyError(t('form.waitUploads'));
    const result = await withLoading(create.mutateAsync(bodyOf(checked, files)));
    if (!result.ok) {
      setCaptchaKey((k) => k + 1);
      // docs/rules.md#errors: a wrong captcha is the toast 'captcha error' (and a new image); a
      // submission that never reached the server is the toast 'submit failed'.
      if (result.retcode === Retcode.CaptchaWrong) {
        form.setValue('captcha', '');
        form.setError('captcha', { type: 'server', message: result.retmsg || t('form.captchaWrong') });
        return notifyError(t('form.captchaError'));
      }
      if (result.kind !== 'api') return notifyError(t('form.submitFailed'));
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('form.sent'));
    form.reset(EMPTY);
    setAgreed(false);
    setFormKey((k) => k + 1);
    navigate(`/user/messages/${result.data.id}`);
  };

  return (
    <PageContainer title={t('form.title')}>
      <Panel>
        <Text color="fg.muted" fontSize="sm" mb="5">
          {t('form.intro')}
        </Text>
        <form onSubmit={submit} noValidate key={formKey}>
          <Stack gap="5" maxW="3xl">
            <Field.Root invalid={Boolean(problems.title)} required ids={{ control: 'message-title' }}>
              <Field.Label>{t('form.titleLabel')}</Field.Label>
              <Input value={values.title} maxLength={TITLE_MAX} placeholder={t('form.titlePlaceholder')} onChange={(e) => set('title', e.currentTarget.value)} />
              <Field.ErrorText>{problems.title?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(problems.content)} required ids={{ control: 'message-content' }}>
              <Field.Label>{t('form.contentLabel')}</Field.Label>
              <Textarea value={values.content} rows={8} placeholder={t('form.contentPlaceholder')} onChange={(e) => set('content', e.currentTarget.value)} />
              <Field.HelperText>{t('form.count', { count: countChars(values.content), max: CONTENT_MAX })}</Field.HelperText>
              <Field.ErrorText>{problems.content?.message}</Field.ErrorText>
            </Field.Root>
            <FileUploadList fileType="leave" max={5} label={t('form.attach')} onChange={setFiles} onBusyChange={setUploading} />
            <CaptchaField id="message-captcha" value={values.captcha} onChange={(v) => set('captcha', v)} error={problems.captcha?.message} refreshKey={captchaKey} />
            <AgreementCheckbox checked={agreed} onChange={setAgreed} />
            <Button type="submit" colorPalette="blue" alignSelf="flex-start" px="10">
              {t('form.submit')}
            </Button>
          </Stack>
        </form>
      </Panel>
    </PageContainer>
  );
}
