// The rules staff may change (/settings): the form with the values that apply now, below it the
// log of every change, and the timed jobs' last runs.
import { useTranslation } from 'react-i18next';
import { Async } from '../../components/feedback/StateBlocks';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useAdminSettings } from './api';
import { JobRunsPanel } from './JobRunsPanel';
import { SettingChangeLog } from './SettingChangeLog';
import { SettingsForm } from './SettingsForm';

export function SettingsPage() {
  const { t } = useTranslation('adminSettings');
  const settings = useAdminSettings();
  return (
    <ConsolePage title={t('title')}>
      <ConsoleCard title={t('rules')}>
        <Async state={settings}>
          {/* Saved values arrive as new data: the form starts again from them. */}
          {(data) => <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />}
        </Async>
      </ConsoleCard>
      <SettingChangeLog />
      <JobRunsPanel />
    </ConsolePage>
  );
}
