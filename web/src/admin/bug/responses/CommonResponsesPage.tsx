// Common responses (/responses): the saved replies staff insert into a report's thread, per
// language (the filter lives in the address), paged; create, edit, and delete after confirmation,
// each offered only to a member whose roles may call it; the placeholders a text may hold, explained.
import { useState } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LanguageLabels } from '@generated/enums';
import { AppDialog } from '../../../components/AppDialog';
import { Paginator } from '../../../components/lists/Paginator';
import { Async } from '../../../components/feedback/StateBlocks';
import { enumLabel } from '../../../lib/language/enumLabel';
import { notifySuccess } from '../../../lib/notify';
import { showFailure, withLoading } from '../../../lib/ui';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useFilters } from '../../components/useFilters';
import { RESPONSES_PAGE_SIZE, useCommonResponses, useDeleteCommonResponse, type CommonResponse, type ResponseLanguage } from '../api';
import { CommonResponseDialog } from './CommonResponseDialog';
import { PlaceholderHelp } from './PlaceholderHelp';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useStaffCan } from '../../components/useStaffCan';

const KEYS = ['responseLanguage'] as const;

export function CommonResponsesPage() {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const { values, page, set } = useFilters(KEYS);
  const language: ResponseLanguage = values.responseLanguage === 'zh' || values.responseLanguage === 'en' ? values.responseLanguage : 'all';
  const list = useCommonResponses(page, language);
  const deletion = useDeleteCommonResponse();
  const can = useStaffCan();
  const canCreate = can('POST /v2/admin/api/common-response');
  const canEdit = can('PUT /v2/admin/api/common-response/{id}');
  const canDelete = can('DELETE /v2/admin/api/common-response/{id}');
  const [editing, setEditing] = useState<CommonResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CommonResponse | null>(null);

  const remove = async (item: CommonResponse) => {
    setDeleting(null);
    const result = await withLoading(deletion.mutateAsync(item.id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('responses.deleted'));
  };

  return (
    <ConsolePage
      title={t('responses.title')}
      actions={
        canCreate && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            {t('responses.create')}
          </Button>
        )
      }
    >
      <ConsoleCard>
        <NativeSelect.Root size="sm" width="48" mb="4">
          <NativeSelect.Field aria-label={t('responses.language')} value={language} onChange={(e) => set({ responseLanguage: e.currentTarget.value === 'all' ? '' : e.currentTarget.value })}>
            <option value="all">{t('responses.allLanguages')}</option>
            <option value="zh">{enumLabel(LanguageLabels, lang, 'zh')}</option>
            <option value="en">{enumLabel(LanguageLabels, lang, 'en')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Async state={list} isEmpty={(d) => d.responses.length === 0} emptyText={t('responses.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('responses.titleField')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('responses.language')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('responses.content')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('responses.updated')}</Table.ColumnHeader>
                      {(canEdit || canDelete) && <Table.ColumnHeader>{t('responses.actions')}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.responses.map((item) => (
                      <Table.Row key={item.id}>
                        <Table.Cell fontWeight="medium">{item.title}</Table.Cell>
                        <Table.Cell>
                          <Badge>{enumLabel(LanguageLabels, lang, item.language)}</Badge>
                        </Table.Cell>
                        <Table.Cell maxW="md">
                          <Text lineClamp={2} whiteSpace="pre-wrap">
                            {item.content}
                          </Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" color="fg.muted">
                          {item.updateTime}
                        </Table.Cell>
                        {(canEdit || canDelete) && (
                          <Table.Cell>
                            <HStack gap="1">
                              {canEdit && (
                                <Button size="xs" variant="ghost" aria-label={t('responses.editNamed', { title: item.title })} onClick={() => setEditing(item)}>
                                  {t('responses.edit')}
                                </Button>
                              )}
                              {canDelete && (
                                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('responses.deleteNamed', { title: item.title })} onClick={() => setDeleting(item)}>
                                  {t('responses.delete')}
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
              <Paginator page={page} pageSize={RESPONSES_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      <ConsoleCard>
        <PlaceholderHelp />
      </ConsoleCard>
      {editing !== null && <CommonResponseDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('responses.deleteTitle')}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => deleting && void remove(deleting)}>
              {t('responses.delete')}
            </Button>
          </HStack>
        }
      >
        {t('responses.deleteText', { title: deleting?.title ?? '' })}
      </AppDialog>
    </ConsolePage>
  );
}
