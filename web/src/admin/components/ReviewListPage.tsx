// The shape the console's review screens share (real-name requests, teams, test reports, users): a
// title, filters whose values live in the address (the screen's useFilters), a paged table with its
// loading, empty and error states, a row's actions, and the screen's dialogs below the list.
import type { ReactNode } from 'react';
import { Box, Button, HStack, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { Paginator } from '../../components/lists/Paginator';
import { Async, type AsyncProps } from '../../components/feedback/StateBlocks';
import { ConsoleCard, ConsolePage } from './ConsolePage';

/** One column: its header and how a row fills its cell (`cell` props: width, wrapping…). */
export interface ReviewColumn<R> {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
  cell?: TableCellProps;
}

/** The page the address names, the list's page size, and how a page change reaches the address. */
export interface ReviewPaging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export interface ReviewListPageProps<D extends { total: number }, R> {
  title: string;
  /** A line above the filters. */
  intro?: ReactNode;
  /** The filters (a SelectFilter, a search form), already bound to the address. */
  filters: ReactNode;
  /** The list's query; `total` counts every row over all pages. */
  list: AsyncProps<D>['state'];
  rows: (data: D) => R[];
  emptyText: string;
  columns: ReviewColumn<R>[];
  rowId: (row: R) => number;
  /** The rows' test ids: `team` gives `team-12`. */
  testId: string;
  paging: ReviewPaging;
  /** Below the list: cards, and the dialogs the row actions open. */
  children?: ReactNode;
}

export function ReviewListPage<D extends { total: number }, R>(props: ReviewListPageProps<D, R>) {
  return (
    <ConsolePage title={props.title}>
      <ConsoleCard>
        {props.intro && (
          <Text mb="3" fontSize="sm" color="fg.muted">
            {props.intro}
          </Text>
        )}
        <HStack mb="4">{props.filters}</HStack>
        <Async state={props.list} isEmpty={(d) => props.rows(d).length === 0} emptyText={props.emptyText}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {props.columns.map((column) => (
                        <Table.ColumnHeader key={column.key}>{column.header}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {props.rows(data).map((row) => (
                      <Table.Row key={props.rowId(row)} data-testid={`${props.testId}-${props.rowId(row)}`}>
                        {props.columns.map((column) => (
                          <Table.Cell key={column.key} {...column.cell}>
                            {column.render(row)}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={props.paging.page} pageSize={props.paging.pageSize} total={data.total} onPageChange={props.paging.onPage} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {props.children}
    </ConsolePage>
  );
}

/**
 * The approve / refuse pair of a row waiting for a decision, each only when the member's roles may
 * call it (a screen passes `pending && can(...)`); a dash when neither shows and nothing else does.
 */
export function DecisionButtons({
  approvable,
  refusable,
  approveLabel,
  refuseLabel,
  onDecide,
  children,
}: {
  approvable: boolean;
  refusable: boolean;
  approveLabel: string;
  refuseLabel: string;
  onDecide: (approve: boolean) => void;
  children?: ReactNode;
}) {
  if (!approvable && !refusable && !children) return <Text color="fg.muted">—</Text>;
  return (
    <HStack gap="1">
      {children}
      {approvable && (
        <Button size="xs" colorPalette="green" variant="outline" onClick={() => onDecide(true)}>
          {approveLabel}
        </Button>
      )}
      {refusable && (
        <Button size="xs" colorPalette="red" variant="outline" onClick={() => onDecide(false)}>
          {refuseLabel}
        </Button>
      )}
    </HStack>
  );
}
