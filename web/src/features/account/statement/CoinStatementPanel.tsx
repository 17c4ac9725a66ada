// The monthly coin statement (docs/ledger.md): pick a month, read its balances, earnings, spending and
// ranking score, see the browser's own check of the records' hash chain, and download the CSV with
// the portal's signature of it, to recompute or to show anyone.
import { useEffect, useMemo, useState } from 'react';
import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { lastMonths } from '@common/contract-time';
import { Async } from '../../../components/feedback/StateBlocks';
import { useCoinStatement } from '../api';
import { checkStatementChain, type ChainVerdict } from './chainCheck';
import { RankCheck } from './RankCheck';

const MONTHS = 12;

function useObjectUrl(content: string | undefined, type: string): string | undefined {
  const url = useMemo(() => (content === undefined ? undefined : URL.createObjectURL(new Blob([content], { type }))), [content, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

export function CoinStatementPanel({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('account');
  const months = useMemo(() => lastMonths(now, MONTHS).reverse(), [now]);
  const [month, setMonth] = useState(months[0]!.key);
  const statement = useCoinStatement(month);
  const [verdict, setVerdict] = useState<ChainVerdict | null>(null);
  const data = statement.data;
  useEffect(() => {
    setVerdict(null);
    if (!data) return;
    let live = true;
    void checkStatementChain(data.userId, data.records).then((v) => live && setVerdict(v));
    return () => {
      live = false;
    };
  }, [data]);
  const csvUrl = useObjectUrl(data?.csv, 'text/csv;charset=utf-8');
  const signature = data ? JSON.stringify({ file: `coin-statement-${data.month}.csv`, ...data.signature }, null, 2) : undefined;
  const signatureUrl = useObjectUrl(signature, 'application/json');

  return (
    <Stack as="section" aria-labelledby="statement-title" gap="3" mt="8">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text as="h2" id="statement-title" fontSize="lg" fontWeight="bold">
          {t('statement.title')}
        </Text>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field aria-label={t('statement.month')} value={month} onChange={(e) => setMonth(e.currentTarget.value)}>
            {months.map((m) => (
              <option key={m.key} value={m.key}>
                {m.key}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('statement.hint')}
      </Text>
      <Async state={statement}>
        {(s) => (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
              <Figure label={t('statement.opening')} value={s.openingBalance} />
              <Figure label={t('statement.closing')} value={s.closingBalance} />
              <Figure label={t('statement.earned')} value={s.earned} />
              <Figure label={t('statement.spent')} value={s.spent} />
              <Figure label={t('statement.score')} value={s.monthScore} />
            </SimpleGrid>
            <Text fontSize="sm" role="status" color={verdict && !verdict.ok ? 'red.700' : 'green.800'}>
              {verdict === null ? t('statement.checking') : verdict.ok ? t('statement.chainOk', { count: verdict.count }) : t('statement.chainBad', { seq: verdict.seq })}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <a href={csvUrl} download={`coin-statement-${s.month}.csv`}>
                  {t('statement.downloadCsv')}
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={signatureUrl} download={`coin-statement-${s.month}.sig.json`}>
                  {t('statement.downloadSignature')}
                </a>
              </Button>
            </HStack>
            <RankCheck statement={s} />
          </Stack>
        )}
      </Async>
    </Stack>
  );
}
