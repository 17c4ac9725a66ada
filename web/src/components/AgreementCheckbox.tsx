// The agreement tick of the report form and the message board: 'I have read and agree to' the
// regulation document the server names (getRegulation), opened in a new tab.
import { Checkbox, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { call } from '../lib/api';
import { api } from '../lib/apiClient';
import { useApi } from '../lib/useApi';

export function AgreementCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('verify');
  const regulation = useApi('regulation', () => call(() => api.GET('/v2/api/config/regulation')));
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        {t('agree')}{' '}
        {regulation.status === 'ok' ? (
          <Link href={regulation.data.regulation.url} target="_blank" rel="noopener noreferrer" color="blue.700" onClick={(e) => e.stopPropagation()}>
            {t('agreementName', { name: regulation.data.regulation.filename })}
          </Link>
        ) : (
          t('agreementFallback')
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
