// Binding a phone (docs/rules.md#team-and-profile: a 6-digit code). Used by the personal-info page and
// by the report form, whose submission continues once the phone is bound (docs/rules.md#states-and-transitions, 4005).
// The number and the code are checked with the contract's sendPhoneCode and bindPhone bodies.
import { useTranslation } from 'react-i18next';
import { validate as validateBind } from '@generated/validators/bindPhoneBody';
import { validate as validateSend } from '@generated/validators/sendPhoneCodeBody';
import { useBindPhone, useSendPhoneCode } from '../api';
import { CodeVerifyDialog } from './CodeVerifyDialog';

/** `reason`: why the binding was asked for (a refused submission's message and code), shown above the hint. */
export function PhoneBindDialog({
  open,
  onClose,
  onBound,
  initialPhone,
  reason,
}: {
  open: boolean;
  onClose: () => void;
  onBound: (maskedPhone: string) => void;
  initialPhone?: string;
  reason?: string;
}) {
  const { t } = useTranslation('verify');
  const sendCode = useSendPhoneCode();
  const bind = useBindPhone();
  return (
    <CodeVerifyDialog
      open={open}
      onClose={onClose}
      title={t('phoneTitle')}
      hint={reason ? `${reason}\n${t('phoneHint')}` : t('phoneHint')}
      targetLabel={t('phone')}
      targetPlaceholder="+8613812345678"
      targetType="tel"
      initialTarget={initialPhone}
      targetField="phone"
      validateSend={validateSend}
      validateConfirm={validateBind}
      targetTexts={{ required: t('phoneRequired'), pattern: t('phoneFormat') }}
      send={(phone) => sendCode.mutateAsync(phone)}
      confirm={(phone, code) => bind.mutateAsync({ phone, code })}
      onDone={(data) => onBound(data.phone)}
    />
  );
}
