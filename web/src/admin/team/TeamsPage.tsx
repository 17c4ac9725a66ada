// Team review (/teams): teams waiting for review (oldest first, to answer within 24 hours) and
// reviewed ones, by state in the address; approve or refuse with a reason the leader is sent (only a
// member whose roles may review has the column).
import { useState } from 'react';
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TeamStatus, TeamStatusLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { validate } from '@generated/validators/AdminTeamReviewForm';
import { DecisionButtons, ReviewListPage, type ReviewColumn } from '../components/ReviewListPage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { TEAMS_PAGE_SIZE, useAdminTeams, useReviewTeam } from './api';
import { ReviewDialog } from '../components/ReviewDialog';

type Team = components['schemas']['AdminTeamItem'];
const STATUS_COLOR: Record<TeamStatus, string> = { [TeamStatus.PendingReview]: 'orange', [TeamStatus.Approved]: 'green', [TeamStatus.Rejected]: 'red' };

export function TeamsPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const options = useEnumOptions(TeamStatusLabels);
  const { values, page, set } = useFilters(['status'] as const);
  const status = values.status !== undefined && values.status in TeamStatusLabels.zh ? (Number(values.status) as TeamStatus) : undefined;
  const list = useAdminTeams({ page, ...(status !== undefined ? { status } : {}) });
  const review = useReviewTeam();
  const [deciding, setDeciding] = useState<{ team: Team; approve: boolean } | null>(null);
  const canReview = useStaffCan()('POST /v2/admin/api/team/{id}/review');
  const header = (key: string) => t(`teams.column.${key}`);
  const columns: ReviewColumn<Team>[] = [
    { key: 'name', header: header('name'), render: (team) => team.name, cell: { fontWeight: 'medium' } },
    { key: 'intro', header: header('intro'), render: (team) => team.intro, cell: { maxW: '64' } },
    { key: 'contact', header: header('contact'), render: (team) => team.contact, cell: { maxW: '48', wordBreak: 'break-all' } },
    { key: 'leader', header: header('leader'), render: (team) => team.leader.nickname },
    { key: 'members', header: header('members'), render: (team) => team.memberCount },
    { key: 'status', header: header('status'), render: (team) => <Badge colorPalette={STATUS_COLOR[team.status]}>{label(TeamStatusLabels, team.status)}</Badge> },
    { key: 'created', header: header('created'), render: (team) => team.createTime, cell: { whiteSpace: 'nowrap', fontSize: 'xs' } },
  ];
  if (canReview) {
    columns.push({
      key: 'actions',
      header: header('actions'),
      render: (team) => (
        <DecisionButtons
          approvable={team.status === TeamStatus.PendingReview}
          refusable={team.status === TeamStatus.PendingReview}
          approveLabel={t('teams.approve')}
          refuseLabel={t('teams.refuse')}
          onDecide={(approve) => setDeciding({ team, approve })}
        />
      ),
    });
  }

  const filter = (
    <SelectFilter id="teams-status" label={t('teams.filter')} allLabel={t('all')} value={status === undefined ? '' : String(status)} options={options} onChange={(v) => set({ status: v })} />
  );
  const paging = { page, pageSize: TEAMS_PAGE_SIZE, onPage: (p: number) => set({ page: p }) };

  return (
    <ReviewListPage
      title={t('teams.title')}
      filters={filter}
      emptyText={t('teams.empty')}
      columns={columns}
      list={list}
      rows={(d) => d.teams}
      rowId={(team) => team.id}
      testId="team"
      paging={paging}
    >
      {deciding && (
        <ReviewDialog
          key={`${deciding.team.id}-${deciding.approve}`}
          approve={deciding.approve}
          title={t(deciding.approve ? 'teams.approveTitle' : 'teams.refuseTitle', { name: deciding.team.name })}
          text={t(deciding.approve ? 'teams.approveText' : 'teams.refuseText', { name: deciding.team.name, leader: deciding.team.leader.nickname })}
          confirmLabel={t(deciding.approve ? 'teams.approve' : 'teams.refuse')}
          commentHelp={t('teams.commentHelp')}
          busy={review.isPending}
          validate={validate}
          toBody={(comment) => ({ approve: deciding.approve, ...(comment ? { comment } : {}) })}
          send={(body) => review.mutateAsync({ id: deciding.team.id, ...body })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ReviewListPage>
  );
}
