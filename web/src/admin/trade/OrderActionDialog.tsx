// One fulfilment move on an order, confirmed: shipping asks for the carrier and the tracking number
// (sent together as `tracking`), closing, rejecting and a failed payout ask for a reason (the
// researcher's notice carries it), and closing or rejecting says the coins go back through the ledger.
// The body is checked with the contract's AdminTradeActionForm (its generated validator: tracking
// required to ship, the lengths); the carrier and number apart, and a required reason, are rules here.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TradeAction } from '@generated/enums';
import type { components } from '@generated/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { contractResolver } from '../../lib/forms/contractResolver';
import { useFieldMessages } from '../../lib/forms/useFieldMessages';
import { AdminTradeActionFormLimits } from '@generated/limits';
import { validate } from '@generated/validators/AdminTradeActionForm';
import { useOrderMove } from './api';
import { Retcode } from '@generated/enums';

type Order = components['schemas']['AdminTradeItem'];

const NEEDS_REASON: readonly TradeAction[] = ['close', 'reject', 'cash-failed'];
const REFUNDS: readonly TradeAction[] = ['close', 'reject'];

type Values = { carrier: string; number: string; comment: string };

/** The body sent: carrier and number go together as `tracking`; empty optional fields are left out. */
function bodyOf(action: TradeAction, v: Values) {
  const carrier = v.carrier.trim();
  const number = v.number.trim();
  const comment = v.comment.trim();
  return { action, ...(action === 'ship' && number ? { tracking: carrier ? `${carrier} ${number}` : number } : {}), ...(comment ? { comment } : {}) };
}

export function OrderActionDialog({ order, action, onClose }: { order: Order; action: TradeAction; onClose: () => void }) {
  const { t } = useTranslation('adminOrders');
  const move = useOrderMove();
  const [refused, setRefused] = useState<string | null>(null);
  const needsReason = NEEDS_REASON.includes(action);
  const message = useFieldMessages(
    {
      number: { required: t('dialog.numberRequired'), minLength: t('dialog.numberRequired'), maxLength: t('dialog.trackingTooLong', { max: AdminTradeActionFormLimits.tracking.maxLength }) },
    },
    { maxLength: (p) => t('dialog.commentTooLong', { max: p.limit }) },
  );
  const form = useForm<Values>({
    defaultValues: { carrier: '', number: '', comment: '' },
    resolver: contractResolver({
      validate,
      toBody: (v: Values) => bodyOf(action, v),
      message,
      fieldFor: { tracking: 'number' },
      extra: (v) => ({
        ...(action === 'ship' && !v.carrier.trim() ? { carrier: t('dialog.carrierRequired') } : {}),
        ...(action === 'ship' && !v.number.trim() ? { number: t('dialog.numberRequired') } : {}),
        ...(needsReason && !v.comment.trim() ? { comment: t('dialog.reasonRequired') } : {}),
      }),
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const problems = form.formState.errors;

  const confirm = async (values: Values) => {
    setRefused(null);
    const result = await move.mutateAsync({ id: order.id, ...bodyOf(action, values) });
    if (!result.ok) {
      if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return setRefused(result.retmsg || t('common:unknownError'));
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('dialog.done'));
    onClose();
  };

  const field = (key: 'carrier' | 'number') => (
    <Field.Root invalid={Boolean(problems[key])} required ids={{ control: `order-${key}` }}>
      <Field.Label>{t(`dialog.${key}`)}</Field.Label>
      <Input maxLength={AdminTradeActionFormLimits.tracking.maxLength} {...form.register(key)} />
      <Field.ErrorText color="red.700">{problems[key]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t(`dialog.title.${action}`, { id: order.id })}
      confirmLabel={t(`action.${action}`)}
      danger={needsReason}
      busy={move.isPending}
      onConfirm={() => void form.handleSubmit(confirm)()}
      refused={refused}
    >
      <Text>{t(`dialog.text.${action}`, { gift: order.rewardName, num: order.num, name: order.user.nickname })}</Text>
      {REFUNDS.includes(action) && (
        <Text fontWeight="medium" color="orange.800">
          {t('dialog.refund', { coins: order.cost })}
        </Text>
      )}
      {action === 'ship' && field('carrier')}
      {action === 'ship' && field('number')}
      <Field.Root invalid={Boolean(problems.comment)} required={needsReason} ids={{ control: 'order-comment' }}>
        <Field.Label>{t(needsReason ? 'dialog.reason' : 'dialog.comment')}</Field.Label>
        <Textarea rows={3} {...form.register('comment')} />
        <Field.HelperText>{t('dialog.commentHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.comment?.message}</Field.ErrorText>
      </Field.Root>
    </ConfirmActionDialog>
  );
}
