// Users (/users): search by nickname, email or id (the keyword lives in the address), paged; change
// a role (never one's own — the server refuses it, so the button is disabled for oneself) or a
// balance by hand with a reason, each confirmed. The monthly prize run sits below the list. Each is
// offered only to a member whose roles may call it: a viewer reads the list alone.
import { useEffect, useState } from 'react';
import { Badge, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UserRoleLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { AdminKeywordParamLimits } from '@generated/limits';
import { useSignedInUser } from '@web/lib/session/session';
import { ReviewListPage, type ReviewColumn } from '../components/ReviewListPage';
import { useEnumLabel } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { USERS_PAGE_SIZE, useAdminUsers } from './api';
import { CoinDialog } from './CoinDialog';
import { MonthlyPrizeCard } from './MonthlyPrizeCard';
import { LedgerCheckCard } from './LedgerCheckCard';
import { RoleDialog } from './RoleDialog';

type User = components['schemas']['AdminUserItem'];

export function UsersPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const me = useSignedInUser();
  const { values, page, set } = useFilters(['keyword'] as const);
  const [draft, setDraft] = useState(values.keyword ?? '');
  useEffect(() => setDraft(values.keyword ?? ''), [values.keyword]);
  const list = useAdminUsers({ page, ...(values.keyword ? { keyword: values.keyword } : {}) });
  const [acting, setActing] = useState<{ user: User; what: 'role' | 'coins' } | null>(null);
  const can = useStaffCan();
  const canRole = can('POST /v2/admin/api/user/{id}/role');
  const canCoins = can('POST /v2/admin/api/user/{id}/coins');

  const header = (key: string) => t(`users.column.${key}`);
  const isSelf = (user: User) => user.userId === me?.userId;
  const columns: ReviewColumn<User>[] = [
    { key: 'id', header: header('id'), render: (user) => user.userId },
    {
      key: 'nickname',
      header: header('nickname'),
      render: (user) => (
        <>
          {user.nickname}
          {isSelf(user) && (
            <Badge ml="2" size="sm" colorPalette="purple">
              {t('users.you')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'email', header: header('email'), render: (user) => user.email, cell: { wordBreak: 'break-all' } },
    { key: 'role', header: header('role'), render: (user) => <Badge colorPalette={user.role === 'staff' ? 'purple' : 'gray'}>{label(UserRoleLabels, user.role)}</Badge> },
    { key: 'coins', header: header('coins'), render: (user) => user.coins },
    { key: 'contribution', header: header('contribution'), render: (user) => user.contribution },
    { key: 'team', header: header('team'), render: (user) => user.teamName ?? '—' },
    { key: 'created', header: header('created'), render: (user) => user.createTime, cell: { whiteSpace: 'nowrap', fontSize: 'xs' } },
  ];
  if (canRole || canCoins) {
    columns.push({
      key: 'actions',
      header: header('actions'),
      render: (user) => (
        <HStack gap="1">
          {canRole && (
            <Button size="xs" variant="outline" disabled={isSelf(user)} title={isSelf(user) ? t('users.role.notSelf') : undefined} onClick={() => setActing({ user, what: 'role' })}>
              {t(user.role === 'staff' ? 'users.role.makeResearcher' : 'users.role.makeStaff')}
            </Button>
          )}
          {canCoins && (
            <Button size="xs" variant="outline" onClick={() => setActing({ user, what: 'coins' })}>
              {t('users.coins.open')}
            </Button>
          )}
        </HStack>
      ),
    });
  }

  const search = (
    <HStack
      as="form"
      role="search"
      gap="2"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        set({ keyword: draft.trim() });
      }}
    >
      <Field.Root w="auto" minW="64" ids={{ control: 'users-keyword' }}>
        <Field.Label fontSize="sm">{t('users.search')}</Field.Label>
        <Input
          size="sm"
          data-shortcut-search=""
          value={draft}
          maxLength={AdminKeywordParamLimits.maxLength}
          placeholder={t('users.searchPlaceholder')}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
      </Field.Root>
      <Button size="sm" type="submit" colorPalette="blue">
        {t('users.searchButton')}
      </Button>
    </HStack>
  );

  const paging = { page, pageSize: USERS_PAGE_SIZE, onPage: (p: number) => set({ page: p }) };

  return (
    <ReviewListPage
      title={t('users.title')}
      filters={search}
      emptyText={t('users.empty')}
      columns={columns}
      list={list}
      rows={(d) => d.users}
      rowId={(user) => user.userId}
      testId="user"
      paging={paging}
    >
      {can('POST /v2/admin/api/ranking/monthly-prize') && <MonthlyPrizeCard />}
      {can('GET /v2/admin/api/ledger/check') && <LedgerCheckCard />}
      {acting?.what === 'role' && <RoleDialog key={acting.user.userId} user={acting.user} onClose={() => setActing(null)} />}
      {acting?.what === 'coins' && <CoinDialog key={acting.user.userId} user={acting.user} onClose={() => setActing(null)} />}
    </ReviewListPage>
  );
}
