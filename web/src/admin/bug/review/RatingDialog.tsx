// Rating a report (confirm) or re-rating it (re-confirm): audit level, base coins held to the level's
// range, business coefficient, first blood, intelligence value and a note, with a live preview of
// the coins the researcher gets — and, when re-rating, the difference to what was awarded before
// (the server posts that difference to the ledger, possibly negative). The final CVSS 4.0 vector
// suggests an audit level (common/cvss.ts suggestedLevel) which staff may take with one click. The
// note may start from a common response; its preview fills the placeholders with this rating.
import { useState } from 'react';
import { Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, type BugLevel } from '@generated/enums';
import { AppDialog } from '../../../components/AppDialog';
import { CvssCalculator } from '../../../components/cvss/CvssCalculator';
import { awardCoins, clampBaseCoins, DEFAULT_LEVEL_COIN_RANGES } from '@common/coins';
import { scoreCvss4, suggestedLevel } from '@common/cvss';
import { enumLabel } from '../../../lib/language/enumLabel';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { useActOnBug, useCoefficients, useLevelCoinRanges, type AdminBug } from '../api';
import { COMMENT_MAX, INTELLIGENCE_MAX, textLength } from '../textLimits';
import { LEVELS } from '../queue/queueFilters';
import { appended, CommonResponsePicker } from '../responses/CommonResponsePicker';
import { ResponsePreview } from '../responses/ResponsePreview';
import { useLanguage } from '../../../lib/language/useLanguage';

