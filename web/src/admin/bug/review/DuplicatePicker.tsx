// Picks the original of a duplicate: before anything is typed it offers the reports most like this
// one (docs/rules.md#duplicate-hint); a search by id or title lists its matches, the similar ones
// first by their score; never the report itself.
import { useState } from 'react';
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { percent, useBugSearch, useSimilarBugs } from '../api';
import { AdminKeywordParamLimits } from '@generated/limits';

interface Choice {
  id: number;
  name: string;
  submitTime: string;
  score?: number;
}

/** Search matches, those with a similarity score first (highest first), the rest in the queue's order. */
export function bySimilarity(found: Choice[], scores: Map<number, number>): Choice[] {
  const scored = found.map((b, i) => ({ ...b, score: scores.get(b.id), i }));
  return scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.i - b.i).map(({ i: _i, ...b }) => b);
}

export function DuplicatePicker({ bugId, value, onChange, error }: { bugId: number; value: number | null; onChange: (id: number | null) => void; error?: string }) {
  const { t } = useTranslation('adminBugs');
  const [keyword, setKeyword] = useState('');
  const search = useBugSearch(keyword);
  const similar = useSimilarBugs(bugId);
  const scores = new Map((similar.data?.bugs ?? []).map((b) => [b.id, b.score]));
  const typed = keyword.trim() !== '';
  const choices: Choice[] = typed
    ? bySimilarity(
        (search.data?.bugs ?? []).filter((b) => b.id !== bugId),
        scores,
      )
    : (similar.data?.bugs ?? []);
  const prompt = typed ? t('ignore.matches', { count: choices.length }) : choices.length > 0 ? t('ignore.similarFirst', { count: choices.length }) : t('ignore.typeToSearch');
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t('ignore.searchOriginal')}</Field.Label>
        <Input size="sm" maxLength={AdminKeywordParamLimits.maxLength} value={keyword} onChange={(e) => (setKeyword(e.currentTarget.value), onChange(null))} />
      </Field.Root>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{t('ignore.original')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={value === null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
            <option value="">{prompt}</option>
            {choices.map((b) => (
              <option key={b.id} value={String(b.id)}>
                #{b.id} {b.name} ({b.submitTime}){b.score === undefined ? '' : ` · ${t('similar.score', { score: percent(b.score) })}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
