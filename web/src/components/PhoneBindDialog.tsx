// Binding a phone (docs/rules.md#team-and-profile: a 6-digit code). Used by the personal-info page and
// by the report form, whose submission continues once the phone is bound (docs/rules.md#states-and-transitions, 4005).
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_TEL_PATTERN } from '../lib/rules';
import { useBindPhone, useSendPhoneCode } from './api';
import { CodeVerifyDialog } from './CodeVerifyDialog';

export function PhoneBindDialog({ open, onClose, onBound, initialPhone }: { open: boolean; onClose: () => void; onBound: (maskedPhone: string) => void; initialPhone?: string }) {
  const { t } = useTranslation('verify');
  const sendCode = useSendPhoneCode();
  const bind = useBindPhone();
  return (
    <CodeVerifyDialog
      open={open}
      onClose={onClose}
      title={t('phoneTitle')}
      hint={t('phoneHint')}
      targetLabel={t('phone')}
      targetPlaceholder="+8613812345678"
      targetType="tel"
      initialTarget={initialPhone}
      checkTarget={(phone) => (phone === '' ? t('phoneRequired') : INTERNATIONAL_TEL_PATTERN.test(phone) ? null : t('phoneFormat'))}
      send={(phone) => sendCode.mutateAsync(phone)}
      confirm={(phone, code) => bind.mutateAsync({ phone, code })}
      onDone={(data) => onBound(data.phone)}
    />
  );
}
