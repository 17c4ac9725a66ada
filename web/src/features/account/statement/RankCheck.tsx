// The statement's second check: the researcher's monthly-prize place, recomputed here from his
// records and the prize's published inputs (rankCheck.ts), with every disagreement spelled out.
import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/AppLink';
import { Async } from '../../../components/feedback/StateBlocks';
import { useMonthlyPrizeInputs } from '../api';
import { checkRank, type RankProblem } from './rankCheck';

interface Props {
  statement: { month: string; userId: number; records: { amount: number; earned: boolean; reason: number | null }[] };
}

function useProblemText() {
  const { t } = useTranslation('account');
  return (p: RankProblem) =>
    p.kind === 'order' ? t('rankCheck.problem.order', { place: p.place }) : p.kind === 'missing' ? t('rankCheck.problem.missing') : t(`rankCheck.problem.${p.kind}`, p);
}

export function RankCheck({ statement }: Props) {
  const { t } = useTranslation('account');
  const problemText = useProblemText();
  const inputs = useMonthlyPrizeInputs(statement.month);
  return (
    <Stack as="section" aria-labelledby="rank-check-title" gap="2" mt="2">
      <Text as="h3" id="rank-check-title" fontWeight="semibold">
        {t('rankCheck.title')}
      </Text>
      <Async state={inputs} isEmpty={(d) => d.publication === null} emptyText={t('rankCheck.notPublished')}>
        {({ publication }) => {
          const v = checkRank(statement.userId, statement.records, publication!);
          const summary =
            v.standing === 'placed'
              ? t('rankCheck.placed', { score: v.score, place: v.place, of: v.of })
              : v.standing === 'beyond'
                ? t('rankCheck.beyond', { score: v.score, listed: publication!.places.length, of: v.of })
                : t('rankCheck.out', { score: v.score, minimum: publication!.minimum });
          return (
            <Stack gap="1" fontSize="sm" aria-live="polite">
              <Text>{summary}</Text>
              {v.above.length > 0 && <Text color="fg.muted">{t('rankCheck.above', { totals: v.above.join(t('rankCheck.separator')) })}</Text>}
              {v.problems.length === 0 ? (
                <Text color="green.800">{t('rankCheck.agrees')}</Text>
              ) : (
                <Stack gap="0" color="red.700" role="alert">
                  <Text fontWeight="semibold">{t('rankCheck.disagrees')}</Text>
                  {v.problems.map((p, i) => (
                    <Text key={i}>{problemText(p)}</Text>
                  ))}
                </Stack>
              )}
            </Stack>
          );
        }}
      </Async>
      <Link asChild fontSize="sm" color="blue.700">
        <AppLink href="/rank">{t('rankCheck.toRank')}</AppLink>
      </Link>
    </Stack>
  );
}
