// Asking for public disclosure of a finished, fixed report: the state of an earlier
// request, and the request itself in a dialog (optional note to staff, anonymous or named). Nothing
// is public until staff approve it; the server decides whether it may be asked (canRequestDisclosure).
import { useState } from 'react';
import { Badge, Button, Checkbox, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { DisclosureStatusLabels } from '@generated/enums';
import { DisclosureRequestFormLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { AppDialog } from '../../components/AppDialog';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useRequestDisclosure } from './api';

type State = components['schemas']['DisclosureState'];
const NOTE_MAX = DisclosureRequestFormLimits.note.maxLength;

export function RequestDisclosure({ bugId, state, canRequest }: { bugId: number; state: State | null; canRequest: boolean }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const send = useRequestDisclosure(bugId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const tooLong = countChars(note.trim()) > NOTE_MAX;

  const submit = async () => {
    if (tooLong) return;
    const result = await withLoading(send.mutateAsync({ ...(note.trim() ? { note: note.trim() } : {}), anonymous }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('disclosure.done'));
    setOpen(false);
  };

  if (!state && !canRequest) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {state && (
        <Badge colorPalette={{ approved: 'green', refused: 'red', withdrawn: 'gray', pending: 'orange' }[state.status]}>
          {t('disclosure.state', { state: enumLabel(DisclosureStatusLabels, lang, state.status) })}
        </Badge>
      )}
      {state?.status === 'refused' && state.refuseReason && <Text fontSize="sm">{t('disclosure.reason', { reason: state.refuseReason })}</Text>}
      {canRequest && (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t('disclosure.button')}
        </Button>
      )}
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('disclosure.title')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" disabled={tooLong} onClick={() => void submit()}>
              {t('disclosure.submit')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{t('disclosure.explain')}</Text>
          <Field.Root invalid={tooLong}>
            <Field.Label>{t('disclosure.note')}</Field.Label>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Field.ErrorText>{t('disclosure.noteTooLong', { max: NOTE_MAX })}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root checked={anonymous} onCheckedChange={(e) => setAnonymous(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('disclosure.anonymous')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </AppDialog>
    </HStack>
  );
}