export type RatingAction = 'update@confirm' | 'update@re-confirm';

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function RatingDialog({ bug, action, open, onClose }: { bug: AdminBug; action: RatingAction; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const { t: tc } = useTranslation('cvss');
  const lang = useLanguage();
  const rerate = action === 'update@re-confirm';
  const coefficients = useCoefficients().data?.coefficients ?? [];
  const act = useActOnBug(bug.id);
  const ranges = useLevelCoinRanges().data ?? DEFAULT_LEVEL_COIN_RANGES;
  const startLevel: BugLevel = bug.auditLevel ?? bug.level;
  const [level, setLevel] = useState<BugLevel>(startLevel);
  const [baseText, setBaseText] = useState(String(rerate ? clampBaseCoins(startLevel, bug.baseCoins, ranges) : ranges[startLevel][0]));
  const [coefficientId, setCoefficientId] = useState(bug.businessCoefficientId === null ? '' : String(bug.businessCoefficientId));
  const [firstKill, setFirstKill] = useState(bug.firstKill);
  const [intelligence, setIntelligence] = useState(String(bug.intelligenceValue));
  const [comment, setComment] = useState('');
  // The final vector starts from the last rating's, else the researcher's own assessment.
  const [cvssVector, setCvssVector] = useState(bug.auditCvss?.vector ?? bug.cvss?.vector ?? '');
  const [showCvss, setShowCvss] = useState(cvssVector !== '');
  const scored = cvssVector ? scoreCvss4(cvssVector) : null;
  const suggested = scored ? suggestedLevel(scored.score) : null;

  const [min, max] = ranges[level];
  const base = clampBaseCoins(level, Number(baseText === '' ? NaN : baseText), ranges);
  const coefficientOf = (id: string | number | null) => coefficients.find((c) => String(c.id) === String(id))?.coefficient ?? 1;
  const coefficient = coefficientOf(coefficientId);
  const coins = awardCoins(base, coefficient, bug.multiplier);
  // What the last rating awarded (without any high-quality coins, which re-rating leaves alone).
  const previous = awardCoins(bug.baseCoins, coefficientOf(bug.businessCoefficientId), bug.multiplier);
  const intelligenceValue = Math.min(INTELLIGENCE_MAX, Math.max(0, Math.round(Number(intelligence) || 0)));
  const commentTooLong = textLength(comment) > COMMENT_MAX;

  const changeLevel = (next: BugLevel) => {
    setLevel(next);
    setBaseText(String(clampBaseCoins(next, Number(baseText === '' ? NaN : baseText), ranges)));
  };

  const submit = async () => {
    if (commentTooLong || (cvssVector !== '' && !scored)) return;
    const result = await withLoading(
      act.mutateAsync({
        action,
        level,
        baseCoins: base,
        ...(coefficientId ? { businessCoefficientId: Number(coefficientId) } : {}),
        firstKill,
        intelligenceValue,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(cvssVector ? { cvssVector } : {}),
      }),
    );
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('rating.done', { coins: result.data.rewardCoins, delta: signed(result.data.ledgerDelta) }));
    onClose();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      size="md"
      title={t(rerate ? 'rating.rerateTitle' : 'rating.confirmTitle')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" disabled={commentTooLong || (cvssVector !== '' && !scored)} onClick={() => void submit()}>
            {t(rerate ? 'rating.rerateSubmit' : 'rating.confirmSubmit')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t('rating.level')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={String(level)} onChange={(e) => changeLevel(Number(e.currentTarget.value) as BugLevel)}>
              {LEVELS.map((l) => (
                <option key={l} value={String(l)}>
                  {enumLabel(BugLevelLabels, lang, l)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="2">
          <Text fontWeight="medium" fontSize="sm">
            {t('rating.cvss')}
          </Text>
          {/* Closed until needed: eleven more selects make the dialog slow to open. */}
          {showCvss ? (
            <CvssCalculator id="rating-cvss" value={cvssVector} onChange={setCvssVector} showSuggestion />
          ) : (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShowCvss(true)}>
              {tc('enable')}
            </Button>
          )}
          {suggested !== null && suggested !== level && (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => changeLevel(suggested as BugLevel)}>
              {t('rating.useSuggested', { level: enumLabel(BugLevelLabels, lang, suggested) })}
            </Button>
          )}
        </Stack>
        <Field.Root>
          <Field.Label>{t('rating.baseCoins')}</Field.Label>
          <Input
            size="sm"
            type="number"
            min={min}
            max={max}
            step={1}
            value={baseText}
            disabled={min === max}
            onChange={(e) => setBaseText(e.currentTarget.value)}
            onBlur={() => setBaseText(String(base))}
          />
          <Field.HelperText>{t('rating.range', { min, max })}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('rating.coefficient')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={coefficientId} onChange={(e) => setCoefficientId(e.currentTarget.value)}>
              <option value="">{t('rating.noCoefficient')}</option>
              {coefficients.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.business} ×{c.coefficient}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="6" wrap="wrap" align="flex-end">
          <Checkbox.Root checked={firstKill} onCheckedChange={(e) => setFirstKill(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('rating.firstKill')}</Checkbox.Label>
          </Checkbox.Root>
          <Field.Root width="56">
            <Field.Label>{t('rating.intelligence')}</Field.Label>
            <Input
              size="sm"
              type="number"
              min={0}
              max={INTELLIGENCE_MAX}
              step={1}
              value={intelligence}
              onChange={(e) => setIntelligence(e.currentTarget.value)}
              onBlur={() => setIntelligence(String(intelligenceValue))}
            />
          </Field.Root>
        </HStack>
        {/* Outside the field: a select inside it would take the field's id, the textarea's label. */}
        <CommonResponsePicker reportLanguage={bug.language} onPick={(content) => setComment((text) => appended(text, content))} />
        <Field.Root invalid={commentTooLong}>
          <Field.Label>{t('rating.comment')}</Field.Label>
          <Textarea size="sm" rows={2} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          <Field.ErrorText>{t('form.tooLong', { max: COMMENT_MAX })}</Field.ErrorText>
        </Field.Root>
        <ResponsePreview bugId={bug.id} text={comment} move={{ action, level, ratingCoins: coins }} />
        <Box role="status" aria-live="polite" bg="blue.50" borderRadius="md" p="3">
          <Text fontSize="sm" color="fg.muted">
            {t('rating.formula', { base, coefficient, multiplier: bug.multiplier })}
          </Text>
          <Text fontWeight="semibold" data-testid="coin-preview">
            {t('rating.preview', { coins })}
          </Text>
          {rerate && (
            <Text fontSize="sm" data-testid="coin-difference" color={coins - previous < 0 ? 'red.700' : 'green.800'}>
              {t('rating.difference', { previous, delta: signed(coins - previous) })}
            </Text>
          )}
        </Box>
      </Stack>
    </AppDialog>
  );
}
