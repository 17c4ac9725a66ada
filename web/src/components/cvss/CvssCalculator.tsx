// The CVSS 4.0 calculator of the report form and the rating dialog: a picker per base metric, the
// vector string (editable, so a full vector with threat or environmental metrics can be pasted),
// and the live score and severity. The score here is a preview only: the server scores the vector
// it receives (common/cvss.ts, the same library) and never takes a score from the browser. Loaded
// lazily by its users, so the scoring library stays out of every first page.
import { Box, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels } from '@generated/enums';
import { CVSS_BASE_METRICS, CVSS_BASE_ORDER, CVSS_PREFIX, CVSS_VECTOR_MAX, scoreCvss4, suggestedLevel, type CvssBaseMetric } from '@common/cvss';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';

/** The vector with one base metric set, its other metrics kept (base ones in order, then the rest). */
export function withMetric(vector: string, metric: CvssBaseMetric, value: string): string {
  const pairs = vector
    .split('/')
    .slice(vector.startsWith(CVSS_PREFIX) ? 1 : 0)
    .map((p) => p.split(':') as [string, string?]);
  const base = new Map<string, string>();
  const rest: string[] = [];
  for (const [key, v] of pairs) {
    if (!key || v === undefined) continue;
    if (key in CVSS_BASE_METRICS) base.set(key, v);
    else rest.push(`${key}:${v}`);
  }
  base.set(metric, value);
  return [CVSS_PREFIX, ...CVSS_BASE_ORDER.filter((m) => base.has(m)).map((m) => `${m}:${base.get(m)}`), ...rest].join('/');
}

function picked(vector: string): Partial<Record<CvssBaseMetric, string>> {
  const out: Partial<Record<CvssBaseMetric, string>> = {};
  for (const part of vector.split('/')) {
    const [key, value] = part.split(':');
    if (key && value && key in CVSS_BASE_METRICS) out[key as CvssBaseMetric] = value;
  }
  return out;
}

export interface CvssCalculatorProps {
  /** The vector string ('' for none). */
  value: string;
  onChange: (vector: string) => void;
  /** Shows the audit level the score suggests (the rating dialog). */
  showSuggestion?: boolean;
  /** An id for the vector input (the form scrolls to it when it is refused). */
  id?: string;
  invalid?: boolean;
}

export function CvssCalculator({ value, onChange, showSuggestion = false, id = 'cvss-vector', invalid = false }: CvssCalculatorProps) {
  const { t } = useTranslation('cvss');
  const lang = useLanguage();
  const picks = picked(value);
  const scored = value.trim() ? scoreCvss4(value) : null;
  const complete = CVSS_BASE_ORDER.every((m) => picks[m]);
  let status: string | null = null;
  if (scored) status = t('score', { score: scored.score.toFixed(1), severity: t(`severity.${scored.severity}`) });
  else if (value.trim()) status = complete ? t('invalid') : t('incomplete');

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {t('optional')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {CVSS_BASE_ORDER.map((metric) => (
          <Field.Root key={metric}>
            <Field.Label fontSize="sm">{t(`metrics.${metric}.label`)}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-metric={metric} value={picks[metric] ?? ''} onChange={(e) => onChange(withMetric(value, metric, e.currentTarget.value))}>
                <option value="" disabled>
                  {t('choose')}
                </option>
                {CVSS_BASE_METRICS[metric].map((v) => (
                  <option key={v} value={v}>
                    {`${t(`metrics.${metric}.${v}`)} (${v})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Field.Root id={id} invalid={invalid || (complete && value.trim() !== '' && !scored)}>
        <Field.Label fontSize="sm">{t('vector')}</Field.Label>
        <Input size="sm" fontFamily="mono" maxLength={CVSS_VECTOR_MAX} value={value} onChange={(e) => onChange(e.currentTarget.value.trim())} placeholder={`${CVSS_PREFIX}/AV:N/AC:L/…`} />
        <Field.HelperText>{t('vectorHelp')}</Field.HelperText>
      </Field.Root>
      <Box role="status" aria-live="polite" data-testid="cvss-status">
        {status && <Text fontWeight={scored ? 'semibold' : 'normal'}>{status}</Text>}
        {showSuggestion && scored && <Text fontSize="sm">{t('suggested', { level: enumLabel(BugLevelLabels, lang, suggestedLevel(scored.score)) })}</Text>}
      </Box>
    </Stack>
  );
}
