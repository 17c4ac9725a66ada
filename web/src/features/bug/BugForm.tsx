// The report form (docs/rules.md#vulnerability-form): react-hook-form, checked with the contract's
// validator (bugFormCheck.ts), the first failing field scrolled to; the agreement must be ticked and
// uploads finished. The draft is saved
// every 500 ms under the page path and cleared on success. 1004 refreshes the captcha. A researcher
// who must bind a phone is told at the top, with the binding, before writing anything; should 4005
// still come (the rule changed meanwhile), the binding opens and, once bound, the submission goes on.
import { useCallback, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Path, type PathValue } from 'react-hook-form';
import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AgreementCheckbox } from '../../components/forms/AgreementCheckbox';
import { CaptchaField } from '../../components/forms/CaptchaField';
import { FileUploadList } from '../../components/forms/FileUploadList';
import { PhoneBindDialog } from '../../components/auth/PhoneBindDialog';
import { RichTextField } from '../../components/forms/RichTextField';
import { createDraftSavedSignal, draftKey, loadDraft, useDraftAutosave } from '../../lib/draft';
import { notifyError, notifySuccess } from '../../lib/notify';
import { requireSignIn } from '../../lib/session/requireSignIn';
import { useSession } from '../../lib/session/session';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { showFailure, withLoading } from '../../lib/ui';
import { useBugRequirements, useSubmitBug } from './api';
import { CvssField } from './CvssField';
import { DuplicateHint } from './DuplicateHint';
import { ActivityPicker, HarmPicker, LevelPicker, TypePicker } from './BugPickers';
import { bugResolver, bugTexts, type BugFormValues } from './bugFormCheck';
import { APP_MAIN_TYPE, ATTACH_MAX, DATA_PACKAGE_MAIN_TYPE, DEFAULT_HARM, FIELD_ORDER, HARM_TEXT_MAX, LINK_MAX, NAME_MAX, type BugField } from './bugFormRules';
import { emptyValues, isAppForm, isUntouched, restoredDraft, submitBody, type BugValues } from './bugFormValues';
import type { BugTypeNode } from './bugTypes';
import { Retcode } from '@generated/enums';

type Activity = components['schemas']['BugActivityList']['activities'][number];

/** The page number sent with markImage for images pasted into a report. */
export const REPORT_IMAGE_MARK = 1;

export interface BugFormProps {
  types: BugTypeNode[];
  activities: Activity[];
  /** The report being edited, or null for a new one. */
  id: number | null;
  initial: BugValues | null;
  /** The draft's key: the page path (with the edited id). */
  path: string;
  onDone: (id: number) => void;
}

function scrollToField(field: BugField) {
  const box = document.getElementById(`bug-field-${field}`);
  box?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const control = document.getElementById(`bug-${field}`);
  (control?.matches('input, select, textarea, [contenteditable]') ? control : control?.querySelector<HTMLElement>('input, select, textarea, [contenteditable]'))?.focus({
    preventScroll: true,
  });
}

