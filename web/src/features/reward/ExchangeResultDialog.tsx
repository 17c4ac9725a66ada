// The outcome of an exchange: 'exchanged N items for C coins, processed soon' (cash adds the
// real-name warning), or 'exchange failed' with the message and '(error code: N)'; a refusal for
// want of real-name verification (2004) links to the verification page.
import { Button, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { AppLink } from '../../components/AppLink';
import { Retcode } from '@generated/enums';
import type { ExchangeOutcome } from './exchangeOutcome';

export function ExchangeResultDialog({ outcome, onClose }: { outcome: ExchangeOutcome | null; onClose: () => void }) {
  const { t } = useTranslation('reward');
  return (
    <AppDialog
      open={outcome !== null}
      onClose={onClose}
      role={outcome?.ok ? 'dialog' : 'alertdialog'}
      title={outcome?.ok ? t('successTitle') : t('failureTitle')}
      footer={<Button onClick={onClose}>{t('common:ok')}</Button>}
    >
      {outcome?.ok && (
        <>
          <Text>{t('successText', { num: outcome.num, cost: outcome.cost })}</Text>
          {outcome.cash && (
            <Text mt="3" color="orange.700" fontSize="sm">
              {t('cashWarning')}
            </Text>
          )}
        </>
      )}
      {outcome && !outcome.ok && (
        <>
          <Text>{outcome.message || t('failureDefault')}</Text>
          <Text mt="2" color="fg.muted" fontSize="sm">
            {t('common:errorCode', { code: outcome.code })}
          </Text>
          {outcome.code === String(Retcode.RealNameRequired) && (
            // Not a dead end: the verification page is one step away.
            <Link asChild mt="3" display="inline-block" color="blue.700" fontWeight="semibold">
              <AppLink href="/user/infos/realname" onClick={onClose}>
                {t('realNameLink')}
              </AppLink>
            </Link>
          )}
        </>
      )}
    </AppDialog>
  );
}
