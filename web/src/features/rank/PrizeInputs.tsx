// The monthly prize's published inputs under the month's researcher ranking (docs/ledger.md): the
// rule in words, every eligible place as the prize's ranking read it, and the signed document to
// download and check offline; a researcher checks his own place from his statement (linked).
import { useEffect, useMemo } from 'react';
import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { useMonthlyPrizeInputs } from './api';

function useObjectUrl(content: string | undefined, type: string): string | undefined {
  const url = useMemo(() => (content === undefined ? undefined : URL.createObjectURL(new Blob([content], { type }))), [content, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export function PrizeInputs({ month }: { month: string }) {
  const { t } = useTranslation('rank');
  const inputs = useMonthlyPrizeInputs(month);
  const publication = inputs.data?.publication ?? undefined;
  const documentUrl = useObjectUrl(publication?.document, 'application/json');
  const signature = publication ? JSON.stringify({ file: `monthly-prize-${month}.json`, ...publication.signature }, null, 2) : undefined;
  const signatureUrl = useObjectUrl(signature, 'application/json');

  return (
    <Stack as="section" aria-labelledby="prize-inputs-title" gap="3" mt="8">
      <Text as="h2" id="prize-inputs-title" fontSize="lg" fontWeight="bold">
        {t('prizeInputs.title', { month })}
      </Text>
      <Async state={inputs} isEmpty={(d) => d.publication === null} emptyText={t('prizeInputs.notPublished')}>
        {({ publication: p }) => (
          <Stack gap="3">
            <Text fontSize="sm">{p!.ruleText}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('prizeInputs.summary', { awardedAt: p!.awardedAt, eligible: p!.eligible, listed: p!.places.length })}
            </Text>
            {p!.places.length > 0 && (
              <TableScroll>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader width="16">{t('prizeInputs.place')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('columns.nickname')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('prizeInputs.score')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('prizeInputs.reachedAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('prizeInputs.userId')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('prizeInputs.prize')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {p!.places.map((place) => (
                      <Table.Row key={place.userId}>
                        <Table.Cell fontWeight="bold">{place.place}</Table.Cell>
                        <Table.Cell>{place.nickname}</Table.Cell>
                        <Table.Cell textAlign="end">{place.score}</Table.Cell>
                        <Table.Cell>{place.reachedAt}</Table.Cell>
                        <Table.Cell textAlign="end">{place.userId}</Table.Cell>
                        <Table.Cell textAlign="end">{place.prize}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScroll>
            )}
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" variant="outline">
                <a href={documentUrl} download={`monthly-prize-${month}.json`}>
                  {t('prizeInputs.downloadDocument')}
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={signatureUrl} download={`monthly-prize-${month}.sig.json`}>
                  {t('prizeInputs.downloadSignature')}
                </a>
              </Button>
            </HStack>
          </Stack>
        )}
      </Async>
      <Link asChild fontSize="sm" color="blue.700">
        <AppLink href="/user/currency">{t('prizeInputs.checkMine')}</AppLink>
      </Link>
    </Stack>
  );
}
