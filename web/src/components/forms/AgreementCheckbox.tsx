import { memo } from 'react';
// The agreement tick of the report form and the message board: 'I have read and agree to' the
// regulation document the server names (getRegulation), opened in a new tab.
import { Checkbox, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRegulation } from '../api';

export const AgreementCheckbox = memo(function AgreementCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('verify');
  const regulation = useRegulation();
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        {t('agree')}{' '}
        {regulation.data ? (
          <Link href={regulation.data.regulation.url} target="_blank" rel="noopener noreferrer" color="blue.700" onClick={(e) => e.stopPropagation()}>
            {t('agreementName', { name: regulation.data.regulation.filename })}
          </Link>
        ) : (
          t('agreementFallback')
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
});
