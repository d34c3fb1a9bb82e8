import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import Highcharts from './highcharts-setup';

/** One line of a {@link TrendChart}: points [epoch ms, value]. */
export interface TrendSeries {
  name: string;
  data: [number, number][];
  color?: string;
}

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  title: string;
  series: TrendSeries[];
  /** unit shown on the axis and in the tooltip, e.g. 'ms', '%', 'MB' */
  unit: string;
  height?: number;
  min?: number;
}

/** Line options over China time (x datetime, y in `unit`), no animation (the chart redraws every few seconds). */
export function trendOptions(title: string, series: TrendSeries[], unit: string, height: number, min?: number): Highcharts.Options {
  return {
    chart: { type: 'line', height, animation: false },
    title: { text: title, style: { fontSize: '14px' } },
    credits: { enabled: false },
    accessibility: { enabled: false },
    time: { timezone: 'Asia/Shanghai' },
    xAxis: { type: 'datetime' },
    yAxis: { title: { text: unit }, min, labels: { format: `{value} ${unit}` } },
    tooltip: { shared: true, xDateFormat: '%H:%M:%S', valueSuffix: ` ${unit}`, valueDecimals: 2 },
    plotOptions: { series: { animation: false, marker: { enabled: false } } },
    series: series.map((s) => ({ type: 'line', name: s.name, data: s.data, color: s.color })),
  };
}

/** A Highcharts line chart of values over time (load, heap, event-loop delay). Test id trend-<title>. */
export function TrendChart({ title, series, unit, height = 240, min }: TrendChartProps) {
  const options = useMemo(() => trendOptions(title, series, unit, height, min), [title, series, unit, height, min]);
  return (
    <div data-testid={`trend-${title}`} data-points={series[0]?.data.length ?? 0}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
