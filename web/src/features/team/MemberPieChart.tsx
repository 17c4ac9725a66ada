// The pie of members' shares of the team's score. ECharts' core with only the pie, loaded lazily so
// the library stays in its own chunk.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { truncate } from '../../lib/formats';

echarts.use([PieChart, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Names cut to 12 characters plus an ellipsis, as on the ranking's team chart (docs/rules.md#limits). */
export function shortName(name: string): string {
  return truncate(name, 12);
}

export default function MemberPieChart({ members, label }: { members: { nickname: string; score: number }[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current);
    chart.setOption({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: ['35%', '65%'], data: members.map((m) => ({ name: shortName(m.nickname), value: m.score })) }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [members]);
  return <Box ref={host} width="full" height="300px" role="img" aria-label={label} />;
}
