import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import Highcharts from './highcharts-setup';

/** Props of {@link GaugeChart}. */
export interface GaugeChartProps {
  title: string;
  /** percentage 0–100 */
  value: number;
  /** text under the value, e.g. '3.2 GB / 8 GB' */
  subtitle?: string;
  height?: number;
}

/** Solid-gauge options of a percentage: green below 60 %, orange below 85 %, red above. */
export function gaugeOptions(title: string, value: number, subtitle: string | undefined, height: number): Highcharts.Options {
  return {
    chart: { type: 'solidgauge', height, animation: false },
    title: { text: title, style: { fontSize: '14px' } },
    subtitle: subtitle ? { text: subtitle, verticalAlign: 'bottom', style: { fontSize: '12px' } } : undefined,
    credits: { enabled: false },
    accessibility: { enabled: false },
    tooltip: { enabled: false },
    pane: { center: ['50%', '70%'], size: '120%', startAngle: -90, endAngle: 90, background: [{ backgroundColor: '#f0f0f0', innerRadius: '60%', outerRadius: '100%', shape: 'arc' }] },
    yAxis: {
      min: 0, max: 100, lineWidth: 0, tickWidth: 0, minorTickInterval: undefined, tickAmount: 2, labels: { y: 16 },
      stops: [[0.6, '#52c41a'], [0.85, '#faad14'], [1, '#f5222d']],
    },
    plotOptions: { solidgauge: { animation: false, dataLabels: { y: -24, borderWidth: 0, useHTML: false, format: '<span style="font-size:20px">{y:.1f}%</span>' } } },
    series: [{ type: 'solidgauge', name: title, data: [Math.max(0, Math.min(100, value))] }],
  };
}

/** A Highcharts solid gauge of one percentage (CPU, memory, disk usage). Test id gauge-<title>. */
export function GaugeChart({ title, value, subtitle, height = 200 }: GaugeChartProps) {
  const options = useMemo(() => gaugeOptions(title, value, subtitle, height), [title, value, subtitle, height]);
  return (
    <div data-testid={`gauge-${title}`} data-value={value}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
