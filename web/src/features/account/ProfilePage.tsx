// Personal info (infos; ?edit=true opens the edit mode): portrait, nickname, signature, the sign-in
// email (changed with a code sent to the new address), the bound phone (bound with a 6-digit code)
// and the real-name status with a link to its page (RealNamePage); below, two-factor sign-in
// (SecondFactorSection). After a change the top bar's nickname and portrait follow.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge, Box, Button, Field, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { components } from '@generated/api';
import { AppLink, useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { PhoneBindDialog } from '../../components/auth/PhoneBindDialog';
import { Picture } from '../../components/Picture';
import { Async } from '../../components/feedback/StateBlocks';
import { uploadFile } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { enumLabel } from '../../lib/language/enumLabel';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { loadSession } from '../../lib/session/loadSession';
import { showFailure, withLoading } from '../../lib/ui';
import { acceptOf, checkUpload } from '@common/upload-policy';
import { updateProfileBodyLimits as Limits } from '@generated/limits';
import { validate } from '@generated/validators/updateProfileBody';
import { RealNameState, RealNameStateLabels, Retcode } from '@generated/enums';
import { countChars } from '@common/text-count';
import { EmailChangeDialog } from './EmailChangeDialog';
import { SecondFactorSection } from '../../components/auth/SecondFactorSection';
import { useMyProfile, useRealName, useUpdateProfile } from './api';
import { useLanguage } from '../../lib/language/useLanguage';

type Profile = components['schemas']['CenterProfile'];
type Values = { nickname: string; sign: string; portrait: string };

/** The body sent: trimmed texts, the portrait only when it changed. */
function bodyOf(v: Values, profile: Profile) {
  return { nickname: v.nickname.trim(), sign: v.sign.trim(), ...(v.portrait && v.portrait !== profile.portrait ? { portrait: v.portrait } : {}) };
}

function EditForm({ profile, onSaved, onCancel }: { profile: Profile; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();
  const length = t('profile.nicknameLength');
  const message = useFieldMessages({
    nickname: { required: t('profile.nicknameRequired'), minLength: length, maxLength: length },
    sign: { maxLength: t('profile.signLength') },
  });
  const form = useForm<Values>({
    defaultValues: { nickname: profile.nickname, sign: profile.sign, portrait: profile.portrait },
    resolver: contractResolver({ validate, toBody: (v: Values) => bodyOf(v, profile), message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;
  const [portrait, sign] = form.watch(['portrait', 'sign']);

  const choosePortrait = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkUpload('image', file);
    if (problem) return notifyError(t(problem.kind === 'format' ? 'profile.portraitFormat' : 'profile.portraitSize'));
    setUploading(true);
    const result = await uploadFile('image', file);
    setUploading(false);
    if (result.ok) form.setValue('portrait', result.data.url);
    else notifyError(result.retmsg || t('common:unknownError'));
  };

  const save = async (values: Values) => {
    const result = await withLoading(update.mutateAsync(bodyOf(values, profile)));
    if (!result.ok) {
      if (result.retcode === Retcode.Conflict || result.retcode === Retcode.InvalidField) return form.setError('nickname', { type: 'server', message: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('profile.saved'));
    await loadSession();
    onSaved();
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(save)(e)} noValidate>
      <Stack gap="4" maxW="lg">
        <HStack gap="4">
          <Picture src={portrait} alt="" boxSize="16" borderRadius="full" />
          <Button asChild size="sm" variant="outline" loading={uploading}>
            <label>
              {t('profile.changePortrait')}
              <input type="file" accept={acceptOf('image')} hidden onChange={(e) => void choosePortrait(e.currentTarget.files?.[0])} />
            </label>
          </Button>
        </HStack>
        <Field.Root invalid={Boolean(problems.nickname)} required>
          <Field.Label>{t('profile.nickname')}</Field.Label>
          <Input {...form.register('nickname')} maxLength={Limits.nickname.maxLength} />
          <Field.ErrorText>{problems.nickname?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(problems.sign)}>
          <Field.Label>{t('profile.sign')}</Field.Label>
          <Textarea {...form.register('sign')} maxLength={Limits.sign.maxLength} rows={3} />
          <Field.HelperText>{t('profile.signCount', { count: countChars(sign) })}</Field.HelperText>
          <Field.ErrorText>{problems.sign?.message}</Field.ErrorText>
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" disabled={uploading}>
            {t('profile.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack align="flex-start" gap="4" py="3" borderBottomWidth="1px" wrap="wrap">
      <Text w="32" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </HStack>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const label = (labels: typeof RealNameStateLabels, value: number) => enumLabel(labels, lang, value);
  const navigate = useAppNavigate();
  const editing = new URLSearchParams(useSearch()).get('edit') === 'true';
  const profile = useMyProfile();
  const realName = useRealName();
  const [dialog, setDialog] = useState<'phone' | 'email' | null>(null);

  return (
    <Panel>
      <HStack justify="space-between" mb="4">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('profile.title')}
        </Text>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => navigate('/user/infos?edit=true')}>
            {t('profile.edit')}
          </Button>
        )}
      </HStack>
      <Async state={profile}>
        {({ profile: data }) =>
          editing ? (
            <EditForm profile={data} onSaved={() => navigate('/user/infos')} onCancel={() => navigate('/user/infos')} />
          ) : (
            <Stack gap="0">
              <Row label={t('profile.portrait')}>
                <Picture src={data.portrait} alt="" boxSize="12" borderRadius="full" />
              </Row>
              <Row label={t('profile.nickname')}>{data.nickname}</Row>
              <Row label={t('profile.sign')}>{data.sign || <Text color="fg.muted">{t('profile.noSign')}</Text>}</Row>
              <Row label={t('profile.email')}>
                <HStack gap="3" wrap="wrap">
                  <Text>{data.email}</Text>
                  <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setDialog('email')}>
                    {t('profile.changeEmail')}
                  </Button>
                </HStack>
              </Row>
              <Row label={t('profile.phone')}>
                <HStack gap="3" wrap="wrap">
                  <Text>{data.phone ?? t('profile.noPhone')}</Text>
                  <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setDialog('phone')}>
                    {data.phone ? t('profile.changePhone') : t('profile.bindPhone')}
                  </Button>
                </HStack>
              </Row>
              <Row label={t('profile.realName')}>
                <HStack gap="3" wrap="wrap">
                  {realName.data ? (
                    realName.data.verified ? (
                      <>
                        <Badge colorPalette="green">{t('profile.verified')}</Badge>
                        <Text>{realName.data.name}</Text>
                      </>
                    ) : (
                      <Badge>{realName.data.state === RealNameState.None ? t('profile.notVerified') : label(RealNameStateLabels, realName.data.state)}</Badge>
                    )
                  ) : (
                    <Text color="fg.muted">—</Text>
                  )}
                  <Link asChild fontSize="sm" color="blue.700">
                    <AppLink href="/user/infos/realname">
                      {realName.data?.verified || realName.data?.state === RealNameState.Pending ? t('profile.realNameView') : t('profile.realNameGo')}
                    </AppLink>
                  </Link>
                </HStack>
              </Row>
            </Stack>
          )
        }
      </Async>
      {!editing && <SecondFactorSection />}
      <PhoneBindDialog open={dialog === 'phone'} onClose={() => setDialog(null)} onBound={() => notifySuccess(t('profile.phoneBound'))} />
      <EmailChangeDialog
        open={dialog === 'email'}
        onClose={() => setDialog(null)}
        onChanged={() => {
          notifySuccess(t('profile.emailChanged'));
          void loadSession();
        }}
      />
    </Panel>
  );
}
