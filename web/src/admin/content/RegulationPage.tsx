// The regulation document of the page's language: its file name and address, set by uploading a
// PDF (or typing the address of one already on the site) and saved after a confirmation. A member
// whose roles may not save it reads the current document without the form.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { Async } from '../../components/feedback/StateBlocks';
import { uploadFile } from '../../lib/api/upload';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useRegulation, useSaveRegulation, type RegulationForm } from './api';
import { ContentLanguageNote } from './ContentLanguageNote';
import { useStaffCan } from '../components/useStaffCan';
import { contentResolver, type CheckedForm } from './contentCheck';
import { fieldOfRefusal } from './resource';
import { Retcode } from '@generated/enums';
import { AdminRegulationFormLimits as Limits } from '@generated/limits';
import { validate } from '@generated/validators/AdminRegulationForm';

const PDF_MAX_BYTES = 8 * 1024 * 1024;
type Key = keyof RegulationForm;

const REGULATION: CheckedForm<RegulationForm> = {
  fields: [
    { name: 'filename', kind: 'text', required: true, maxLength: Limits.filename.maxLength },
    { name: 'url', kind: 'url', required: true, maxLength: Limits.url.maxLength },
  ],
  validate,
};

export function RegulationPage() {
  const { t } = useTranslation('adminContent');
  const current = useRegulation();
  const canSave = useStaffCan()('PUT /v2/admin/api/config/regulation');
  return (
    <ConsolePage title={t('regulation.title')}>
      <ContentLanguageNote />
      <ConsoleCard>
        <Async state={current}>{(data) => (canSave ? <RegulationEditor key={data.regulation.url} initial={data.regulation} /> : <CurrentRegulation regulation={data.regulation} />)}</Async>
      </ConsoleCard>
    </ConsolePage>
  );
}

/** The document now offered: a link to it, or a line saying there is none. */
function CurrentRegulation({ regulation }: { regulation: RegulationForm }) {
  const { t } = useTranslation('adminContent');
  return regulation.url ? (
    <Text fontSize="sm">
      {t('regulation.current')}{' '}
      <Link href={regulation.url} target="_blank" rel="noopener" color="blue.700" textDecoration="underline">
        {regulation.filename || regulation.url}
      </Link>
    </Text>
  ) : (
    <Text fontSize="sm" color="fg.muted">
      {t('regulation.none')}
    </Text>
  );
}

function RegulationEditor({ initial }: { initial: RegulationForm }) {
  const { t } = useTranslation('adminContent');
  const form = useForm<RegulationForm>({
    defaultValues: initial,
    resolver: contentResolver<RegulationForm, RegulationForm>(REGULATION, false, (problem) => t(`validation.${problem.key}`, problem.values)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const problems = form.formState.errors;
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const save = useSaveRegulation();

  const set = (key: Key, value: string) => {
    form.setValue(key, value);
    form.clearErrors(key);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    form.clearErrors();
    if (!/\.pdf$/i.test(file.name)) return form.setError('url', { message: t('regulation.pdfOnly') });
    if (file.size > PDF_MAX_BYTES) return form.setError('url', { message: t('regulation.pdfSize') });
    setUploading(true);
    const result = await uploadFile('attachment', file);
    setUploading(false);
    if (!result.ok) return form.setError('url', { message: result.retmsg || t('upload.failed') });
    form.setValue('url', result.data.url);
    if (!values.filename.trim()) form.setValue('filename', result.data.name.slice(0, Limits.filename.maxLength));
  };

  const submit = async () => {
    setConfirming(false);
    const result = await save.mutateAsync({ filename: values.filename.trim(), url: values.url.trim() });
    if (!result.ok) {
      const field = result.retcode === Retcode.InvalidField ? (fieldOfRefusal(result.retmsg, ['filename', 'url']) as Key | null) : null;
      if (field) return form.setError(field, { type: 'server', message: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('saved'));
  };

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(() => setConfirming(true))(e)}>
      <Stack gap="4" maxW="2xl">
        <CurrentRegulation regulation={initial} />
        <Field.Root invalid={Boolean(problems.filename)} required>
          <Field.Label>
            {t('regulation.filename')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.filename} maxLength={Limits.filename.maxLength} onChange={(e) => set('filename', e.target.value)} />
          <Field.ErrorText>{problems.filename?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.url)} required>
          <Field.Label>
            {t('regulation.url')}
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack w="full">
            <Input value={values.url} maxLength={Limits.url.maxLength} onChange={(e) => set('url', e.target.value)} />
            <Button variant="outline" loading={uploading} onClick={() => picker.current?.click()}>
              {t('regulation.upload')}
            </Button>
            <input
              ref={picker}
              type="file"
              accept=".pdf,application/pdf"
              hidden
              aria-label={t('regulation.upload')}
              onChange={(e) => {
                void upload(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
          </HStack>
          <Field.HelperText>{t('regulation.hint')}</Field.HelperText>
          <Field.ErrorText>{problems.url?.message}</Field.ErrorText>
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={save.isPending} disabled={uploading}>
            {t('form.save')}
          </Button>
        </HStack>
      </Stack>
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('regulation.confirmTitle')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => void submit()}>
              {t('regulation.confirm')}
            </Button>
          </HStack>
        }
      >
        {t('regulation.confirmText', { name: values.filename.trim() })}
      </AppDialog>
    </form>
  );
}
