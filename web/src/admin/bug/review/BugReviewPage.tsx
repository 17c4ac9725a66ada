// Report review (/bugs/:id): the report as written, the allowed moves, its clocks (SLA, re-check,
// regulator), the thread with the staff reply box, and the operation log. A member whose roles may
// not move the report (a viewer) reads the same page without the moves, the assignment buttons or the
// reply box. It is live: who else has it open shows at the top, and another member's change refetches
// the report, thread and log (liveBugs.ts).
import { Badge, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../../components/AppLink';
import { Async } from '../../../components/feedback/StateBlocks';
import type { PageParams } from '../../../lib/appRoute';
import { enumLabel } from '../../../lib/language/enumLabel';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useAdminBug, useLevelCoinRanges } from '../api';
import { AllowedActionsBar } from './AllowedActionsBar';
import { BugAssignment } from './BugAssignment';
import { BugPresence } from './BugPresence';
import { BugInfoRequest } from './BugInfoRequest';
import { CveDraftButton } from './CveDraftButton';
import { BugClocks } from './BugClocks';
import { BugReportBody, BugReportFields } from './BugReportFields';
import { BugReviewLog } from './BugReviewLog';
import { SimilarBugs } from './SimilarBugs';
import { BugReviewThread } from './BugReviewThread';
import { STATUS_COLOR } from '../bugStatusColor';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useStaffCan } from '../../components/useStaffCan';

function BugReview({ id }: { id: number }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const bug = useAdminBug(id);
  const canAct = useStaffCan()('POST /v2/admin/api/bug/{id}/action');
  // Read now, so the rating dialog opens with the configured base-coin ranges already at hand.
  useLevelCoinRanges();
  return (
    <Async state={bug}>
      {({ bug: data }) => (
        <ConsolePage
          title={
            <>
              <Text as="span" color="fg.muted" me="2">
                #{data.id}
              </Text>
              {data.name}
            </>
          }
          actions={
            <Badge colorPalette={STATUS_COLOR[data.status]} size="lg">
              {data.statusText || enumLabel(BugStatusLabels, lang, data.status)}
            </Badge>
          }
        >
          <ConsoleCard title={t(canAct ? 'actions.title' : 'actions.handling')}>
            <Stack gap="3">
              <BugPresence bugId={data.id} />
              {canAct && <AllowedActionsBar bug={data} />}
              <BugAssignment bug={data} />
              <BugInfoRequest bug={data} />
              <CveDraftButton bug={data} />
              {data.closure && (
                <Text fontSize="sm" bg="gray.100" borderRadius="md" p="2">
                  {t('ignore.closed', { reason: data.closure.reasonText })}
                  {data.closure.duplicateOf && (
                    <>
                      {' '}
                      <AppLink href={`/bugs/${data.closure.duplicateOf.id}`}>{t('ignore.duplicateOf', { id: data.closure.duplicateOf.id })}</AppLink>
                    </>
                  )}
                  {data.closure.note && ` — ${data.closure.note}`}
                </Text>
              )}
            </Stack>
          </ConsoleCard>
          <BugClocks bug={data} />
          <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="4" alignItems="start">
            <Stack gap="0">
              <ConsoleCard title={t('detail.title')}>
                <BugReportFields bug={data} />
              </ConsoleCard>
              <ConsoleCard title={t('detail.description')}>
                <BugReportBody bug={data} />
              </ConsoleCard>
            </Stack>
            <Stack gap="0">
              <ConsoleCard title={t('thread.title')}>
                <BugReviewThread bugId={data.id} reportLanguage={data.language} />
              </ConsoleCard>
              <ConsoleCard title={t('similar.title')}>
                <SimilarBugs bugId={data.id} />
              </ConsoleCard>
              <ConsoleCard title={t('log.title')}>
                <BugReviewLog bugId={data.id} />
              </ConsoleCard>
            </Stack>
          </Grid>
        </ConsolePage>
      )}
    </Async>
  );
}

export function BugReviewPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('adminBugs');
  const id = Number(params.id);
  return (
    <Stack gap="3">
      <HStack>
        <AppLink href="/bugs">← {t('detail.back')}</AppLink>
      </HStack>
      {Number.isInteger(id) && id > 0 ? <BugReview id={id} /> : <Text>{t('detail.notFound')}</Text>}
    </Stack>
  );
}
