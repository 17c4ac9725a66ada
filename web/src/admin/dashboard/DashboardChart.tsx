// One dashboard chart. Imports ECharts' core and only the parts it uses; this module is loaded
// lazily, so ECharts lands in its own chunk and only when the dashboard shows a chart.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function DashboardChart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current);
    chart.setOption(option);
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option]);
  return <Box ref={host} width="full" height="300px" role="img" aria-label={label} />;
}
