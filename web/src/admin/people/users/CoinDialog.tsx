// A manual coin change: an amount (positive adds, negative removes) and a reason the researcher
// sees, checked, then confirmed in a second step, then the balance the server answers.
import { useState } from 'react';
import { Button, Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../../generated/api';
import { AppDialog } from '../../../components/AppDialog';
import { showFailure } from '../../../lib/ui';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { COIN_AMOUNT_MAX, COIN_REASON_MAX, useChangeCoins } from '../api';
import { Retcode } from '../../../../../generated/enums';

type User = components['schemas']['AdminUserItem'];
type Problems = Partial<Record<'amount' | 'reason', string>>;

export function CoinDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('adminPeople');
  const change = useChangeCoins();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [balance, setBalance] = useState<number | null>(null);
  const value = Number(amount.trim());

  const check = () => {
    const found: Problems = {};
    if (!/^[+-]?\d+$/.test(amount.trim()) || value === 0) found.amount = t('users.coins.amountInvalid');
    else if (Math.abs(value) > COIN_AMOUNT_MAX) found.amount = t('users.coins.amountTooLarge', { max: COIN_AMOUNT_MAX });
    if (!reason.trim()) found.reason = t('users.coins.reasonRequired');
    else if ([...reason.trim()].length > COIN_REASON_MAX) found.reason = t('users.coins.reasonTooLong', { max: COIN_REASON_MAX });
    setProblems(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const send = async () => {
    const result = await change.mutateAsync({ id: user.userId, amount: value, reason: reason.trim() });
    if (result.ok) return setBalance(result.data.balance);
    setStep('edit');
    if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.InsufficientCoins) return setProblems({ amount: result.retmsg || t('common:unknownError') });
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
        <Text>{t('users.coins.confirmReason', { reason: reason.trim() })}</Text>
      </ConfirmActionDialog>
    );
  }

  return (
    <ConfirmActionDialog open onClose={onClose} title={t('users.coins.title', { name: user.nickname })} confirmLabel={t('users.coins.next')} onConfirm={check}>
      <Text fontSize="sm" color="fg.muted">
        {t('users.coins.current', { balance: user.coins })}
      </Text>
      <Field.Root invalid={Boolean(problems.amount)} required ids={{ control: 'coin-amount' }}>
        <Field.Label>{t('users.coins.amount')}</Field.Label>
        <Input inputMode="numeric" value={amount} placeholder="+50 / -20" onChange={(e) => setAmount(e.currentTarget.value)} />
        <Field.HelperText>{t('users.coins.amountHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.amount}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(problems.reason)} required ids={{ control: 'coin-reason' }}>
        <Field.Label>{t('users.coins.reason')}</Field.Label>
        <Textarea value={reason} rows={3} onChange={(e) => setReason(e.currentTarget.value)} />
        <Field.HelperText>{t('users.coins.reasonHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.reason}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
