// One operation-log entry's body, the same on the researcher's report page and the staff review page:
// the action's label, its facts (level, coins and the difference, CVSS, reason, deadline, outcome …)
// and the staff note apart. An entry written before facts were kept has only its sentence.
import { Box, Code, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, BugLogActionLabels, FinishOutcomeLabels, IgnoreReasonLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';

export type LogDetails = components['schemas']['BugLogDetails'];
export interface LogEntry {
  action: components['schemas']['BugLogAction'];
  text: string;
  details: LogDetails;
  note: string | null;
}

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** The facts as short phrases of the page's language, in the order the server words them. */
export function useLogFacts(details: LogDetails): string[] {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const d = details;
  const facts: string[] = [];
  if (d.level !== undefined) facts.push(t('logEntry.level', { level: enumLabel(BugLevelLabels, lang, d.level) }));
  if (d.coins !== undefined) {
    facts.push(d.coinsDelta === undefined ? t('logEntry.coins', { coins: d.coins }) : t('logEntry.coinsWithDelta', { coins: d.coins, delta: signed(d.coinsDelta) }));
  } else if (d.coinsDelta !== undefined) facts.push(t('logEntry.coinsDelta', { delta: signed(d.coinsDelta) }));
  if (d.cvssScore !== undefined) facts.push(t('logEntry.cvss', { score: d.cvssScore }));
  if (d.ignoreReason !== undefined) facts.push(t('logEntry.reason', { reason: enumLabel(IgnoreReasonLabels, lang, d.ignoreReason) }));
  if (d.duplicateOf !== undefined)
    facts.push(d.duplicateSubmitTime ? t('logEntry.duplicateOfAt', { id: d.duplicateOf, time: d.duplicateSubmitTime }) : t('logEntry.duplicateOf', { id: d.duplicateOf }));
  if (d.recheckDue !== undefined) facts.push(t('logEntry.recheckDue', { due: d.recheckDue }));
  if (d.recheckRewardCoins) facts.push(t('logEntry.recheckReward', { coins: d.recheckRewardCoins }));
  if (d.qualityCoins !== undefined) facts.push(t('logEntry.qualityCoins', { coins: d.qualityCoins }));
  if (d.outcome !== undefined) facts.push(t('logEntry.outcome', { outcome: enumLabel(FinishOutcomeLabels, lang, d.outcome) }));
  if (d.assignee !== undefined) facts.push(t('logEntry.assignee', { name: d.assignee }));
  return facts;
}

export function LogEntryBody({ entry }: { entry: LogEntry }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const facts = useLogFacts(entry.details);
  if (facts.length === 0 && entry.note === null) return <Text fontSize="sm">{entry.text}</Text>;
  return (
    <Box fontSize="sm">
      <Text fontWeight="medium">{enumLabel(BugLogActionLabels, lang, entry.action)}</Text>
      {facts.length > 0 && (
        <HStack as="ul" aria-label={t('logEntry.facts')} listStyleType="none" gap="1" flexWrap="wrap" mt="1">
          {facts.map((fact) => (
            <Box as="li" key={fact} px="1.5" borderRadius="sm" bg="bg.muted" fontSize="xs">
              {fact}
            </Box>
          ))}
        </HStack>
      )}
      {entry.details.cvssVector !== undefined && (
        <Code size="sm" mt="1" wordBreak="break-all">
          {entry.details.cvssVector}
        </Code>
      )}
      {entry.note !== null && (
        <Text mt="1" color="fg.muted" whiteSpace="pre-wrap">
          {t('logEntry.note', { note: entry.note })}
        </Text>
      )}
    </Box>
  );
}
