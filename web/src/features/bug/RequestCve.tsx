// Asking staff to obtain a CVE for a confirmed report: the request once made (its time), or the
// request itself in a dialog with an optional note. Staff see it in their inbox and draft the CVE
// record; the server decides whether it may be asked (canRequestCve).
import { useState } from 'react';
import { Badge, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { CveRequestFormLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { AppDialog } from '../../components/AppDialog';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useRequestCve } from './api';

type State = components['schemas']['CveRequestState'];
const NOTE_MAX = CveRequestFormLimits.note.maxLength;

export function RequestCve({ bugId, state, canRequest }: { bugId: number; state: State | null; canRequest: boolean }) {
  const { t } = useTranslation('bug');
  const send = useRequestCve(bugId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const tooLong = countChars(note.trim()) > NOTE_MAX;

  const submit = async () => {
    if (tooLong) return;
    const result = await withLoading(send.mutateAsync(note.trim() ? { note: note.trim() } : {}));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('cve.done'));
    setOpen(false);
  };

  if (!state && !canRequest) return null;
  return (
    <HStack gap="2" wrap="wrap" mt="2">
      {state && <Badge colorPalette="purple">{t('cve.state', { time: state.requestTime })}</Badge>}
      {canRequest && (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t('cve.button')}
        </Button>
      )}
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('cve.title')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" disabled={tooLong} onClick={() => void submit()}>
              {t('cve.submit')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{t('cve.explain')}</Text>
          <Field.Root invalid={tooLong} ids={{ control: 'cve-note' }}>
            <Field.Label>{t('cve.note')}</Field.Label>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Field.ErrorText>{t('disclosure.noteTooLong', { max: NOTE_MAX })}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </AppDialog>
    </HStack>
  );
}
