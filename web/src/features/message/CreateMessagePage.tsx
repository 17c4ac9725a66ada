// The message board (message/create, spec §5 "Message board"): title (required, 50), details
// (required), captcha (required, 4), attachments and the agreement; the Chinese messages of the spec
// and their English equivalents. Visitors are asked to sign in when they submit.
import { useState } from 'react';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AgreementCheckbox } from '../../components/AgreementCheckbox';
import { useAppNavigate } from '../../components/AppLink';
import { CaptchaField } from '../../components/CaptchaField';
import { FileUploadList } from '../../components/FileUploadList';
import { PageContainer, Panel } from '../../components/PageContainer';
import type { UploadedFile } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { requireSignIn } from '../../lib/requireSignIn';
import { checkForm, type Rule } from '../../lib/rules';
import { showFailure, withLoading } from '../../lib/ui';
import { useCreateMessage } from './api';
import { plainToHtml } from './plainToHtml';
import { LeaveMessageFormLimits } from '../../../../generated/limits';
import { Retcode } from '../../../../generated/enums';

type Field = 'title' | 'content' | 'captcha';
export const TITLE_MAX = LeaveMessageFormLimits.title.maxLength;
export const CONTENT_MAX = 5000;

export function messageRules(t: (k: string, o?: Record<string, unknown>) => string): Record<Field, Rule[]> {
  return {
    title: [
      { type: 'required', message: t('form.titleRequired') },
      { type: 'maxlength', value: TITLE_MAX, message: t('form.titleTooLong', { max: TITLE_MAX }) },
    ],
    content: [
      { type: 'required', message: t('form.contentRequired') },
      { type: 'maxlength', value: CONTENT_MAX, message: t('form.contentTooLong', { max: CONTENT_MAX }) },
    ],
    captcha: [
      { type: 'required', message: t('form.captchaRequired') },
      { type: 'length', value: LeaveMessageFormLimits.captcha.maxLength, message: t('form.captchaLength') },
    ],
  };
}

export function CreateMessagePage() {
  const { t } = useTranslation('message');
  const navigate = useAppNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ title: '', content: '', captcha: '' });
  const [agreed, setAgreed] = useState(false);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const create = useCreateMessage();
  const set = (key: Field, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!requireSignIn()) return;
    const found = checkForm({ title: values.title.trim(), content: values.content.trim(), captcha: values.captcha }, messageRules(t));
    setProblems(found);
    const first = (['title', 'content', 'captcha'] as Field[]).find((k) => found[k]);
    if (first) return document.getElementById(`message-${first}`)?.focus();
    if (!agreed) return notifyError(t('form.agreeFirst'));
    if (uploading) return notifyError(t('form.waitUploads'));
    const body = { title: values.title.trim(), content: plainToHtml(values.content.trim()), captcha: values.captcha, attach: files.map((f) => f.key) };
    const result = await withLoading(create.mutateAsync(body));
    if (!result.ok) {
      if (result.retcode === Retcode.CaptchaWrong) {
        setValues((v) => ({ ...v, captcha: '' }));
        setProblems({ captcha: result.retmsg || t('form.captchaWrong') });
        setCaptchaKey((k) => k + 1);
        return;
      }
      setCaptchaKey((k) => k + 1);
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('form.sent'));
    setValues({ title: '', content: '', captcha: '' });
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
        <form onSubmit={(e) => void submit(e)} noValidate key={formKey}>
          <Stack gap="5" maxW="3xl">
            <Field.Root invalid={Boolean(problems.title)} required ids={{ control: 'message-title' }}>
              <Field.Label>{t('form.titleLabel')}</Field.Label>
              <Input value={values.title} maxLength={TITLE_MAX} placeholder={t('form.titlePlaceholder')} onChange={(e) => set('title', e.currentTarget.value)} />
              <Field.ErrorText>{problems.title}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(problems.content)} required ids={{ control: 'message-content' }}>
              <Field.Label>{t('form.contentLabel')}</Field.Label>
              <Textarea value={values.content} rows={8} placeholder={t('form.contentPlaceholder')} onChange={(e) => set('content', e.currentTarget.value)} />
              <Field.HelperText>{t('form.count', { count: [...values.content].length, max: CONTENT_MAX })}</Field.HelperText>
              <Field.ErrorText>{problems.content}</Field.ErrorText>
            </Field.Root>
            <FileUploadList fileType="leave" max={5} label={t('form.attach')} onChange={setFiles} onBusyChange={setUploading} />
            <CaptchaField id="message-captcha" value={values.captcha} onChange={(v) => set('captcha', v)} error={problems.captcha} refreshKey={captchaKey} />
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
