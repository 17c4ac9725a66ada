// The regulator clock of a report (docs/rules.md#regulator-clock), beside the other clocks of the
// review page: whether staff marked it as a product vulnerability, and for one that is, the due time
// with the time left or overdue, or when it was reported and the reference. Owners and triagers mark
// it, clear the mark and record the report; anyone who reads the console downloads the national
// platform's form prefilled. The server sends no clock while the setting is off: nothing shows.
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RegulatorClockState, RegulatorClockStateLabels } from '@generated/enums';
import { call } from '../../../lib/api';
import { api } from '../../../lib/apiClient';
import { notifySuccess } from '../../../lib/notify';
import { saveFile } from '../../../lib/saveFile';
import { showFailure, withLoading } from '../../../lib/ui';
import { useEnumLabel } from '../../components/useEnumLabel';
import { useStaffCan } from '../../components/useStaffCan';
import { useSetProductVulnerability, type AdminBug, type RegulatorClock } from '../api';
import { RegulatorReportDialog } from './RegulatorReportDialog';
import { regulatorFormText } from './regulatorForm';

const COLOR: Record<RegulatorClockState, string> = {
  'not-marked': 'gray',
  'awaiting-confirmation': 'gray',
  running: 'orange',
  overdue: 'red',
  reported: 'green',
  'reported-late': 'yellow',
};

const span = (minutes: number) => ({ hours: Math.floor(Math.abs(minutes) / 60), minutes: Math.abs(minutes) % 60 });

function ClockLine({ clock }: { clock: RegulatorClock }) {
  const { t } = useTranslation('adminBugs');
  if (clock.state === RegulatorClockState.AwaitingConfirmation) return <Text fontSize="sm">{t('regulator.waiting', { hours: clock.hours })}</Text>;
  return (
    <Stack gap="0.5">
      {clock.minutesLeft !== null && (
        <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={clock.minutesLeft < 0 ? 'red.700' : undefined}>
          {t(clock.minutesLeft < 0 ? 'regulator.overdue' : 'regulator.left', span(clock.minutesLeft))}
        </Text>
      )}
      {clock.reportTime && <Text fontSize="sm">{t('regulator.reported', { time: clock.reportTime, reference: clock.reference })}</Text>}
      <Text fontSize="sm" color="fg.muted">
        {t('regulator.due', { time: clock.dueTime, confirmed: clock.confirmTime, hours: clock.hours })}
      </Text>
    </Stack>
  );
}

export function RegulatorClockPanel({ bug }: { bug: Pick<AdminBug, 'id' | 'regulator'> }) {
  const { t } = useTranslation('adminBugs');
  const label = useEnumLabel();
  const can = useStaffCan();
  const canMark = can('PUT /v2/admin/api/bug/{id}/product-vulnerability');
  const canReport = can('POST /v2/admin/api/bug/{id}/regulator-report');
  const canExport = can('GET /v2/admin/api/bug/{id}/regulator-report');
  const setFlag = useSetProductVulnerability(bug.id);
  const [open, setOpen] = useState(false);
  const clock = bug.regulator;
  if (!clock) return null;

  const flag = async (value: boolean) => {
    const result = await setFlag.mutateAsync(value);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t(value ? 'regulator.marked' : 'regulator.unmarked'));
  };
  const download = async () => {
    const result = await withLoading(call(() => api.GET('/v2/admin/api/bug/{id}/regulator-report', { params: { path: { id: bug.id } } })));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    saveFile(
      result.data.filename,
      regulatorFormText(result.data, (key) => t(`regulator.field.${key}`)),
      'text/plain;charset=utf-8',
    );
  };

  if (!clock.productVulnerability) {
    return (
      <HStack gap="2" wrap="wrap" data-testid="regulator-clock" data-state={clock.state}>
        <Text fontSize="sm" color="fg.muted">
          {t('regulator.notMarked')}
        </Text>
        {canMark && (
          <Button size="xs" variant="outline" loading={setFlag.isPending} onClick={() => void flag(true)}>
            {t('regulator.mark')}
          </Button>
        )}
      </HStack>
    );
  }
  const confirmed = clock.confirmTime !== null;
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor={`${COLOR[clock.state]}.200`}
      bg={`${COLOR[clock.state]}.50`}
      borderRadius="md"
      px="3"
      py="2"
      data-testid="regulator-clock"
      data-state={clock.state}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {t('regulator.title')}
        </Text>
        <Badge colorPalette={COLOR[clock.state]} variant="subtle">
          {label(RegulatorClockStateLabels, clock.state)}
        </Badge>
      </HStack>
      <ClockLine clock={clock} />
      <HStack gap="2" wrap="wrap">
        {canReport && confirmed && (
          <Button size="xs" colorPalette="blue" variant={clock.reportTime ? 'outline' : 'solid'} onClick={() => setOpen(true)}>
            {t(clock.reportTime ? 'regulator.correct' : 'regulator.record')}
          </Button>
        )}
        {canExport && (
          <Button size="xs" variant="outline" onClick={() => void download()}>
            {t('regulator.download')}
          </Button>
        )}
        {canMark && (
          <Button size="xs" variant="ghost" loading={setFlag.isPending} onClick={() => void flag(false)}>
            {t('regulator.unmark')}
          </Button>
        )}
      </HStack>
      {open && <RegulatorReportDialog bugId={bug.id} clock={clock} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
