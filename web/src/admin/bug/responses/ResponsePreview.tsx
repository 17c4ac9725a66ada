// Under a field that may hold placeholders: the text as the researcher will read it, filled by the
// server for this report (previewBugResponse), since only the server knows what it fills them with
// (the researcher's name, the re-check's due time, the site's address). Asked once typing pauses;
// nothing is shown while the text holds no placeholder (it would read the same). A move's comment
// names its move, so a rating's `{level}` and `{coins}` read as the rating being prepared.
import { useEffect, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasPlaceholder } from '@common/placeholders';
import type { ApiResult } from '../../../lib/api';
import { usePreviewResponse, type PreparedMove, type PreviewForm } from '../api';

/** How long typing must pause before the preview is asked for. */
const PAUSE_MS = 300;

type Shown = { text: string; result: ApiResult<{ content: string }> };

export function ResponsePreview({ bugId, text, move }: { bugId: number; text: string; move?: PreparedMove }) {
  const { t } = useTranslation('adminBugs');
  const { mutateAsync } = usePreviewResponse(bugId);
  const [shown, setShown] = useState<Shown | null>(null);
  // What is asked for, as one string: the effect runs again when the text or the move changes.
  const wanted = hasPlaceholder(text) ? JSON.stringify({ ...move, content: text.trim() }) : '';

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      void mutateAsync(JSON.parse(wanted) as PreviewForm).then((result) => {
        if (current) setShown({ text: wanted, result });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, mutateAsync]);

  if (!wanted) return null;
  // An answer for an earlier text is not shown: it would preview what is no longer there.
  const result = shown?.text === wanted ? shown.result : null;
  return (
    <Box role="region" aria-label={t('responses.previewLabel')} borderWidth="1px" borderRadius="md" bg="bg.subtle" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {t('responses.previewLabel')}
      </Text>
      {result === null ? (
        <Text fontSize="sm" color="fg.muted">
          {t('responses.previewLoading')}
        </Text>
      ) : result.ok ? (
        <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="response-preview">
          {result.data.content}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.error">
          {result.retmsg || t('responses.previewFailed')}
        </Text>
      )}
    </Box>
  );
}
