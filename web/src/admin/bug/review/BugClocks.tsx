// The review page's clocks in one place: the report's SLA clocks as its researcher sees them
// (docs/rules.md#sla-clocks; the same rendering as the report page) and, beside them, the clocks only
// some reports run: the re-check deadline while the researcher re-checks, and the regulator clock while
// its setting is on (docs/rules.md#regulator-clock, which asks for it to be shown with the SLA clocks).
import { Grid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RecheckClock } from '../../../components/RecheckClock';
import { SlaClocks } from '../../../components/SlaClocks';
import { ConsoleCard } from '../../components/ConsolePage';
import type { AdminBug } from '../api';
import { RegulatorClockPanel } from './RegulatorClockPanel';

export function BugClocks({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  // The server sends no regulator clock while the setting is off; then the SLA clocks take the row.
  const side = bug.recheck !== null || bug.regulator !== null;
  return (
    <ConsoleCard title={t('clocks.title')}>
      <Grid templateColumns={side ? { base: '1fr', xl: '2fr 1fr' } : '1fr'} gap="4" alignItems="start" data-testid="bug-clocks">
        <SlaClocks
          sla={bug.sla}
          pausedSince={bug.infoRequest?.requestTime ?? null}
          audience="staff"
          heading="h3"
          // Two by two where the other clocks share the row, so each card stays wide enough to read.
          columns={side ? { base: 1, sm: 2 } : undefined}
        />
        {side && (
          <Stack gap="3">
            {bug.recheck && <RecheckClock recheck={bug.recheck} />}
            <RegulatorClockPanel bug={bug} />
          </Stack>
        )}
      </Grid>
    </ConsoleCard>
  );
}
