// The dashboard charts' ECharts options, kept apart from the chart module so they can be tested
// without a canvas: weekly submissions stacked by current status, and per month the median hours
// to a first response and to a rating beside the coins awarded.
import type { Dashboard } from './api';

export interface ChartTexts {
  statuses: string[];
  firstResponse: string;
  rating: string;
  hours: string;
  coins: string;
}

export function weeksOption(weeks: Dashboard['weeks'], texts: Pick<ChartTexts, 'statuses'>) {
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { type: 'scroll' as const, bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 56 },
    xAxis: { type: 'category' as const, data: weeks.map((w) => w.weekStart.slice(5)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: texts.statuses.map((name, i) => ({ name, type: 'bar' as const, stack: 'status', data: weeks.map((w) => w.counts[i] ?? 0) })),
  };
}

export function monthsOption(months: Dashboard['months'], texts: Omit<ChartTexts, 'statuses'>) {
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { bottom: 0 },
    grid: { left: 48, right: 56, top: 24, bottom: 56 },
    xAxis: { type: 'category' as const, data: months.map((m) => m.month) },
    yAxis: [
      { type: 'value' as const, name: texts.hours },
      { type: 'value' as const, name: texts.coins, minInterval: 1 },
    ],
    series: [
      { name: texts.firstResponse, type: 'line' as const, connectNulls: false, data: months.map((m) => m.firstResponseHours) },
      { name: texts.rating, type: 'line' as const, connectNulls: false, data: months.map((m) => m.ratingHours) },
      { name: texts.coins, type: 'bar' as const, yAxisIndex: 1, data: months.map((m) => m.coinsAwarded) },
    ],
  };
}