export function BugForm({ types, activities, id, initial, path, onDone }: BugFormProps) {
  const { t } = useTranslation('bugForm');
  const templates = useMemo(() => [t('templateWeb'), t('templateApp')], [t]);
  const empty = emptyValues(t('templateWeb'));
  const key = draftKey(path);
  const [draft] = useState(() => restoredDraft(loadDraft<Partial<BugValues>>(key)));
  const [restored, setRestored] = useState(draft !== null);
  const [agreed, setAgreed] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState({ attach: false, dataPkg: false, images: false });
  // Why the phone binding is open: asked ahead from the banner, or by a refused submission (4005).
  const [binding, setBinding] = useState<'ahead' | 'submit' | null>(null);
  const [bindReason, setBindReason] = useState('');
  const signedIn = useSession().status === 'signedIn';
  const requirements = useBugRequirements(signedIn);
  const phoneRequired = requirements.data?.phoneRequired === true;
  const [sending, setSending] = useState(false);
  const submission = useSubmitBug();
  const { texts, tooLong } = bugTexts(t);
  const message = useFieldMessages(texts, { maxLength: tooLong });
  // A problem stays until its field changes or the form is submitted again, as before.
  const form = useForm<BugFormValues>({
    defaultValues: { ...empty, ...(initial ?? {}), ...(draft ?? {}), captcha: '' },
    resolver: bugResolver({ t, templates, id, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { captcha, ...values } = form.watch();
  const problems = form.formState.errors;
  const [draftSaved] = useState(createDraftSavedSignal);
  const autosave = useDraftAutosave(key, values, initial ?? empty, true, draftSaved.emit);

  const app = isAppForm(values);
  // Every change re-renders this form (it watches all values for the draft), so the handlers given to
  // the heavy children (the editor and its toolbar, the uploaders, the pickers) are stable and those
  // children are memoised: typing a name does not re-render the editor.
  const set = useCallback(
    <K extends Path<BugFormValues>>(field: K, value: PathValue<BugFormValues, K>) => {
      form.setValue(field, value);
      form.clearErrors(field);
    },
    [form],
  );
  const setType = useCallback(
    (mainType: string, subType: string) => {
      const nowApp = Number(mainType) === APP_MAIN_TYPE;
      if (isUntouched(form.getValues('detail'), templates)) form.setValue('detail', t(nowApp ? 'templateApp' : 'templateWeb'));
      form.setValue('mainType', mainType);
      set('subType', subType);
    },
    [form, templates, t, set],
  );
  const on = useMemo(
    () => ({
      level: (v: string) => set('level', v),
      cvss: (v: string) => set('cvssVector', v),
      activity: (v: string) => set('activityId', v),
      harm: (v: string) => set('harmfulResults', v),
      detail: (html: string) => set('detail', html),
      captcha: (v: string) => set('captcha', v),
      dataPkg: (files: BugValues['dataPkg']) => set('dataPkg', files),
      attach: (files: BugValues['attach']) => set('attach', files),
      imagesBusy: (images: boolean) => setBusy((b) => ({ ...b, images })),
      dataPkgBusy: (dataPkg: boolean) => setBusy((b) => ({ ...b, dataPkg })),
      attachBusy: (attach: boolean) => setBusy((b) => ({ ...b, attach })),
    }),
    [set],
  );
  const resetTo = (next: BugValues) => {
    form.reset({ ...next, captcha: '' });
    setRestored(false);
    setAgreed(false);
    setFormKey((k) => k + 1);
  };
  const newCaptcha = () => {
    form.setValue('captcha', '');
    setCaptchaKey((k) => k + 1);
  };

  const send = async () => {
    setSending(true);
    const result = await withLoading(submission.mutateAsync(submitBody(form.getValues(), form.getValues('captcha'), id)));
    setSending(false);
    if (result.ok) {
      autosave.clear();
      notifySuccess(t('common:successfulOperation'));
      resetTo(initial ?? empty);
      newCaptcha();
      return onDone(result.data.id);
    }
    if (result.retcode === Retcode.PhoneNotBound) {
      // The server's words and code stay in view above the binding (docs/rules.md#errors, 4005).
      setBindReason(`${result.retmsg} ${t('common:errorCode', { code: result.retcode })}`);
      return setBinding('submit');
    }
    newCaptcha();
    if (result.retcode === Retcode.CaptchaWrong) return notifyError(t('captchaError'));
    showFailure(result, t('common:unknownError'));
  };

  const checked = () => {
    if (!agreed) return notifyError(t('verify:agreeFirst'));
    if (busy.attach || busy.dataPkg || busy.images) return notifyError(t('waitUploads'));
    void send();
  };
  const refused = (found: FieldErrors<BugFormValues>) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return scrollToField(first);
    // A problem of a field the page does not show (an attachment key, say): said, not swallowed.
    notifyError(Object.values(found)[0]?.message ?? t('common:unknownError'));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!requireSignIn()) return;
    void form.handleSubmit(checked, refused)();
  };

  const problem = (name: BugField) => problems[name]?.message;
  const field = (name: BugField, label: string, control: React.ReactNode, opts: { required?: boolean; helper?: string } = {}) => (
    <Box id={`bug-field-${name}`}>
      <Field.Root invalid={Boolean(problem(name))} required={opts.required ?? true} id={`bug-${name}`}>
        <Field.Label>
          {label}
          {(opts.required ?? true) && <Field.RequiredIndicator />}
        </Field.Label>
        {control}
        {opts.helper && <Field.HelperText>{opts.helper}</Field.HelperText>}
        <Field.ErrorText>{problem(name)}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
  const text = (name: 'name' | 'link' | 'appName' | 'appVersion' | 'appSource' | 'appLink' | 'harmfulResultsText', max: number, opts: { required?: boolean; placeholder?: string } = {}) =>
    field(
      name,
      t(name === 'harmfulResultsText' ? 'harmText' : name),
      <Input {...form.register(name, { onChange: () => form.clearErrors(name) })} maxLength={max} placeholder={opts.placeholder} />,
      { required: opts.required },
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t(id === null ? 'title' : 'editTitle')}>
      <Stack gap="5" key={formKey}>
        {signedIn && phoneRequired && (
          <Alert.Root status="warning" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('phoneFirstTitle')}</Alert.Title>
              <Alert.Description>{t('phoneFirstText')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" colorPalette="blue" flexShrink={0} onClick={() => setBinding('ahead')}>
              {t('bindPhone')}
            </Button>
          </Alert.Root>
        )}
        {restored && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('draftRestored')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={() => (autosave.clear(), resetTo(initial ?? empty))}>
              {t('discardDraft')}
            </Button>
          </Alert.Root>
        )}
        {text('name', NAME_MAX, { placeholder: t('namePlaceholder') })}
        <Box id="bug-field-subType">
          <Field.Root invalid={Boolean(problem('subType'))} required id="bug-subType">
            <Field.Label>
              {t('type')}
              <Field.RequiredIndicator />
            </Field.Label>
            <TypePicker types={types} mainType={values.mainType} subType={values.subType} onChange={setType} invalid={Boolean(problem('subType'))} />
            <Field.ErrorText>{problem('subType')}</Field.ErrorText>
          </Field.Root>
        </Box>
        {field('level', t('level'), <LevelPicker value={values.level} onChange={on.level} invalid={Boolean(problem('level'))} />)}
        <CvssField value={values.cvssVector ?? ''} onChange={on.cvss} problem={problem('cvssVector')} />
        <Field.Root id="bug-activityId">
          <Field.Label>{t('activity')}</Field.Label>
          <ActivityPicker activities={activities} value={values.activityId} onChange={on.activity} />
        </Field.Root>
        <Field.Root id="bug-harmfulResults">
          <Field.Label>{t('harm')}</Field.Label>
          <HarmPicker value={values.harmfulResults} onChange={on.harm} />
        </Field.Root>
        {values.harmfulResults === String(DEFAULT_HARM) && text('harmfulResultsText', HARM_TEXT_MAX, { required: false, placeholder: t('harmTextPlaceholder') })}
        {app ? (
          <>
            {text('appName', NAME_MAX)}
            {text('appVersion', NAME_MAX)}
            {text('appSource', NAME_MAX, { placeholder: t('appSourcePlaceholder') })}
            {text('appLink', LINK_MAX, { required: false, placeholder: t('appLinkPlaceholder') })}
          </>
        ) : (
          text('link', LINK_MAX, { placeholder: t('linkPlaceholder') })
        )}
        {/* After the address: both the title and the address it compares are above it. */}
        <DuplicateHint title={values.name} link={app ? (values.appLink ?? '') : values.link} bugId={id} />
        {/* Not a Field.Root: its invalid state would colour every control of the editor's toolbar. */}
        <Box id="bug-field-detail">
          <Text id="bug-detail-label" display="block" fontWeight="medium" fontSize="sm" mb="1.5">
            {t('detail')}
            <Text as="span" color="red.500" ms="1" aria-hidden="true">
              *
            </Text>
          </Text>
          <RichTextField
            id="bug-detail"
            labelledBy="bug-detail-label"
            value={values.detail}
            onChange={on.detail}
            placeholder={t('detailPlaceholder')}
            imageMark={REPORT_IMAGE_MARK}
            invalid={Boolean(problem('detail'))}
            onBusyChange={on.imagesBusy}
            draftSaved={draftSaved}
          />
          {problem('detail') && (
            <Text color="red.600" fontSize="xs" mt="1.5" role="alert">
              {problem('detail')}
            </Text>
          )}
        </Box>
        {/* A visitor's upload would answer 4006 and leave the page: choosing a file asks for sign-in first. */}
        <Stack gap="5" onClickCapture={(e) => !requireSignIn() && e.preventDefault()}>
          {Number(values.mainType) === DATA_PACKAGE_MAIN_TYPE && (
            <FileUploadList fileType="dataPkg" max={1} label={t('dataPkg')} hint={t('dataPkgHint')} initial={values.dataPkg} onChange={on.dataPkg} onBusyChange={on.dataPkgBusy} />
          )}
          <FileUploadList
            fileType="attachment"
            max={ATTACH_MAX}
            label={t('attach')}
            hint={t('attachHint', { max: ATTACH_MAX })}
            initial={values.attach}
            onChange={on.attach}
            onBusyChange={on.attachBusy}
          />
        </Stack>
        <Box id="bug-field-captcha">
          <CaptchaField id="bug-captcha" value={captcha} onChange={on.captcha} error={problem('captcha')} refreshKey={captchaKey} />
        </Box>
        <AgreementCheckbox checked={agreed} onChange={setAgreed} />
        <HStack>
          <Button type="submit" colorPalette="blue" px="10" loading={sending}>
            {t(id === null ? 'submit' : 'save')}
          </Button>
        </HStack>
      </Stack>
      <PhoneBindDialog
        open={binding !== null}
        reason={binding === 'submit' ? bindReason : undefined}
        onClose={() => setBinding(null)}
        onBound={() => {
          const submitting = binding === 'submit';
          setBinding(null);
          // Read again here, not by the shared binding (whose code every page loads first).
          void requirements.refetch();
          if (submitting) void send();
          else notifySuccess(t('phoneBound'));
        }}
      />
    </form>
  );
}
