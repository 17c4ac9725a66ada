// The ECharts option of a team's member scores: names cut to 12 characters, the team's to 20
// (docs/rules.md#limits). Kept apart from the chart so it can be tested without loading ECharts.
import type { components } from '@generated/api';
import { truncate } from '../../lib/formats';

type Team = components['schemas']['PublicTeamInfo'];

export const MEMBER_NAME_MAX = 12;
export const TEAM_NAME_MAX = 20;

export function teamChartOption(team: Team, scoreLabel: string) {
  return {
    title: { text: truncate(team.name, TEAM_NAME_MAX), left: 'center', textStyle: { fontSize: 16 } },
    tooltip: { trigger: 'axis' as const },
    grid: { left: 48, right: 16, top: 48, bottom: 72 },
    xAxis: {
      type: 'category' as const,
      data: team.members.map((m) => truncate(m.nick_name, MEMBER_NAME_MAX)),
      axisLabel: { interval: 0, rotate: team.members.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value' as const, name: scoreLabel },
    series: [{ type: 'bar' as const, name: scoreLabel, data: team.members.map((m) => m.score), itemStyle: { color: '#2563eb' }, barMaxWidth: 40 }],
  };
}
