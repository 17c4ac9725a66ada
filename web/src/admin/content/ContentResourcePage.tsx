// The one screen every content resource uses: a paged table of the page language's entries (page
// and page size in the address), a dialog to create or edit, and deletion after a confirmation.
// What differs per resource (fields, columns, calls) comes from its table in resources.tsx. Each
// change is offered only to a member whose roles may call it: a viewer reads the table alone.
import { useState } from 'react';
import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { PAGE_SIZE_OPTIONS, Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { useApiMutation } from '../../lib/query';
import { showFailure, withLoading } from '../../lib/ui';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { ContentEditDialog } from './ContentEditDialog';
import { ContentLanguageNote } from './ContentLanguageNote';
import type { ContentResource } from './resource';
import { useLanguage } from '../../lib/language/useLanguage';

const FILTER_KEYS = ['pageSize'] as const;

export function ContentResourcePage<Item extends { id: number }, Form>({ resource }: { resource: ContentResource<Item, Form> }) {
  const { t } = useTranslation('adminContent');
  const lang = useLanguage();
  const filters = useFilters(FILTER_KEYS);
  const pageSize = PAGE_SIZE_OPTIONS.some((n) => n === Number(filters.values.pageSize)) ? Number(filters.values.pageSize) : 20;
  const list = resource.useList(filters.page, pageSize);
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const invalidates = [resource.listPath];
  const save = useApiMutation(({ id, body }: { id: number | null; body: Form }) => (id === null ? resource.create(body) : resource.update(id, body)), { invalidates });
  const removal = useApiMutation((id: number) => resource.remove(id), { invalidates });
  const can = useStaffCan();
  const canCreate = can(resource.changes.create);
  const canEdit = can(resource.changes.update);
  const canDelete = can(resource.changes.remove);
  const RowAction = resource.rowAction && can(resource.rowAction.operation) ? resource.rowAction.Action : null;
  const rowActions = canEdit || canDelete || RowAction !== null;

  const remove = async (item: Item) => {
    setDeleting(null);
    const result = await withLoading(removal.mutateAsync(item.id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('deleted'));
  };

  return (
    <ConsolePage
      title={t(`${resource.key}.title`)}
      actions={
        canCreate && (
          <Button colorPalette="blue" size="sm" onClick={() => setEditing({ item: null })}>
            {t('create', { what: t(`${resource.key}.one`) })}
          </Button>
        )
      }
    >
      <ContentLanguageNote />
      <ConsoleCard>
        <Async state={list} isEmpty={(d) => d.items.length === 0 && d.total === 0} emptyText={t('empty', { what: t(`${resource.key}.one`) })}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm" variant="line">
                  <Table.Header>
                    <Table.Row>
                      {resource.columns.map((column) => (
                        <Table.ColumnHeader key={column.key}>{t(`${resource.key}.fields.${column.key}`)}</Table.ColumnHeader>
                      ))}
                      {rowActions && <Table.ColumnHeader textAlign="end">{t('actions')}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.items.map((item) => (
                      <Table.Row key={item.id}>
                        {resource.columns.map((column) => (
                          <Table.Cell key={column.key}>{column.render(item, lang)}</Table.Cell>
                        ))}
                        {rowActions && (
                          <Table.Cell textAlign="end">
                            <HStack gap="1" justify="flex-end">
                              {RowAction && <RowAction item={item} />}
                              {canEdit && (
                                <Button size="xs" variant="ghost" aria-label={t('editNamed', { name: resource.title(item) })} onClick={() => setEditing({ item })}>
                                  {t('edit')}
                                </Button>
                              )}
                              {canDelete && (
                                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('deleteNamed', { name: resource.title(item) })} onClick={() => setDeleting(item)}>
                                  {t('delete')}
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
              {data.items.length === 0 && (
                <Text color="fg.muted" py="4" textAlign="center">
                  {t('pastLastPage')}
                </Text>
              )}
              <Paginator
                page={filters.page}
                pageSize={pageSize}
                total={data.total}
                onPageChange={(page) => filters.set({ page })}
                onPageSizeChange={(size) => filters.set({ pageSize: String(size) })}
              />
            </>
          )}
        </Async>
      </ConsoleCard>
      {editing && <ContentEditDialog resource={resource} item={editing.item} onClose={() => setEditing(null)} save={(vars) => save.mutateAsync(vars)} />}
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('deleteTitle', { what: t(`${resource.key}.one`) })}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => deleting && void remove(deleting)}>
              {t('confirmDelete')}
            </Button>
          </HStack>
        }
      >
        {deleting && t('deleteText', { name: resource.title(deleting) })}
      </AppDialog>
    </ConsolePage>
  );
}
