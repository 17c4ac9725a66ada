// Picks a saved reply and hands its text, placeholders intact, to the field it serves (the reply box
// or a move's comment), where it can still be edited; the server fills the placeholders for the
// report (ResponsePreview shows how). The report's language comes first, the other one second: the
// researcher reads the report's language, yet a set in the other one may still be what is needed.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels, type Language } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useCommonResponses } from '../api';
import { useLanguage } from '../../../lib/language/useLanguage';

/** A picked text after what is already written (on a line of its own), or alone in an empty field. */
export const appended = (text: string, content: string) => (text.trim() ? `${text.trimEnd()}\n${content}` : content);

/** As many as a page of the list holds: a team keeps a few dozen at most. */
const PICKER_SIZE = 50;

export function CommonResponsePicker({ reportLanguage, onPick }: { reportLanguage: Language; onPick: (content: string) => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const other: Language = reportLanguage === 'zh' ? 'en' : 'zh';
  const first = useCommonResponses(1, reportLanguage, PICKER_SIZE);
  const second = useCommonResponses(1, other, PICKER_SIZE);
  const groups = [
    { language: reportLanguage, label: t('responses.reportLanguage', { language: enumLabel(LanguageLabels, lang, reportLanguage) }), responses: first.data?.responses ?? [] },
    { language: other, label: enumLabel(LanguageLabels, lang, other), responses: second.data?.responses ?? [] },
  ].filter((g) => g.responses.length > 0);
  const all = groups.flatMap((g) => g.responses);
  const pending = first.isPending || second.isPending;
  const failed = first.isError || second.isError;
  const prompt = pending ? t('responses.loading') : all.length > 0 ? t('responses.insert') : failed ? t('responses.loadFailed') : t('responses.noneSaved');
  return (
    <NativeSelect.Root size="xs" disabled={all.length === 0}>
      <NativeSelect.Field
        aria-label={t('responses.insert')}
        value=""
        onChange={(e) => {
          const picked = all.find((r) => String(r.id) === e.currentTarget.value);
          if (picked) onPick(picked.content);
        }}
      >
        <option value="">{prompt}</option>
        {groups.map((g) => (
          <optgroup key={g.language} label={g.label}>
            {g.responses.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.title}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
