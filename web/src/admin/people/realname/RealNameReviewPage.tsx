// Real-name review (/realname): researchers' requests by state in the address (pending first, oldest
// first, as the server orders them), with the legal name staff judge and the document number masked
// (the full number is never stored). Approve, or refuse with the reason the researcher reads, each
// confirmed in a dialog.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RealNameStateLabels, type RealNameState } from '../../../../../generated/enums';
import type { components } from '../../../../../generated/api';
import { Paginator } from '../../../components/Paginator';
import { Async } from '../../../components/StateBlocks';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { SelectFilter } from '../../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../../components/useEnumLabel';
import { useFilters } from '../../components/useFilters';
import { PEOPLE_PAGE_SIZE, useAdminRealNames, useRefuseRealName } from '../api';
import { ReviewDialog } from '../ReviewDialog';
import { ApproveRealNameDialog } from './ApproveRealNameDialog';

type Request = components['schemas']['AdminRealNameItem'];
const STATUS_COLOR: Record<RealNameState, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };
const COLUMNS = ['user', 'name', 'idNumber', 'status', 'submitted', 'review', 'actions'] as const;

export function RealNameReviewPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  // State 0 (never sent) describes a researcher, not a request: no filter for it.
  const options = useEnumOptions(RealNameStateLabels).filter((o) => o.value !== '0');
  const { values, page, set } = useFilters(['status'] as const);
  const status = values.status !== undefined && ['1', '2', '3'].includes(values.status) ? (Number(values.status) as RealNameState) : undefined;
  const list = useAdminRealNames({ page, ...(status !== undefined ? { status } : {}) });
  const refuse = useRefuseRealName();
  const [deciding, setDeciding] = useState<{ request: Request; approve: boolean } | null>(null);

  return (
    <ConsolePage title={t('realName.title')}>
      <ConsoleCard>
        <Text mb="3" fontSize="sm" color="fg.muted">
          {t('realName.intro')}
        </Text>
        <HStack mb="4">
          <SelectFilter id="realname-status" label={t('realName.filter')} allLabel={t('all')} value={status === undefined ? '' : String(status)} options={options} onChange={(v) => set({ status: v })} />
        </HStack>
        <Async state={list} isEmpty={(d) => d.requests.length === 0} emptyText={t('realName.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {COLUMNS.map((key) => (
                        <Table.ColumnHeader key={key}>{t(`realName.column.${key}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.requests.map((request) => (
                      <Table.Row key={request.id} data-testid={`realname-${request.id}`}>
                        <Table.Cell>
                          <Text fontWeight="medium">{request.user.nickname}</Text>
                          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                            {request.email}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{request.name}</Table.Cell>
                        <Table.Cell fontFamily="mono">{request.idNumber}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={STATUS_COLOR[request.status]}>{label(RealNameStateLabels, request.status)}</Badge>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontSize="xs">
                          {request.submitTime}
                        </Table.Cell>
                        <Table.Cell fontSize="xs" maxW="64">
                          {request.reviewTime ? (
                            <Stack gap="0.5">
                              <Text>{t('realName.reviewedBy', { name: request.reviewer ?? '—', time: request.reviewTime })}</Text>
                              {request.reason && <Text color="red.700">{t('realName.reason', { reason: request.reason })}</Text>}
                            </Stack>
                          ) : (
                            <Text color="fg.muted">—</Text>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {request.status === 1 ? (
                            <HStack gap="1">
                              <Button size="xs" colorPalette="green" variant="outline" onClick={() => setDeciding({ request, approve: true })}>
                                {t('realName.approve')}
                              </Button>
                              <Button size="xs" colorPalette="red" variant="outline" onClick={() => setDeciding({ request, approve: false })}>
                                {t('realName.refuse')}
                              </Button>
                            </HStack>
                          ) : (
                            <Text color="fg.muted">—</Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {deciding?.approve && <ApproveRealNameDialog key={`approve-${deciding.request.id}`} request={deciding.request} onClose={() => setDeciding(null)} />}
      {deciding && !deciding.approve && (
        <ReviewDialog
          key={`refuse-${deciding.request.id}`}
          approve={false}
          title={t('realName.refuseTitle', { name: deciding.request.user.nickname })}
          text={t('realName.refuseText', { name: deciding.request.name, nickname: deciding.request.user.nickname })}
          confirmLabel={t('realName.refuse')}
          commentHelp={t('realName.reasonHelp')}
          busy={refuse.isPending}
          send={(reason) => refuse.mutateAsync({ id: deciding.request.id, reason })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ConsolePage>
  );
}
