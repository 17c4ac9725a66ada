// A stored CVSS 4.0 assessment as the pages show it: the server's score and severity, then the
// vector (it does not load the scoring library: the score comes with the report).
import { Stack, Text } from '@chakra-ui/react';
import type { components } from '@generated/api';
import { CvssSeverityLabels } from '@generated/enums';
import { enumLabel } from '../../lib/language/enumLabel';
import type { Lang } from '../../lib/language/language';

export type CvssScore = components['schemas']['CvssScore'];

export function CvssSummary({ cvss, lang, none }: { cvss: CvssScore | null; lang: Lang; none: string }) {
  if (!cvss) return <>{none}</>;
  return (
    <Stack gap="0">
      <Text as="span" fontWeight="semibold">
        {`${cvss.score.toFixed(1)} · ${enumLabel(CvssSeverityLabels, lang, cvss.severity)}`}
      </Text>
      <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" color="fg.muted">
        {cvss.vector}
      </Text>
    </Stack>
  );
}
