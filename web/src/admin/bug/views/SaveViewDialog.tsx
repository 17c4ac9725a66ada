// Names the queue's current filters and sort as a view (new, or a rename of one of one's own),
// personal or shared with the team.
import { useState } from 'react';
import { Field, Input, Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugViewFormLimits as Limits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { notifySuccess } from '../../../lib/notify';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { useSaveBugView } from './api';

export interface SaveViewDialogProps {
  /** The view renamed, or null for a new one. */
  id: number | null;
  name?: string;
  shared?: boolean;
  /** The filters as the queue's query string. */
  filter: string;
  onClose: () => void;
}

export function SaveViewDialog({ id, name: start = '', shared: startShared = false, filter, onClose }: SaveViewDialogProps) {
  const { t } = useTranslation('adminBugs');
  const save = useSaveBugView();
  const [name, setName] = useState(start);
  const [shared, setShared] = useState(startShared);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    const trimmed = name.trim();
    if (!trimmed || countChars(trimmed) > Limits.name.maxLength) return setProblem(t('views.nameRule', { max: Limits.name.maxLength }));
    const result = await save.mutateAsync({ id, body: { name: trimmed, filter, shared } });
    if (!result.ok) return setProblem(result.retmsg);
    notifySuccess(t('views.saved'));
    onClose();
  };
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t(id === null ? 'views.saveTitle' : 'views.editTitle')}
      confirmLabel={t('views.save')}
      busy={save.isPending}
      onConfirm={() => void confirm()}
      refused={problem}
    >
      <Field.Root required>
        <Field.Label>{t('views.name')}</Field.Label>
        <Input size="sm" value={name} maxLength={Limits.name.maxLength} onChange={(e) => setName(e.currentTarget.value)} />
      </Field.Root>
      <Switch.Root checked={shared} onCheckedChange={(e) => setShared(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('views.shared')}</Switch.Label>
      </Switch.Root>
    </ConfirmActionDialog>
  );
}
