// A table's chart drawn by the project's ECharts (its core with the bar and line charts only) off
// screen and returned as a PNG file: the editor uploads it like a screen snapshot, so the stored
// HTML holds an ordinary image and the sanitiser's rules need nothing new. Imported lazily, on the
// first chart, so ECharts stays out of the editor's chunk.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartData } from './tableTools';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TitleComponent, CanvasRenderer]);

export type ChartType = 'bar' | 'line';

const WIDTH = 640;
const HEIGHT = 360;

export function renderTableChart(data: ChartData, type: ChartType): File {
  const host = document.createElement('div');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${WIDTH}px;height:${HEIGHT}px`;
  document.body.append(host);
  const chart = echarts.init(host, undefined, { width: WIDTH, height: HEIGHT, renderer: 'canvas' });
  try {
    chart.setOption({
      animation: false,
      backgroundColor: '#ffffff',
      legend: { top: 8 },
      grid: { left: 48, right: 24, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: data.categories },
      yAxis: { type: 'value' },
      series: data.series.map((s) => ({ type, name: s.name, data: s.values })),
    });
    const url = chart.getDataURL({ type: 'png', pixelRatio: 1, backgroundColor: '#ffffff' });
    // Decoded here rather than fetched: the site's CSP allows no data: connections.
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    return new File([bytes], `chart-${Date.now()}.png`, { type: 'image/png' });
  } finally {
    chart.dispose();
    host.remove();
  }
}
