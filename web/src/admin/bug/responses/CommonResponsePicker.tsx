// Picks a saved reply and hands its text to the reply box, where it can still be edited before
// sending. Lists the saved replies of the page's language first-hand (both languages on demand).
import { useState } from 'react';
import { HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useCommonResponses, type ResponseLanguage } from '../api';
import { useLanguage } from '../../../lib/language/useLanguage';

export function CommonResponsePicker({ onPick }: { onPick: (content: string) => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const [language, setLanguage] = useState<ResponseLanguage>(lang);
  const list = useCommonResponses(1, language, 50);
  const responses = list.data?.responses ?? [];
  return (
    <HStack gap="2">
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field aria-label={t('responses.pickLanguage')} value={language} onChange={(e) => setLanguage(e.currentTarget.value as ResponseLanguage)}>
          <option value="zh">{enumLabel(LanguageLabels, lang, 'zh')}</option>
          <option value="en">{enumLabel(LanguageLabels, lang, 'en')}</option>
          <option value="all">{t('responses.allLanguages')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="xs" flex="1" disabled={responses.length === 0}>
        <NativeSelect.Field
          aria-label={t('responses.insert')}
          value=""
          onChange={(e) => {
            const picked = responses.find((r) => String(r.id) === e.currentTarget.value);
            if (picked) onPick(picked.content);
          }}
        >
          <option value="">{list.isPending ? t('responses.loading') : responses.length === 0 ? t('responses.noneSaved') : t('responses.insert')}</option>
          {responses.map((r) => (
            <option key={r.id} value={String(r.id)}>
              {r.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
