import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import type { ReportChartData, ReportChartMeta, ReportRow } from '../../api/report-api';

/**
 * Builds the Highcharts options of a report chart: from the server's series (`data`) or, for
 * source 'rows', from the rows shown (x = meta.x, one series per meta.y). Every series and axis
 * carries its unit; series of different units get their own y axis. Answers null when there is
 * nothing to draw.
 */
export function buildChartOptions(meta: ReportChartMeta, data: ReportChartData | undefined, rows: ReportRow[]): Highcharts.Options | null {
  let chart: ReportChartData | undefined = data;
  if (meta.source === 'rows' && meta.x && meta.y) {
    chart = {
      xType: 'category',
      categories: rows.map((r) => String(r[meta.x!] ?? '')),
      series: meta.y.map((y) => ({ name: y.name, unit: y.unit, type: meta.kind, data: rows.map((r) => (typeof r[y.key] === 'number' ? (r[y.key] as number) : null)) })),
    };
  }
  if (!chart || chart.series.every((s) => s.data.length === 0)) return null;
  const units = [...new Set(chart.series.map((s) => s.unit))];
  const pie = meta.kind === 'pie';
  return {
    chart: { height: 300, zooming: { type: pie ? undefined : 'x' } },
    title: { text: meta.title, style: { fontSize: '14px' } },
    credits: { enabled: false },
    time: { timezoneOffset: -480 } as Highcharts.TimeOptions,
    xAxis: chart.xType === 'datetime' ? { type: 'datetime' } : { categories: chart.categories },
    yAxis: units.map((u, i) => ({ title: { text: u }, opposite: i % 2 === 1, labels: { format: `{value} ${u}` } })),
    tooltip: pie ? { pointFormat: '{point.y} {series.userOptions.custom.unit}（{point.percentage:.1f}%）' } : { shared: true, valueDecimals: 2 },
    plotOptions: { series: { turboThreshold: 0, marker: { enabled: chart.xType !== 'datetime' } }, pie: { dataLabels: { format: '{point.name}: {point.y}' } } },
    series: chart.series.map((s) => ({
      type: (s.type ?? meta.kind) as 'line',
      name: `${s.name}(${s.unit})`,
      yAxis: pie ? undefined : units.indexOf(s.unit),
      data: s.data as Highcharts.PointOptionsType[],
      custom: { unit: s.unit },
      tooltip: { valueSuffix: ` ${s.unit}` },
    })) as Highcharts.SeriesOptionsType[],
  };
}

/** The chart of a report page (Highcharts), or nothing when there is no data. */
export default function ReportChart({ meta, data, rows }: { meta: ReportChartMeta; data?: ReportChartData; rows: ReportRow[] }) {
  const options = useMemo(() => buildChartOptions(meta, data, rows), [meta, data, rows]);
  if (!options) return null;
  return (
    <div data-testid="report-chart" style={{ marginBottom: 16 }}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </div>
  );
}
