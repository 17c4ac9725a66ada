// Known issues and accepted risks (/known-issues): staff's list researchers are hinted with while
// writing a similar report (docs/rules.md#duplicate-hint), by kind (the filter lives in the
// address), paged, on the console's editable list.
import { Badge, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { KnownIssueKind, KnownIssueKindLabels } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useLanguage } from '../../../lib/language/useLanguage';
import { EditableListPage } from '../../components/EditableListPage';
import { useFilters } from '../../components/useFilters';
import { KNOWN_ISSUES_PAGE_SIZE, useDeleteKnownIssue, useKnownIssues } from './api';
import { KnownIssueDialog } from './KnownIssueDialog';

const KEYS = ['kind'] as const;
const KINDS = Object.values(KnownIssueKind);

export function KnownIssuesPage() {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const { values, page, set } = useFilters(KEYS);
  const kind = KINDS.find((k) => k === values.kind);
  const list = useKnownIssues(page, kind);
  const deletion = useDeleteKnownIssue();

  return (
    <EditableListPage
      texts="knownIssues"
      path="/v2/admin/api/known-issue"
      state={list}
      items={(d) => d.issues}
      page={page}
      pageSize={KNOWN_ISSUES_PAGE_SIZE}
      onPageChange={(p) => set({ page: p })}
      remove={(id) => deletion.mutateAsync(id)}
      intro={
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('knownIssues.intro')}
        </Text>
      }
      filter={
        <NativeSelect.Root size="sm" width="48" mb="4">
          <NativeSelect.Field aria-label={t('knownIssues.kind')} value={kind ?? ''} onChange={(e) => set({ kind: e.currentTarget.value })}>
            <option value="">{t('knownIssues.allKinds')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {enumLabel(KnownIssueKindLabels, lang, k)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      columns={[
        {
          header: t('knownIssues.kind'),
          cell: (item) => <Badge colorPalette={item.kind === KnownIssueKind.AcceptedRisk ? 'orange' : 'blue'}>{enumLabel(KnownIssueKindLabels, lang, item.kind)}</Badge>,
        },
        { header: t('knownIssues.target'), cell: (item) => item.target, props: { maxW: 'xs', wordBreak: 'break-all' } },
        { header: t('knownIssues.note'), cell: (item) => <Text lineClamp={2}>{item.note}</Text>, props: { maxW: 'sm' } },
        { header: t('knownIssues.updated'), cell: (item) => item.updateTime, props: { whiteSpace: 'nowrap', color: 'fg.muted' } },
      ]}
      dialog={(editing, onClose) => <KnownIssueDialog editing={editing} onClose={onClose} />}
    />
  );
}
