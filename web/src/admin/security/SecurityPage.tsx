// The staff member's own sign-in security (/security): two-factor sign-in on or off, recovery codes,
// the same section researchers have in their personal centre (staff are sent from the public site to
// the console, so they keep theirs here). Every role has it: it is one's own account.
import { useTranslation } from 'react-i18next';
import { SecondFactorSection } from '../../components/auth/SecondFactorSection';
import { ConsolePage } from '../components/ConsolePage';

export function SecurityPage() {
  const { t } = useTranslation('admin');
  return (
    <ConsolePage title={t('nav.security')}>
      <SecondFactorSection />
    </ConsolePage>
  );
}
