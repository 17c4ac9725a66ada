// What the owner can do with a report: edit while unreviewed, urge the review (state codes 0–3 of
// docs/rules.md#states-and-transitions), answer the re-check (fixed / not fixed) while it awaits one
// and its deadline has not passed (docs/rules.md#re-check-deadline: its clock shows above), and
// resubmit it once when it finished as not fixed (ResubmitBug).
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatus, UrgeState, UrgeStateLabels, type RecheckAnswer } from '@generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { AppLink } from '../../components/AppLink';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useRecheckBug, useUrgeBug, useUrgeState } from './api';
import { ResubmitBug } from './ResubmitBug';

export function BugActions({ bugId, status, canResubmit, recheckExpired = false }: { bugId: number; status: BugStatus; canResubmit: boolean; recheckExpired?: boolean }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const urge = useUrgeState(bugId);
  const sendUrge = useUrgeBug(bugId);
  const sendRecheck = useRecheckBug(bugId);
  const [answer, setAnswer] = useState<RecheckAnswer | null>(null);
  // Urging makes the urge state stale: the refetched state (e.g. 'urged today') replaces it.
  const state = urge.data?.state ?? null;

  const doUrge = async () => {
    const result = await withLoading(sendUrge.mutateAsync());
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('actions.urged'));
  };

  const recheck = async (value: RecheckAnswer) => {
    setAnswer(null);
    const result = await withLoading(sendRecheck.mutateAsync(value));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(result.data.rewardCoins ? t('actions.recheckedReward', { count: result.data.rewardCoins }) : t('actions.rechecked'));
  };

  return (
    <HStack gap="2" wrap="wrap">
      {status === BugStatus.Unreviewed && (
        <Button asChild size="sm" variant="outline">
          <AppLink href={`/loophole/create?id=${bugId}`}>{t('actions.edit')}</AppLink>
        </Button>
      )}
      {state !== null && (
        <Button size="sm" variant="outline" disabled={state !== UrgeState.CanUrge} title={enumLabel(UrgeStateLabels, lang, state)} onClick={() => void doUrge()}>
          {state === UrgeState.CanUrge ? t('actions.urge') : enumLabel(UrgeStateLabels, lang, state)}
        </Button>
      )}
      {status === BugStatus.AwaitingRecheck && !recheckExpired && (
        <>
          <Text fontSize="sm" color="orange.700">
            {t('actions.recheckPrompt')}
          </Text>
          <Button size="sm" colorPalette="green" onClick={() => setAnswer('fixed')}>
            {t('actions.fixed')}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setAnswer('not-fixed')}>
            {t('actions.notFixed')}
          </Button>
        </>
      )}
      {canResubmit && <ResubmitBug bugId={bugId} />}
      <AppDialog
        open={answer !== null}
        onClose={() => setAnswer(null)}
        title={t('actions.recheckTitle')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setAnswer(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => answer && void recheck(answer)}>
              {t('common:ok')}
            </Button>
          </HStack>
        }
      >
        {answer === 'fixed' ? t('actions.confirmFixed') : t('actions.confirmNotFixed')}
      </AppDialog>
    </HStack>
  );
}
