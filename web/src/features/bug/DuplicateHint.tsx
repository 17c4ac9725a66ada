// The duplicate hint under the report form's title and address (docs/rules.md#duplicate-hint): as the
// researcher types (debounced), up to 5 items like the report — public disclosures, the known issues
// and accepted risks staff list, the researcher's own reports (id, date and state only). Advice only:
// it never blocks submitting, and a failed or refused ask (a rate limit, say) shows a quiet line.
import { useEffect, useState } from 'react';
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugHintKind, BugHintKindLabels, BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { useSignedInUser } from '../../lib/session/session';
import { countChars } from '@common/text-count';
import { HINT_DEBOUNCE_MS, useBugHints } from './api';
import { STATUS_COLOR } from './bugStatus';

/** A string once it has stopped changing for `ms` (a string: an object would be new every render). */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const KIND_COLOR: Record<BugHintKind, string> = { disclosure: 'green', known: 'blue', acceptedRisk: 'orange', ownReport: 'purple' };
const hrefOf = (kind: BugHintKind, id: number) => (kind === BugHintKind.Disclosure ? `/disclosure/${id}` : kind === BugHintKind.OwnReport ? `/user/bug/${id}` : null);

export function DuplicateHint({ title, link, bugId }: { title: string; link: string; bugId: number | null }) {
  const { t } = useTranslation('bugForm');
  const lang = useLanguage();
  const signedIn = useSignedInUser() !== null;
  const settledTitle = useDebounced(title.trim(), HINT_DEBOUNCE_MS);
  const settledLink = useDebounced(link.trim(), HINT_DEBOUNCE_MS);
  const query = { title: settledTitle, link: settledLink, ...(bugId === null ? {} : { bugId }) };
  const enabled = signedIn && countChars(query.title) >= 2;
  const hints = useBugHints(query, enabled);
  if (!enabled) return null;
  if (hints.status === 'error')
    return (
      <Text fontSize="xs" color="fg.muted">
        {t('hint.failed')}
      </Text>
    );
  if (hints.status === 'pending')
    return (
      <Text fontSize="xs" color="fg.muted" aria-live="polite">
        {t('hint.loading')}
      </Text>
    );
  const items = hints.data.hints;
  if (items.length === 0) return null;
  return (
    <Box role="region" aria-label={t('hint.title')} borderWidth="1px" borderColor="orange.200" bg="orange.50" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="medium">
        {t('hint.title')}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('hint.advice')}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none">
        {items.map((h) => {
          const href = hrefOf(h.kind, h.id);
          const name = h.title ?? t('hint.ownReport', { id: h.id });
          return (
            <Box as="li" key={`${h.kind}-${h.id}`} fontSize="sm">
              <HStack gap="2" align="baseline" flexWrap="wrap">
                <Badge size="sm" colorPalette={KIND_COLOR[h.kind]}>
                  {enumLabel(BugHintKindLabels, lang, h.kind)}
                </Badge>
                {href ? (
                  <AppLink href={href} target="_blank" rel="noopener">
                    {name}
                  </AppLink>
                ) : (
                  <Text as="span">{name}</Text>
                )}
                {h.status !== null && (
                  <Badge size="xs" colorPalette={STATUS_COLOR[h.status]}>
                    {enumLabel(BugStatusLabels, lang, h.status)}
                  </Badge>
                )}
                <Text as="span" fontSize="xs" color="fg.muted">
                  {h.time.slice(0, 10)} · {t('hint.score', { score: Math.round(h.score * 100) })}
                </Text>
              </HStack>
              {h.note && (
                <Text fontSize="xs" color="fg.muted" ms="1">
                  {h.note}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
