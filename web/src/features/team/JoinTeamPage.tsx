// Join a team (team/join): search approved teams by name (300 ms after typing; blank or over 150
// characters lists all), then apply after a dialog that states the switch rule.
import { useEffect, useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { searchTeamsParamLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { useApplyToTeam, useMyTeam, useTeams } from './api';

const PAGE_SIZE = 10;

/** The search term sent: trimmed, and ignored when blank or over 150 characters (docs/rules.md#pickers). */
export function searchTerm(raw: string): string | undefined {
  const value = raw.trim();
  return value && countChars(value) <= searchTeamsParamLimits.keyword.maxLength ? value : undefined;
}

export function JoinTeamPage() {
  const { t } = useTranslation('team');
  const navigate = useAppNavigate();
  const mine = useMyTeam();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [applying, setApplying] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(searchTerm(typed));
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const teams = useTeams(keyword, page, PAGE_SIZE);
  const application = useApplyToTeam();

  const apply = async () => {
    if (!applying) return;
    const id = applying.id;
    setApplying(null);
    const result = await withLoading(application.mutateAsync(id));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('join.sent'));
    navigate('/user/team/q');
  };

  return (
    <Panel>
      <Text as="h1" fontSize="xl" fontWeight="bold" mb="4">
        {t('join.title')}
      </Text>
      <Input
        aria-label={t('join.search')}
        placeholder={t('join.search')}
        value={typed}
        maxLength={searchTeamsParamLimits.keyword.maxLength}
        onChange={(e) => setTyped(e.currentTarget.value)}
        mb="4"
      />
      <Async state={teams} isEmpty={(d) => d.teams.length === 0} emptyText={t('join.empty')}>
        {(data) => (
          <>
            <Stack gap="2">
              {data.teams.map((team) => (
                <HStack key={team.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3" wrap="wrap">
                  <Stack gap="0" minW="0" flex="1">
                    <Text fontWeight="medium">{team.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {team.intro}
                    </Text>
                  </Stack>
                  <HStack gap="3">
                    <Badge>{t('join.members', { count: team.memberCount, max: team.maxMembers })}</Badge>
                    <Text fontSize="sm">{t('join.score', { score: team.score })}</Text>
                    <Button size="sm" colorPalette="blue" disabled={team.memberCount >= team.maxMembers} onClick={() => setApplying({ id: team.id, name: team.name })}>
                      {team.memberCount >= team.maxMembers ? t('join.full') : t('join.apply')}
                    </Button>
                  </HStack>
                </HStack>
              ))}
            </Stack>
            <Paginator page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      <AppDialog
        open={applying !== null}
        onClose={() => setApplying(null)}
        title={t('join.confirmTitle', { name: applying?.name ?? '' })}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setApplying(null)}>
              {t('common:cancel')}
            </Button>
            <Button colorPalette="blue" onClick={() => void apply()}>
              {t('join.apply')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="2">
          <Text>{t('join.confirmText')}</Text>
          {mine.data && <Text fontWeight="medium">{mine.data.switchRule.text}</Text>}
        </Stack>
      </AppDialog>
    </Panel>
  );
}
