// The bar chart of a team's member scores. Imports ECharts' core and only the parts it uses; this
// module is loaded lazily, so ECharts lands in its own chunk and only where a chart is shown.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { components } from '@generated/api';
import { teamChartOption } from './teamChartOption';

echarts.use([BarChart, GridComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

type Team = components['schemas']['PublicTeamInfo'];

export default function TeamChart({ team, scoreLabel, label }: { team: Team; scoreLabel: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current);
    chart.setOption(teamChartOption(team, scoreLabel));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [team, scoreLabel]);
  return <Box ref={host} width="full" height="320px" role="img" aria-label={label} />;
}
