// Users (/users): search by nickname, email or id (the keyword lives in the address), paged; change
// a role (never one's own — the server refuses it, so the button is disabled for oneself) or a
// balance by hand with a reason, each confirmed. The monthly prize run sits below the list.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, Table } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { UserRoleLabels } from '../../../../../generated/enums';
import type { components } from '../../../../../generated/api';
import { Paginator } from '../../../components/Paginator';
import { Async } from '../../../components/StateBlocks';
import { signedInUserAtom } from '../../../lib/session';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useEnumLabel } from '../../components/useEnumLabel';
import { useFilters } from '../../components/useFilters';
import { PEOPLE_PAGE_SIZE, useAdminUsers } from '../api';
import { CoinDialog } from './CoinDialog';
import { MonthlyPrizeCard } from './MonthlyPrizeCard';
import { RoleDialog } from './RoleDialog';

type User = components['schemas']['AdminUserItem'];
const KEYWORD_MAX = 150;

export function UsersPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const me = useAtomValue(signedInUserAtom);
  const { values, page, set } = useFilters(['keyword'] as const);
  const [draft, setDraft] = useState(values.keyword ?? '');
  useEffect(() => setDraft(values.keyword ?? ''), [values.keyword]);
  const list = useAdminUsers({ page, ...(values.keyword ? { keyword: values.keyword } : {}) });
  const [acting, setActing] = useState<{ user: User; what: 'role' | 'coins' } | null>(null);

  return (
    <ConsolePage title={t('users.title')}>
      <ConsoleCard>
        <HStack
          as="form"
          role="search"
          gap="2"
          mb="4"
          align="flex-end"
          onSubmit={(e) => {
            e.preventDefault();
            set({ keyword: draft.trim() });
          }}
        >
          <Field.Root w="auto" minW="64" ids={{ control: 'users-keyword' }}>
            <Field.Label fontSize="sm">{t('users.search')}</Field.Label>
            <Input size="sm" value={draft} maxLength={KEYWORD_MAX} placeholder={t('users.searchPlaceholder')} onChange={(e) => setDraft(e.currentTarget.value)} />
          </Field.Root>
          <Button size="sm" type="submit" colorPalette="blue">
            {t('users.searchButton')}
          </Button>
        </HStack>
        <Async state={list} isEmpty={(d) => d.users.length === 0} emptyText={t('users.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {(['id', 'nickname', 'email', 'role', 'coins', 'contribution', 'team', 'created', 'actions'] as const).map((key) => (
                        <Table.ColumnHeader key={key}>{t(`users.column.${key}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.users.map((user) => {
                      const self = user.userId === me?.userId;
                      return (
                        <Table.Row key={user.userId} data-testid={`user-${user.userId}`}>
                          <Table.Cell>{user.userId}</Table.Cell>
                          <Table.Cell>
                            {user.nickname}
                            {self && (
                              <Badge ml="2" size="sm" colorPalette="purple">
                                {t('users.you')}
                              </Badge>
                            )}
                          </Table.Cell>
                          <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={user.role === 'staff' ? 'purple' : 'gray'}>{label(UserRoleLabels, user.role)}</Badge>
                          </Table.Cell>
                          <Table.Cell>{user.coins}</Table.Cell>
                          <Table.Cell>{user.contribution}</Table.Cell>
                          <Table.Cell>{user.teamName ?? '—'}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap" fontSize="xs">
                            {user.createTime}
                          </Table.Cell>
                          <Table.Cell>
                            <HStack gap="1">
                              <Button size="xs" variant="outline" disabled={self} title={self ? t('users.role.notSelf') : undefined} onClick={() => setActing({ user, what: 'role' })}>
                                {t(user.role === 'staff' ? 'users.role.makeResearcher' : 'users.role.makeStaff')}
                              </Button>
                              <Button size="xs" variant="outline" onClick={() => setActing({ user, what: 'coins' })}>
                                {t('users.coins.open')}
                              </Button>
                            </HStack>
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      <MonthlyPrizeCard />
      {acting?.what === 'role' && <RoleDialog key={acting.user.userId} user={acting.user} onClose={() => setActing(null)} />}
      {acting?.what === 'coins' && <CoinDialog key={acting.user.userId} user={acting.user} onClose={() => setActing(null)} />}
    </ConsolePage>
  );
}
