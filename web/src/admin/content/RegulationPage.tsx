// The regulation document of the page's language: its file name and address, set by uploading a
// PDF (or typing the address of one already on the site) and saved after a confirmation.
import { useRef, useState } from 'react';
import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { Async } from '../../components/StateBlocks';
import { uploadFile } from '../../lib/api/upload';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useRegulation, useSaveRegulation, type RegulationForm } from './api';
import { ContentLanguageNote } from './ContentLanguageNote';
import { ADDRESS_PATTERN, fieldOfRefusal } from './resource';
import { Retcode } from '@generated/enums';
import { AdminRegulationFormLimits as Limits } from '@generated/limits';
import { countChars } from '@common/text-count';

const PDF_MAX_BYTES = 8 * 1024 * 1024;
type Key = keyof RegulationForm;

export function RegulationPage() {
  const { t } = useTranslation('adminContent');
  const current = useRegulation();
  return (
    <ConsolePage title={t('regulation.title')}>
      <ContentLanguageNote />
      <ConsoleCard>
        <Async state={current}>{(data) => <RegulationEditor key={data.regulation.url} initial={data.regulation} />}</Async>
      </ConsoleCard>
    </ConsolePage>
  );
}

function RegulationEditor({ initial }: { initial: RegulationForm }) {
  const { t } = useTranslation('adminContent');
  const [values, setValues] = useState<RegulationForm>(initial);
  const [problems, setProblems] = useState<Partial<Record<Key, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const save = useSaveRegulation();

  const set = (key: Key, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems((p) => ({ ...p, [key]: undefined }));
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.pdf$/i.test(file.name)) return setProblems({ url: t('regulation.pdfOnly') });
    if (file.size > PDF_MAX_BYTES) return setProblems({ url: t('regulation.pdfSize') });
    setUploading(true);
    const result = await uploadFile('attachment', file);
    setUploading(false);
    if (!result.ok) return setProblems({ url: result.retmsg || t('upload.failed') });
    setValues((v) => ({ url: result.data.url, filename: v.filename.trim() ? v.filename : result.data.name.slice(0, Limits.filename.maxLength) }));
    setProblems({});
  };

  const check = () => {
    const found: Partial<Record<Key, string>> = {};
    if (!values.filename.trim()) found.filename = t('validation.required');
    else if (countChars(values.filename.trim()) > Limits.filename.maxLength) found.filename = t('validation.tooLong', { max: Limits.filename.maxLength });
    if (!values.url.trim()) found.url = t('validation.required');
    else if (!ADDRESS_PATTERN.test(values.url.trim())) found.url = t('validation.address');
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const submit = async () => {
    setConfirming(false);
    const result = await save.mutateAsync({ filename: values.filename.trim(), url: values.url.trim() });
    if (!result.ok) {
      const field = result.retcode === Retcode.InvalidField ? (fieldOfRefusal(result.retmsg, ['filename', 'url']) as Key | null) : null;
      if (field) return setProblems({ [field]: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('saved'));
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <Stack gap="4" maxW="2xl">
        {initial.url ? (
          <Text fontSize="sm">
            {t('regulation.current')}{' '}
            <Link href={initial.url} target="_blank" rel="noopener" color="blue.700" textDecoration="underline">
              {initial.filename || initial.url}
            </Link>
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('regulation.none')}
          </Text>
        )}
        <Field.Root invalid={Boolean(problems.filename)} required>
          <Field.Label>
            {t('regulation.filename')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.filename} maxLength={Limits.filename.maxLength} onChange={(e) => set('filename', e.target.value)} />
          <Field.ErrorText>{problems.filename}</Field.ErrorText>
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
          <Field.ErrorText>{problems.url}</Field.ErrorText>
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
