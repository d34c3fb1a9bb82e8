import { createRequire } from 'node:module';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportMeta, ReportPage as Page } from '../src/api/report-api';
import ReportPage from '../src/components/report/report-page';
import { buildChartOptions } from '../src/components/report/report-chart';
import { reportCodeFromPath } from '../src/views/report';

jest.setTimeout(60000);

const get = jest.fn();
const post = jest.fn();
jest.mock('shared-session', () => ({ http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) } }));
const exported: { fileName: string; columns: unknown[]; rows: unknown[] }[] = [];
jest.mock('shared-widgets', () => {
  const actual = jest.requireActual('shared-widgets');
  return { ...actual, exportXlsx: jest.fn(async (fileName: string, columns: unknown[], rows: unknown[]) => {
    exported.push({ fileName, columns, rows });
    return rows.length;
  }) };
});
const chartOptions: unknown[] = [];
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: (p: { options: unknown }) => {
  chartOptions.push(p.options);
  return <div data-testid="hc" />;
} }));

const META: ReportMeta = {
  code: 'operation_stat', title: '运营统计', group: '运营报表', description: '按车辆按天统计', rowKey: 'key', maxRangeDays: 31, singleCar: false, timed: true,
  query: [{ key: 'orgId', type: 'org', label: '组织机构' }, { key: 'carNum', type: 'plate', label: '车牌号' },
    { key: 'timeRange', type: 'dateRange', label: '日期范围', defaultDays: 7, dayOnly: true }],
  columns: [
    { key: 'day', title: '日期', type: 'day', sortable: true }, { key: 'carNum', title: '车牌号' },
    { key: 'mileageKm', title: '里程', unit: 'km', type: 'number', sortable: true }, { key: 'lastTime', title: '末次上报时间', type: 'time' },
  ],
  chart: { kind: 'column', title: '每日里程', source: 'answer' },
};
const ROWS = [
  { key: 'a|2026-11-19', day: '2026-11-19', carNum: '浙A12345', mileageKm: 60.5, lastTime: Date.UTC(2026, 10, 19, 2, 30, 0) },
  { key: 'b|2026-11-19', day: '2026-11-19', carNum: '浙A54321', mileageKm: 12, lastTime: null },
];
const PAGE: Page = {
  records: ROWS, total: 2, size: 10, current: 1, pages: 1,
  chart: { xType: 'category', categories: ['2026-11-19'], series: [{ name: '里程', unit: 'km', type: 'column', data: [72.5] }] },
  summary: [{ label: '总里程', value: 72.5, unit: 'km' }],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <ReportPage code="operation_stat" />
      </App>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  exported.length = 0;
  chartOptions.length = 0;
  get.mockReset().mockResolvedValue({ success: true, code: 200, message: '', result: META });
  post.mockReset().mockImplementation(async (url: string) => {
    if (url === '/api/organize/queryOrgTree') return { success: true, code: 200, message: '', result: [] };
    return { success: true, code: 200, message: '', result: PAGE };
  });
});

describe('ReportPage', () => {
  it('renders the meta columns with units, the paged rows and the chart', async () => {
    renderPage();
    const table = await screen.findByTestId('report-table', {}, { timeout: 20000 });
    await waitFor(() => expect(within(table).getByText('浙A12345')).toBeTruthy(), { timeout: 20000 });
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['日期', '车牌号', '里程(km)', '末次上报时间']);
    expect(within(table).getByText('2026-11-19 10:30:00')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByTestId('report-summary').textContent).toContain('km');
    const body = post.mock.calls.find(([url]) => url === '/api/report/data/operation_stat')![1];
    expect(body).toMatchObject({ pageNo: 1, pageSize: 10, startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(screen.getByTestId('report-query')).toBeTruthy();
    const options = chartOptions.at(-1) as { series: { name: string }[]; yAxis: { title: { text: string } }[] };
    expect(options.series[0].name).toBe('里程(km)');
    expect(options.yAxis[0].title.text).toBe('km');
  });

  it('exports an xlsx holding the rows shown, headers with units', async () => {
    renderPage();
    const table = await screen.findByTestId('report-table', {}, { timeout: 20000 });
    await waitFor(() => expect(within(table).getByText('浙A54321')).toBeTruthy(), { timeout: 20000 });
    fireEvent.click(screen.getByTestId('report-export'));
    await waitFor(() => expect(exported).toHaveLength(1), { timeout: 20000 });
    const exportCall = post.mock.calls.filter(([url]) => url === '/api/report/data/operation_stat').at(-1)![1];
    expect(exportCall).toMatchObject({ pageNo: 1, pageSize: 1000 });
    const { buildXlsx } = jest.requireActual('shared-widgets');
    const bytes: Uint8Array = await buildXlsx(exported[0].columns, exported[0].rows);
    const XLSX = createRequire(path.join(__dirname, '../../shared-widgets/package.json'))('xlsx');
    const book = XLSX.read(bytes, { type: 'array' });
    const sheet: unknown[][] = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1, defval: '' });
    const shown = Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent));
    expect(sheet[0]).toEqual(['日期', '车牌号', '里程(km)', '末次上报时间']);
    expect(sheet.slice(1).map((r) => r.map(String))).toEqual(shown);
    expect(exported[0].fileName).toMatch(/^运营统计_\d{14}$/);
  });

  it('shows the server message of a refused query', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/api/organize/queryOrgTree') return { success: true, code: 200, message: '', result: [] };
      throw Object.assign(new Error('Request failed with status code 400'), { response: { data: { success: false, code: 400, message: '查询时间范围不能超过31天' } } });
    });
    renderPage();
    expect(await screen.findByText('查询时间范围不能超过31天', {}, { timeout: 20000 })).toBeTruthy();
  });
});

describe('report helpers', () => {
  it('reads the report code from the menu path', () => {
    expect(reportCodeFromPath('/fleet/report/operation_stat')).toBe('operation_stat');
    expect(reportCodeFromPath('/fleet/report/')).toBe('');
  });

  it('builds a chart from the rows shown with one axis per unit', () => {
    const options = buildChartOptions({ kind: 'column', title: 't', source: 'rows', x: 'carNum', y: [{ key: 'mileageKm', name: '里程', unit: 'km' }] }, undefined, ROWS);
    expect(options?.xAxis).toEqual({ categories: ['浙A12345', '浙A54321'] });
    expect((options?.series as { data: number[] }[])[0].data).toEqual([60.5, 12]);
    expect(buildChartOptions({ kind: 'line', title: 't', source: 'answer' }, undefined, [])).toBeNull();
  });
});
