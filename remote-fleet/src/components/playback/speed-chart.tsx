import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useEffect, useMemo, useRef } from 'react';
import type { TrackPoint } from '../../api/track-calls';
import { speedSeries } from './playback-model';

/** Props of {@link SpeedChart}. */
export interface SpeedChartProps {
  points: TrackPoint[];
  /** time (ms) of the playhead, or null for none */
  playheadTime: number | null;
  /** called with the clicked time (ms) */
  onSeekTime?(timeMs: number): void;
  height?: number;
  /** speed limit (km/h) drawn as a dashed line, when known */
  speedLimit?: number | null;
}

const PLAYHEAD = 'playhead';

interface PlotLineAxis {
  addPlotLine(options: Highcharts.XAxisPlotLinesOptions): unknown;
  removePlotLine(id: string): void;
}

/** Highcharts options of the speed curve: x China time, y km/h; a click anywhere calls `onSeek` with its time. */
export function speedChartOptions(points: TrackPoint[], onSeek: (t: number) => void, height: number, speedLimit?: number | null): Highcharts.Options {
  return {
    chart: {
      height,
      zooming: { type: 'x' },
      animation: false,
      events: {
        click(e) {
          const x = (e as unknown as { xAxis?: { value: number }[] }).xAxis?.[0]?.value;
          if (typeof x === 'number') onSeek(x);
        },
      },
    },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    time: { timezone: 'Asia/Shanghai' },
    accessibility: { enabled: false },
    xAxis: { type: 'datetime', title: { text: '时间' } },
    yAxis: {
      title: { text: '速度(km/h)' }, min: 0, maxPadding: 0.2, labels: { format: '{value} km/h' },
      plotLines: speedLimit ? [{ value: speedLimit, color: '#fa8c16', dashStyle: 'Dash', width: 1, label: { text: `限速 ${speedLimit} km/h` } }] : [],
    },
    tooltip: { xDateFormat: '%Y-%m-%d %H:%M:%S', valueSuffix: ' km/h', valueDecimals: 1 },
    plotOptions: {
      series: {
        animation: false, turboThreshold: 0, marker: { enabled: false }, cursor: 'pointer',
        point: { events: { click(this: Highcharts.Point) { if (typeof this.x === 'number') onSeek(this.x); } } },
      },
    },
    series: [{ type: 'line', name: '速度(km/h)', data: speedSeries(points), color: '#1677ff', lineWidth: 1 }],
  };
}

/**
 * The speed curve (Highcharts) of a track, km/h over China time; a red plot line follows the
 * playhead and a click on the curve seeks (onSeekTime). Test id speed-chart; data-playhead
 * carries the playhead time (ms).
 */
export default function SpeedChart({ points, playheadTime, onSeekTime, height = 180, speedLimit }: SpeedChartProps) {
  const chartRef = useRef<HighchartsReact.RefObject>(null);
  const seekRef = useRef(onSeekTime);
  seekRef.current = onSeekTime;
  const options = useMemo(() => speedChartOptions(points, (t) => seekRef.current?.(t), height, speedLimit), [points, height, speedLimit]);

  useEffect(() => {
    // addPlotLine / removePlotLine are composed into Axis at runtime (PlotLineOrBandAxis), not in its 13.x typings
    const axis = chartRef.current?.chart?.xAxis?.[0] as unknown as PlotLineAxis | undefined;
    if (!axis?.addPlotLine) return;
    axis.removePlotLine(PLAYHEAD);
    if (playheadTime != null) axis.addPlotLine({ id: PLAYHEAD, value: playheadTime, color: '#f5222d', width: 2, zIndex: 5 });
  }, [playheadTime, options]);

  return (
    <div data-testid="speed-chart" data-playhead={playheadTime ?? ''}>
      <HighchartsReact highcharts={Highcharts} options={options} ref={chartRef} />
    </div>
  );
}
