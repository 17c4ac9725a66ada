// Resubmitting a report finished as not fixed (53): docs/rules.md#states-and-transitions "not-fixed allows resubmission with
// re-scoring". Once per report (the server says whether it still may, `canResubmit`); the note tells
// staff what still reproduces, and the report goes back to review to be re-rated.
import { useState } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Retcode } from '@generated/enums';
import { resubmitBugBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { AppDialog } from '../../components/AppDialog';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useResubmitBug } from './api';

export const RESUBMIT_NOTE_MAX = resubmitBugBodyLimits.note.maxLength;

export function ResubmitBug({ bugId }: { bugId: number }) {
  const { t } = useTranslation('bug');
  const send = useResubmitBug(bugId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The server's refusal (e.g. resubmitted once already), shown in the dialog. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = countChars(note.trim());

  const close = () => {
    setOpen(false);
    setProblem(null);
    setRefusal(null);
  };

  const submit = async () => {
    if (length === 0) return setProblem(t('resubmit.noteRequired'));
    if (length > RESUBMIT_NOTE_MAX) return setProblem(t('resubmit.noteTooLong', { max: RESUBMIT_NOTE_MAX }));
    setProblem(null);
    setRefusal(null);
    const result = await withLoading(send.mutateAsync(note.trim()));
    if (!result.ok) {
      if (result.retcode === Retcode.InvalidField) return setProblem(result.retmsg || t('common:unknownError'));
      if (result.retcode === Retcode.StateNotAllowed) return setRefusal(result.retmsg || t('common:unknownError'));
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t('resubmit.done'));
    setNote('');
    setOpen(false);
  };

  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {t('resubmit.prompt')}
      </Text>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)}>
        {t('resubmit.button')}
      </Button>
      <AppDialog
        open={open}
        onClose={close}
        title={t('resubmit.title')}
        footer={
          <HStack>
            <Button variant="outline" onClick={close}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => void submit()}>
              {t('resubmit.submit')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{t('resubmit.explain')}</Text>
          <Field.Root invalid={problem !== null} required>
            <Field.Label>{t('resubmit.note')}</Field.Label>
            <Textarea rows={4} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Field.HelperText>{t('resubmit.count', { count: length, max: RESUBMIT_NOTE_MAX })}</Field.HelperText>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          {refusal && (
            <Text role="alert" color="red.700">
              {refusal}
            </Text>
          )}
        </Stack>
      </AppDialog>
    </>
  );
}
