// Changing the sign-in email: the new address is checked with the contract's sendEmailChangeCode and
// changeEmail bodies (generated validators), and with the 'mail' shape of docs/rules.md#validation, which the
// schema's `format: email` does not enforce in the browser (no format checks are compiled).
import { useTranslation } from 'react-i18next';
import { CodeVerifyDialog } from '../../components/auth/CodeVerifyDialog';
import { MAIL_PATTERN } from '../../lib/rules';
import { changeEmailBodyLimits } from '@generated/limits';
import { validate as validateChange } from '@generated/validators/changeEmailBody';
import { validate as validateSend } from '@generated/validators/sendEmailChangeCodeBody';
import { useChangeEmail, useSendEmailCode } from './api';

export function EmailChangeDialog({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('verify');
  const sendEmailCode = useSendEmailCode();
  const changeEmail = useChangeEmail();
  return (
    <CodeVerifyDialog
      open={open}
      onClose={onClose}
      title={t('emailTitle')}
      hint={t('emailHint')}
      targetLabel={t('email')}
      targetType="email"
      targetField="email"
      validateSend={validateSend}
      validateConfirm={validateChange}
      targetTexts={{ required: t('emailRequired'), maxLength: t('emailFormat') }}
      targetRule={(email) => (email === '' || MAIL_PATTERN.test(email) ? null : t('emailFormat'))}
      targetMaxLength={changeEmailBodyLimits.email.maxLength}
      send={(email) => sendEmailCode.mutateAsync(email)}
      confirm={(email, code) => changeEmail.mutateAsync({ email, code })}
      onDone={onChanged}
    />
  );
}
