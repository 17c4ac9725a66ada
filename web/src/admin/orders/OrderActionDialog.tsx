// One fulfilment move on an order, confirmed: shipping asks for the carrier and the tracking number
// (sent together as `tracking`), closing, rejecting and a failed payout ask for a reason (the
// researcher's notice carries it), and closing or rejecting says the coins go back through the ledger.
import { useState } from 'react';
import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TradeAction } from '../../../../generated/enums';
import type { components } from '../../../../generated/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useOrderMove } from './api';
import { Retcode } from '../../../../generated/enums';

type Order = components['schemas']['AdminTradeItem'];

// Limits of AdminTradeActionForm in the contract.
const TRACKING_MAX = 100;
const COMMENT_MAX = 500;
const NEEDS_REASON: readonly TradeAction[] = ['close', 'reject', 'cash-failed'];
const REFUNDS: readonly TradeAction[] = ['close', 'reject'];

type Problems = Partial<Record<'carrier' | 'number' | 'comment' | 'form', string>>;

export function OrderActionDialog({ order, action, onClose }: { order: Order; action: TradeAction; onClose: () => void }) {
  const { t } = useTranslation('adminOrders');
  const move = useOrderMove();
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const needsReason = NEEDS_REASON.includes(action);

  const check = (): Problems => {
    const found: Problems = {};
    if (action === 'ship') {
      if (!carrier.trim()) found.carrier = t('dialog.carrierRequired');
      if (!number.trim()) found.number = t('dialog.numberRequired');
      else if ([...`${carrier.trim()} ${number.trim()}`].length > TRACKING_MAX) found.number = t('dialog.trackingTooLong', { max: TRACKING_MAX });
    }
    if (needsReason && !comment.trim()) found.comment = t('dialog.reasonRequired');
    else if ([...comment.trim()].length > COMMENT_MAX) found.comment = t('dialog.commentTooLong', { max: COMMENT_MAX });
    return found;
  };

  const confirm = async () => {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await move.mutateAsync({
      id: order.id,
      action,
      ...(action === 'ship' ? { tracking: `${carrier.trim()} ${number.trim()}` } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (!result.ok) {
      if (result.retcode === Retcode.InvalidField || result.retcode === Retcode.StateNotAllowed) return setProblems({ form: result.retmsg || t('common:unknownError') });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('dialog.done'));
    onClose();
  };

  const field = (key: 'carrier' | 'number', value: string, set: (v: string) => void) => (
    <Field.Root invalid={Boolean(problems[key])} required ids={{ control: `order-${key}` }}>
      <Field.Label>{t(`dialog.${key}`)}</Field.Label>
      <Input value={value} maxLength={TRACKING_MAX} onChange={(e) => set(e.currentTarget.value)} />
      <Field.ErrorText color="red.700">{problems[key]}</Field.ErrorText>
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
      onConfirm={() => void confirm()}
    >
      <Text>{t(`dialog.text.${action}`, { gift: order.rewardName, num: order.num, name: order.user.nickname })}</Text>
      {REFUNDS.includes(action) && (
        <Text fontWeight="medium" color="orange.800">
          {t('dialog.refund', { coins: order.cost })}
        </Text>
      )}
      {action === 'ship' && field('carrier', carrier, setCarrier)}
      {action === 'ship' && field('number', number, setNumber)}
      <Field.Root invalid={Boolean(problems.comment)} required={needsReason} ids={{ control: 'order-comment' }}>
        <Field.Label>{t(needsReason ? 'dialog.reason' : 'dialog.comment')}</Field.Label>
        <Textarea value={comment} rows={3} onChange={(e) => setComment(e.currentTarget.value)} />
        <Field.HelperText>{t('dialog.commentHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problems.comment}</Field.ErrorText>
      </Field.Root>
      {problems.form && (
        <Text role="alert" color="red.700">
          {problems.form}
        </Text>
      )}
    </ConfirmActionDialog>
  );
}
