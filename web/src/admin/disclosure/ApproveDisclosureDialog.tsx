// Approving a disclosure request, confirmed: the report becomes public, and the optional summary
// (written in the sanitising rich-text editor, sanitised again when stored) is the only text of the
// report the public page shows — so the dialog says what will be published and under which name.
// Approving also publishes the CSAF advisory, whose product tree and weakness staff give here.
import { useCallback, useState } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AdminDisclosureApproveFormLimits } from '@generated/limits';
import { RichTextField } from '../../components/forms/RichTextField';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useApproveDisclosure } from './api';
import { decisionOutcome } from './decisionOutcome';
import { AdvisoryFields, EMPTY_ADVISORY, filledAdvisory } from './AdvisoryFields';

type Request = components['schemas']['AdminDisclosure'];
const SUMMARY_MAX = AdminDisclosureApproveFormLimits.summary.maxLength;

export function ApproveDisclosureDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation('adminDisclosures');
  const approve = useApproveDisclosure();
  const [summary, setSummary] = useState({ html: '', text: '' });
  const [uploading, setUploading] = useState(false);
  const [advisory, setAdvisory] = useState(EMPTY_ADVISORY);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Stable handlers: the editor is memoised and need not re-render with the dialog.
  const onChange = useCallback((html: string, text: string) => setSummary({ html, text }), []);

  const confirm = async () => {
    if (summary.html.length > SUMMARY_MAX) return setProblem(t('approve.tooLong', { max: SUMMARY_MAX }));
    setProblem(null);
    // An editor left empty still holds an empty paragraph: no text and no image means no summary.
    const empty = !summary.text.trim() && !summary.html.includes('<img');
    const result = await approve.mutateAsync({ id: request.id, summary: empty ? '' : summary.html, ...filledAdvisory(advisory) });
    setRefused(decisionOutcome(result, { done: t('approve.done'), unknown: t('common:unknownError') }, onClose));
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      size="lg"
      title={t('approve.title', { name: request.bugName })}
      confirmLabel={t('approve.confirm')}
      busy={approve.isPending || uploading}
      onConfirm={() => void confirm()}
      refused={refused}
    >
      <Text>{t(request.anonymous ? 'approve.textAnonymous' : 'approve.text', { name: request.bugName, nickname: request.researcher.nickname })}</Text>
      <Field.Root invalid={Boolean(problem)}>
        <Field.Label id="disclosure-summary-label">{t('approve.summary')}</Field.Label>
        <RichTextField
          id="disclosure-summary"
          labelledBy="disclosure-summary-label"
          value={summary.html}
          onChange={onChange}
          invalid={Boolean(problem)}
          minHeight="200px"
          onBusyChange={setUploading}
        />
        <Field.HelperText>{t('approve.summaryHelp')}</Field.HelperText>
        <Field.ErrorText color="red.700">{problem}</Field.ErrorText>
      </Field.Root>
      <AdvisoryFields value={advisory} onChange={setAdvisory} />
    </ConfirmActionDialog>
  );
}
