// One editable list of the console (common responses, known issues): a filter, a paged table of
// entries (the title first, then the list's own columns), and per entry edit and delete (after
// confirmation), each offered only to a member whose roles may call it. A list names its texts under
// one key of adminBugs (title, create, empty, actions, edit/editNamed, delete/deleteNamed,
// deleteTitle, deleteText, deleted, titleField) and brings its own dialog.
import { useState, type ReactNode } from 'react';
import { Box, Button, HStack, Table, type TableCellProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/lists/Paginator';
import { Async, type QueryState } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import type { ApiResult } from '../../lib/api';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { ConsoleCard, ConsolePage } from './ConsolePage';
import { useStaffCan } from './useStaffCan';

export interface ListColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  props?: TableCellProps;
}

interface Props<T extends { id: number; title: string }, D extends { total: number }> {
  /** The key of the list's texts in adminBugs. */
  texts: 'knownIssues' | 'responses';
  /** The list's address in the contract: POST creates, PUT and DELETE `/{id}` change and remove. */
  path: '/v2/admin/api/known-issue' | '/v2/admin/api/common-response';
  state: QueryState<D>;
  items: (data: D) => T[];
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  remove: (id: number) => Promise<ApiResult<unknown>>;
  columns: ListColumn<T>[];
  intro?: ReactNode;
  filter: ReactNode;
  /** Below the list's card (a help card). */
  after?: ReactNode;
  /** The add (null) or change dialog. */
  dialog: (editing: T | null, onClose: () => void) => ReactNode;
}

export function EditableListPage<T extends { id: number; title: string }, D extends { total: number }>(props: Props<T, D>) {
  const { texts, path, state, items, columns } = props;
  const { t } = useTranslation('adminBugs');
  const can = useStaffCan();
  const canCreate = can(`POST ${path}`);
  const canEdit = can(`PUT ${path}/{id}`);
  const canDelete = can(`DELETE ${path}/{id}`);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const key = (name: string) => `${texts}.${name}`;

  const remove = async (item: T) => {
    setDeleting(null);
    const result = await withLoading(props.remove(item.id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t(key('deleted')));
  };

  return (
    <ConsolePage
      title={t(key('title'))}
      actions={
        canCreate && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            {t(key('create'))}
          </Button>
        )
      }
    >
      <ConsoleCard>
        {props.intro}
        {props.filter}
        <Async state={state} isEmpty={(d) => items(d).length === 0} emptyText={t(key('empty'))}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t(key('titleField'))}</Table.ColumnHeader>
                      {columns.map((c) => (
                        <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
                      ))}
                      {(canEdit || canDelete) && <Table.ColumnHeader>{t(key('actions'))}</Table.ColumnHeader>}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {items(data).map((item) => (
                      <Table.Row key={item.id}>
                        <Table.Cell fontWeight="medium">{item.title}</Table.Cell>
                        {columns.map((c) => (
                          <Table.Cell key={c.header} {...c.props}>
                            {c.cell(item)}
                          </Table.Cell>
                        ))}
                        {(canEdit || canDelete) && (
                          <Table.Cell>
                            <HStack gap="1">
                              {canEdit && (
                                <Button size="xs" variant="ghost" aria-label={t(key('editNamed'), { title: item.title })} onClick={() => setEditing(item)}>
                                  {t(key('edit'))}
                                </Button>
                              )}
                              {canDelete && (
                                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t(key('deleteNamed'), { title: item.title })} onClick={() => setDeleting(item)}>
                                  {t(key('delete'))}
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
              <Paginator page={props.page} pageSize={props.pageSize} total={data.total} onPageChange={props.onPageChange} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {props.after}
      {editing !== null && props.dialog(editing === 'new' ? null : editing, () => setEditing(null))}
      <ConfirmActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        size="sm"
        title={t(key('deleteTitle'))}
        confirmLabel={t(key('delete'))}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {t(key('deleteText'), { title: deleting?.title ?? '' })}
      </ConfirmActionDialog>
    </ConsolePage>
  );
}
