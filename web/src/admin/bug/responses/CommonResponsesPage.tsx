// Common responses (/responses): the saved replies staff insert into a report's thread, per
// language (the filter lives in the address), paged, on the console's editable list; the
// placeholders a text may hold, explained below it.
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useLanguage } from '../../../lib/language/useLanguage';
import { ConsoleCard } from '../../components/ConsolePage';
import { EditableListPage } from '../../components/EditableListPage';
import { useFilters } from '../../components/useFilters';
import { RESPONSES_PAGE_SIZE, useCommonResponses, useDeleteCommonResponse, type ResponseLanguage } from '../api';
import { CommonResponseDialog } from './CommonResponseDialog';
import { PlaceholderHelp } from './PlaceholderHelp';

const KEYS = ['responseLanguage'] as const;

export function CommonResponsesPage() {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const { values, page, set } = useFilters(KEYS);
  const language: ResponseLanguage = values.responseLanguage === 'zh' || values.responseLanguage === 'en' ? values.responseLanguage : 'all';
  const list = useCommonResponses(page, language);
  const deletion = useDeleteCommonResponse();

  return (
    <EditableListPage
      texts="responses"
      path="/v2/admin/api/common-response"
      state={list}
      items={(d) => d.responses}
      page={page}
      pageSize={RESPONSES_PAGE_SIZE}
      onPageChange={(p) => set({ page: p })}
      remove={(id) => deletion.mutateAsync(id)}
      filter={
        <NativeSelect.Root size="sm" width="48" mb="4">
          <NativeSelect.Field aria-label={t('responses.language')} value={language} onChange={(e) => set({ responseLanguage: e.currentTarget.value === 'all' ? '' : e.currentTarget.value })}>
            <option value="all">{t('responses.allLanguages')}</option>
            <option value="zh">{enumLabel(LanguageLabels, lang, 'zh')}</option>
            <option value="en">{enumLabel(LanguageLabels, lang, 'en')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      columns={[
        { header: t('responses.language'), cell: (item) => <Badge>{enumLabel(LanguageLabels, lang, item.language)}</Badge> },
        {
          header: t('responses.content'),
          cell: (item) => (
            <Text lineClamp={2} whiteSpace="pre-wrap">
              {item.content}
            </Text>
          ),
          props: { maxW: 'md' },
        },
        { header: t('responses.updated'), cell: (item) => item.updateTime, props: { whiteSpace: 'nowrap', color: 'fg.muted' } },
      ]}
      after={
        <ConsoleCard>
          <PlaceholderHelp />
        </ConsoleCard>
      }
      dialog={(editing, onClose) => <CommonResponseDialog editing={editing} onClose={onClose} />}
    />
  );
}
