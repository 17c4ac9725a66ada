// The warning 30 days before the published security.txt expires (its Expires cannot outrun the
// signing key's expiry): a renewed key is what staff must arrange. Silent while loading, on a failed
// read and when nothing is due: the dashboard's own figures matter more than this secondary read.
import { Alert, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '../../lib/query';

export function SecurityTxtWarning() {
  const { t } = useTranslation('adminDashboard');
  const status = $api.useQuery('get', '/v2/admin/api/security-txt');
  const data = status.data;
  if (!data?.expiresSoon) return null;
  return (
    <Alert.Root status="warning" mb="4" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('securityTxt.title', { time: data.expiresTime })}</Alert.Title>
        <Alert.Description>
          {t(data.signed ? 'securityTxt.signed' : 'securityTxt.unsigned')}{' '}
          <Link href={data.url} target="_blank" rel="noreferrer" color="blue.700">
            {data.url}
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
