// A manual coin change: an amount (positive adds, negative removes) and a reason the researcher
// sees, checked with the contract's AdminUserCoinsForm (its generated validator: a whole number, not
// 0, within the range; a reason within its length), then confirmed in a second step, then the
// balance the server answers.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { validate } from '@generated/validators/AdminUserCoinsForm';
import { AppDialog } from '@web/components/AppDialog';
import { contractResolver } from '@web/lib/forms/contractResolver';
import { useFieldMessages } from '@web/lib/forms/useFieldMessages';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useChangeCoins } from './api';
import { Retcode } from '@generated/enums';

type User = components['schemas']['AdminUserItem'];
type Values = { amount: string; reason: string };

/** A signed whole number becomes a number; anything else stays text, which the contract's integer refuses. */
function bodyOf(v: Values) {
  const amount = v.amount.trim();
  return { amount: /^[+-]?\d+$/.test(amount) ? Number(amount) : amount === '' ? undefined : amount, reason: v.reason.trim() };
}

export function CoinDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('adminPeople');
  const change = useChangeCoins();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [balance, setBalance] = useState<number | null>(null);
  const invalid = t('users.coins.amountInvalid');
  const tooLarge = (p: { limit?: number }) => t('users.coins.amountTooLarge', { max: Math.abs(p.limit ?? 0) });
  const message = useFieldMessages(
    { amount: { required: invalid, invalid }, reason: { required: t('users.coins.reasonRequired'), minLength: t('users.coins.reasonRequired') } },
    { minimum: tooLarge, maximum: tooLarge, maxLength: (p) => t('users.coins.reasonTooLong', { max: p.limit }) },
  );
  const form = useForm<Values>({
    defaultValues: { amount: '', reason: '' },
    resolver: contractResolver({ validate, toBody: bodyOf, message }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;
  const body = bodyOf(form.getValues());
  const value = Number(body.amount);

  const send = async () => {
    const result = await change.mutateAsync({ id: user.userId, amount: value, reason: body.reason });
    if (result.ok) return setBalance(result.data.balance);
    setStep('edit');
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.InsufficientCoins)
      return form.setError('amount', { type: 'server', message: result.retmsg || t('common:unknownError') });
    showFailure(result, t('common:unknownError'));
  };

  if (balance !== null) {
    return (
      <AppDialog open onClose={onClose} title={t('users.coins.title', { name: user.nickname })} footer={<Button onClick={onClose}>{t('common:ok')}</Button>}>
        <Text role="status">{t('users.coins.done', { name: user.nickname, balance })}</Text>
      </AppDialog>
    );
  }

  if (step === 'confirm') {
    return (
      <ConfirmActionDialog
        open
        onClose={onClose}
        title={t('users.coins.confirmTitle')}
        confirmLabel={t('users.coins.confirm')}
        danger={value < 0}
        busy={change.isPending}
        onConfirm={() => void send()}
      >
        <Text>{t(value > 0 ? 'users.coins.confirmAdd' : 'users.coins.confirmRemove', { name: user.nickname, count: Math.abs(value), balance: user.coins })}</Text>
        <Text>{t('users.coins.confirmReason', { reason: body.reason })}</Text>
      </ConfirmActionDialog>
    );
  }

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t('users.coins.title', { name: user.nickname })}
      confirmLabel={t('users.coins.next')}
      onConfirm={() => void form.handleSubmit(() => setStep('confirm'))()}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('users.coins.current', { balance: user.coins })}
      </Text>
      <Field.Root invalid={Boolean(problems.amount)} required ids={{ control: 'coin-amount' }}>
        <Field.Label>{t('users.coins.amount')}</Field.Label>
        <Input inputMode="numeric" placeholder="+50 / -20" {...form.register('amount')} />
        <Field.HelperText>{t('users.coins.amountHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.amount?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(problems.reason)} required ids={{ control: 'coin-reason' }}>
        <Field.Label>{t('users.coins.reason')}</Field.Label>
        <Textarea rows={3} {...form.register('reason')} />
        <Field.HelperText>{t('users.coins.reasonHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.reason?.message}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
