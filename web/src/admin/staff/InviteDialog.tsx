// Inviting a colleague: their email and roles, checked with the contract's StaffInvitationForm; the
// server mails the console's address. A refusal naming the email (malformed, 1001; staff already,
// 1006) is shown under the field, anything else through the error notice.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Retcode, type StaffRole } from '@generated/enums';
import { validate } from '@generated/validators/StaffInvitationForm';
import { contractResolver } from '@web/lib/forms/contractResolver';
import { useFieldMessages } from '@web/lib/forms/useFieldMessages';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { RoleChoices } from './RoleChoices';
import { useInvite } from './api';

type Values = { email: string; roles: StaffRole[] };
const bodyOf = (v: Values) => ({ email: v.email.trim(), roles: v.roles });

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const invite = useInvite();
  const [sent, setSent] = useState<{ email: string; expireTime: string } | null>(null);
  const message = useFieldMessages({
    email: { required: t('invite.emailRequired'), minLength: t('invite.emailRequired'), maxLength: t('invite.emailInvalid'), invalid: t('invite.emailInvalid') },
    roles: { required: t('roles.required'), minItems: t('roles.required') },
  });
  const form = useForm<Values>({
    defaultValues: { email: '', roles: [] },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;

  const send = async (values: Values) => {
    const body = bodyOf(values);
    const result = await invite.mutateAsync(body);
    if (result.ok) return setSent({ email: body.email, expireTime: result.data.expireTime });
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return form.setError('email', { type: 'server', message: result.retmsg });
    showFailure(result, t('common:unknownError'));
  };

  if (sent) {
    return (
      <ConfirmActionDialog open onClose={onClose} title={t('invite.title')} confirmLabel={t('common:ok')} onConfirm={onClose}>
        <Text role="status">{t('invite.sent', sent)}</Text>
      </ConfirmActionDialog>
    );
  }

  return (
    <ConfirmActionDialog open onClose={onClose} title={t('invite.title')} confirmLabel={t('invite.send')} busy={invite.isPending} onConfirm={() => void form.handleSubmit(send)()}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('invite.help')}
        </Text>
        <Field.Root invalid={Boolean(problems.email)} required ids={{ control: 'invite-email' }}>
          <Field.Label>{t('invite.email')}</Field.Label>
          <Input type="email" inputMode="email" autoComplete="off" placeholder="name@example.com" {...form.register('email')} />
          <Field.ErrorText color="red.700">{problems.email?.message}</Field.ErrorText>
        </Field.Root>
        <Controller control={form.control} name="roles" render={({ field }) => <RoleChoices value={field.value} onChange={field.onChange} error={problems.roles?.message} />} />
      </Stack>
    </ConfirmActionDialog>
  );
}
