// Known issues and accepted risks (/known-issues): staff's list researchers are hinted with while
// writing a similar report (docs/rules.md#duplicate-hint), by kind (the filter lives in the
// address), paged; add, change, and remove after confirmation, each offered only to a member whose
// roles may call it.
import { useState } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { KnownIssueKind, KnownIssueKindLabels } from '@generated/enums';
import { AppDialog } from '../../../components/AppDialog';
import { Paginator } from '../../../components/lists/Paginator';
import { Async } from '../../../components/feedback/StateBlocks';
import { enumLabel } from '../../../lib/language/enumLabel';
import { useLanguage } from '../../../lib/language/useLanguage';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useFilters } from '../../components/useFilters';
import { useStaffCan } from '../../components/useStaffCan';
import { KNOWN_ISSUES_PAGE_SIZE, useDeleteKnownIssue, useKnownIssues, type KnownIssue } from './api';
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
  const can = useStaffCan();
  const canCreate = can('POST /v2/admin/api/known-issue');
  const canEdit = can('PUT /v2/admin/api/known-issue/{id}');
  const canDelete = can('DELETE /v2/admin/api/known-issue/{id}');
  const [editing, setEditing] = useState<KnownIssue | 'new' | null>(null);
  const [deleting, setDeleting] = useState<KnownIssue | null>(null);

  const remove = async (item: KnownIssue) => {
    setDeleting(null);
    const result = await withLoading(deletion.mutateAsync(item.id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('knownIssues.deleted'));
  };

  return (
    <ConsolePage
      title={t('knownIssues.title')}
      actions={
        canCreate && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            {t('knownIssues.create')}
          </Button>
        )
      }
    >
      <ConsoleCard>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('knownIssues.intro')}
        </Text>
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
        <Async state={list} isEmpty={(d) => d.issues.length === 0} emptyText={t('knownIssues.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('knownIssues.titleField')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('knownIssues.kind')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('knownIssues.target')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('knownIssues.note')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('knownIssues.updated')}</Table.ColumnHeader>
                      {(canEdit || canDelete) && <Table.ColumnHeader>{t('knownIssues.actions')}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.issues.map((item) => (
                      <Table.Row key={item.id}>
                        <Table.Cell fontWeight="medium">{item.title}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={item.kind === KnownIssueKind.AcceptedRisk ? 'orange' : 'blue'}>{enumLabel(KnownIssueKindLabels, lang, item.kind)}</Badge>
                        </Table.Cell>
                        <Table.Cell maxW="xs" wordBreak="break-all">
                          {item.target}
                        </Table.Cell>
                        <Table.Cell maxW="sm">
                          <Text lineClamp={2}>{item.note}</Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" color="fg.muted">
                          {item.updateTime}
                        </Table.Cell>
                        {(canEdit || canDelete) && (
                          <Table.Cell>
                            <HStack gap="1">
                              {canEdit && (
                                <Button size="xs" variant="ghost" aria-label={t('knownIssues.editNamed', { title: item.title })} onClick={() => setEditing(item)}>
                                  {t('knownIssues.edit')}
                                </Button>
                              )}
                              {canDelete && (
                                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('knownIssues.deleteNamed', { title: item.title })} onClick={() => setDeleting(item)}>
                                  {t('knownIssues.delete')}
                                </Button>
                              )}
                            </HStack>
                          </Table.Cell>
                        )}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={KNOWN_ISSUES_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {editing !== null && <KnownIssueDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('knownIssues.deleteTitle')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => deleting && void remove(deleting)}>
              {t('knownIssues.delete')}
            </Button>
          </HStack>
        }
      >
        {t('knownIssues.deleteText', { title: deleting?.title ?? '' })}
      </AppDialog>
    </ConsolePage>
  );
}
