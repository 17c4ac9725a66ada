import { describe, expect, it } from 'vitest';
import { teamChartOption } from './teamChartOption';

describe('team bar chart (docs/rules.md#limits)', () => {
  it('cuts member names to 12 characters and the team name to 20, with an ellipsis', () => {
    const option = teamChartOption(
      {
        id: 3,
        name: '一支名字非常非常非常非常非常长的白帽子安全战队',
        score: 10,
        members: [
          { userId: 1, nick_name: 'a_very_long_nickname_indeed', score: 7 },
          { userId: 2, nick_name: 'short', score: 3 },
        ],
      },
      'coins',
    );
    expect(option.title.text).toBe('一支名字非常非常非常非常非常长的白帽子安…');
    expect(option.xAxis.data).toEqual(['a_very_long_…', 'short']);
    expect(option.series[0]!.data).toEqual([7, 3]);
  });
});
