// The ledger's chain check (contract checkLedger, docs/ledger.md): on request, every record's hash,
// each account's chain and each balance are checked; the card says the ledger is whole or lists
// what is wrong, each account linked to its user page.
import { useState } from 'react';
import { Button, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LedgerProblemKindLabels } from '@generated/enums';
import { AppLink } from '@web/components/AppLink';
import { enumLabel } from '@web/lib/language/enumLabel';
import { useLanguage } from '@web/lib/language/useLanguage';
import { Async } from '@web/components/feedback/StateBlocks';
import { ConsoleCard } from '../components/ConsolePage';
import { useLedgerCheck } from './api';

export function LedgerCheckCard() {
  const { t } = useTranslation('adminPeople');
  const lang = useLanguage();
  const [asked, setAsked] = useState(false);
  const check = useLedgerCheck(asked);
  return (
    <ConsoleCard title={t('ledger.title')}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('ledger.intro')}
      </Text>
      <Button size="sm" colorPalette="blue" loading={check.isFetching} onClick={() => (asked ? void check.refetch() : setAsked(true))}>
        {t(asked ? 'ledger.again' : 'ledger.run')}
      </Button>
      {asked && (
        <Async state={check}>
          {(result) => (
            <>
              <Text role="status" mt="3" fontWeight="semibold" color={result.ok ? 'green.800' : 'red.700'}>
                {result.ok
                  ? t('ledger.whole', { records: result.records, accounts: result.accounts, time: result.checkedTime })
                  : t('ledger.broken', { count: result.problems.length, records: result.records, time: result.checkedTime })}
              </Text>
              {!result.ok && (
                <Table.Root size="sm" mt="2">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('ledger.account')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('ledger.record')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('ledger.problem')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {result.problems.map((p) => (
                      <Table.Row key={`${p.userId}-${p.recordId ?? 'balance'}-${p.kind}`}>
                        <Table.Cell>
                          <AppLink href={`/users?keyword=${p.userId}`}>#{p.userId}</AppLink>
                        </Table.Cell>
                        <Table.Cell>{p.recordId === null ? '—' : t('ledger.recordAt', { id: p.recordId, seq: p.seq })}</Table.Cell>
                        <Table.Cell>{enumLabel(LedgerProblemKindLabels, lang, p.kind)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </>
          )}
        </Async>
      )}
    </ConsoleCard>
  );
}
