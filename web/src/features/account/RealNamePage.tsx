// Real-name verification (/user/infos/realname, under personal info): the state of the latest
// request with the name and number masked as the server answers them, and the form when a request
// may be sent (never sent, or refused — the reason shown above it). Cash gifts need it (2004).
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { RealNameState, RealNameStateLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useRealName } from './api';
import { RealNameForm } from './RealNameForm';
import { useLanguage } from '../../lib/language/useLanguage';

type Status = components['schemas']['CenterRealNameStatus'];
const COLOR: Record<RealNameState, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };

function Line({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <HStack gap="4" wrap="wrap">
      <Text w="32" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text>{value}</Text>
    </HStack>
  );
}

function StatusBlock({ status }: { status: Status }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  return (
    <Stack gap="3" data-testid="realname-status">
      <HStack>
        <Badge colorPalette={COLOR[status.state]} size="lg">
          {enumLabel(RealNameStateLabels, lang, status.state)}
        </Badge>
      </HStack>
      <Text>{t(`realName.explain.${status.state}`)}</Text>
      {status.state === RealNameState.Refused && status.reason && (
        <Text role="note" color="red.700">
          {t('realName.reason', { reason: status.reason })}
        </Text>
      )}
      <Line label={t('realName.name')} value={status.name} />
      <Line label={t('realName.idNumber')} value={status.idNumber} />
      <Line label={t('realName.submitTime')} value={status.submitTime} />
      <Line label={t('realName.reviewTime')} value={status.reviewTime} />
    </Stack>
  );
}

export function RealNamePage() {
  const { t } = useTranslation('account');
  const status = useRealName();
  return (
    <Panel>
      <HStack justify="space-between" mb="4" wrap="wrap">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('realName.title')}
        </Text>
        <Link asChild fontSize="sm" color="blue.700">
          <AppLink href="/user/infos">{t('realName.back')}</AppLink>
        </Link>
      </HStack>
      <Async state={status}>
        {(data) => (
          <Stack gap="6">
            <StatusBlock status={data} />
            {(data.state === RealNameState.None || data.state === RealNameState.Refused) && <RealNameForm />}
          </Stack>
        )}
      </Async>
    </Panel>
  );
}
