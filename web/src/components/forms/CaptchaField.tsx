// The graphic captcha of the report form and the message board (docs/rules.md#validation): 4 characters, checked
// with the server as soon as 4 are typed; a wrong answer shows 'Captcha is wrong, please refill',
// clears the field and draws a new image. Clicking the image draws a new one. The parent bumps
// `refreshKey` to draw a new image (e.g. after a 1004 answer to a submission).
import { useEffect, useState, memo } from 'react';
import { Button, Field, HStack, Image, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifyError } from '../../lib/notify';
import { useCheckCaptcha } from '../api';

export const CAPTCHA_LENGTH = 4;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  refreshKey?: number;
  id?: string;
}

export const CaptchaField = memo(function CaptchaField({ value, onChange, error, refreshKey = 0, id = 'captcha' }: CaptchaFieldProps) {
  const { t } = useTranslation('verify');
  const lang = useLanguage();
  const [nonce, setNonce] = useState(0);
  const check = useCheckCaptcha();
  const redraw = () => setNonce((n) => n + 1);
  useEffect(() => {
    if (refreshKey > 0) setNonce((n) => n + 1);
  }, [refreshKey]);

  const change = async (next: string) => {
    const clean = next.replace(/[^A-Za-z0-9]/g, '').slice(0, CAPTCHA_LENGTH);
    onChange(clean);
    if (clean.length !== CAPTCHA_LENGTH) return;
    const result = await check.mutateAsync(clean);
    if (result.ok && !result.data.result) {
      notifyError(t('captchaWrong'));
      onChange('');
      redraw();
    }
  };

  return (
    <Field.Root invalid={Boolean(error)} required ids={{ control: id }}>
      <Field.Label>{t('captcha')}</Field.Label>
      <HStack>
        <Input value={value} maxLength={CAPTCHA_LENGTH} autoComplete="off" placeholder={t('captchaPlaceholder')} width="40" onChange={(e) => void change(e.currentTarget.value)} />
        <Button variant="plain" p="0" h="10" onClick={redraw} aria-label={t('captchaRefresh')} title={t('captchaRefresh')}>
          <Image src={`/v2/api/captcha/graph?language=${lang}&n=${nonce}`} alt={t('captchaImage')} h="10" w="28" borderWidth="1px" borderRadius="md" />
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
