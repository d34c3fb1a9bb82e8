import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { calls, ok, resetCalls } from './ops-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./session-mock').sessionMock());
const chartOptions: unknown[] = [];
jest.mock('highcharts-react-official', () => ({
  __esModule: true,
  default: (p: { options: unknown }) => {
    chartOptions.push(p.options);
    return null;
  },
}));

import MonitorServer from '../../src/views/monitor-server';
import MonitorRuntime from '../../src/views/monitor-runtime';
import MonitorHttpTrace from '../../src/views/monitor-http-trace';
import MonitorRedis from '../../src/views/monitor-redis';
import MonitorDatabase from '../../src/views/monitor-database';
import { formatBytes, formatDuration, pushHistory } from '../../src/features/monitor/monitor-format';
import { filterTraces } from '../../src/features/monitor/trace-filter';
import { gaugeOptions } from '../../src/features/monitor/gauge-chart';

const SERVER = {
  os: { type: 'Linux', platform: 'linux', release: '6.1', arch: 'x64' }, hostname: 'node-1',
  cpu: { model: 'Xeon', cores: 2, loadAvg: [0.5, 0.4, 0.3], usage: 37.25, user: 30, sys: 7.25 },
  memory: { total: 8 * 1024 ** 3, used: 2 * 1024 ** 3, free: 6 * 1024 ** 3, usage: 25 },
  disks: [{ name: '数据目录', path: '/data', total: 100 * 1024 ** 3, used: 50 * 1024 ** 3, free: 50 * 1024 ** 3, usage: 50 }],
  uptime: { system: 90061, process: 65 },
};
const RUNTIME = {
  node: 'v20.18.0', v8: '11.3', pid: 42, platform: 'linux', uptime: 120,
  memory: { heapUsed: 50 * 1024 ** 2, heapTotal: 80 * 1024 ** 2, rss: 150 * 1024 ** 2, external: 1024, arrayBuffers: 2048 },
  cpu: { user: 1500, system: 300 }, eventLoopDelay: { min: 0.1, mean: 1.2, p50: 1.1, p99: 9.5, max: 20, windowS: 5 },
  activeHandles: { total: 3, byType: { Socket: 2, Timeout: 1 } },
};
const TRACES = [
  { timestamp: '2026-11-21 10:00:03', time: 3, method: 'GET', uri: '/jeecg-boot/sys/log/list', status: 200, timeTaken: 4 },
  { timestamp: '2026-11-21 10:00:02', time: 2, method: 'POST', uri: '/jeecg-boot/sys/quartzJob/add', status: 400, timeTaken: 2 },
  { timestamp: '2026-11-21 10:00:01', time: 1, method: 'DELETE', uri: '/jeecg-boot/sys/log/delete', status: 500, timeTaken: 9 },
];

beforeEach(() => {
  resetCalls();
  chartOptions.length = 0;
});

describe('monitoring helpers', () => {
  it('formats bytes, durations and keeps a bounded history', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(8 * 1024 ** 3)).toBe('8.00 GB');
    expect(formatDuration(65)).toBe('1分钟 5秒');
    expect(formatDuration(90061)).toBe('1天 1小时 1分钟 1秒');
    expect(pushHistory([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });

  it('filters traces by status class and method', () => {
    expect(filterTraces(TRACES, '4xx').map((t) => t.status)).toEqual([400]);
    expect(filterTraces(TRACES, undefined, 'DELETE').map((t) => t.status)).toEqual([500]);
    expect(filterTraces(TRACES, '2xx', 'POST')).toEqual([]);
    expect(filterTraces(TRACES)).toHaveLength(3);
  });

  it('clamps the gauge value to 0..100', () => {
    const options = gaugeOptions('CPU使用率', 130, undefined, 200) as { series: { data: number[] }[] };
    expect(options.series[0].data).toEqual([100]);
  });
});

describe('monitoring pages', () => {
  it('服务器信息: gauges for CPU, memory and disks, refreshed every 5 s', async () => {
    jest.useFakeTimers();
    try {
      calls.get.mockResolvedValue(ok(SERVER));
      render(<App><MonitorServer /></App>);
      await act(async () => { await Promise.resolve(); });
      await waitFor(() => expect(screen.getByTestId('gauge-CPU使用率').getAttribute('data-value')).toBe('37.3'));
      expect(screen.getByTestId('gauge-内存使用率').getAttribute('data-value')).toBe('25');
      expect(screen.getByTestId('gauge-数据目录').getAttribute('data-value')).toBe('50');
      expect(screen.getByText('node-1')).toBeTruthy();
      expect(screen.getByText('1天 1小时 1分钟 1秒')).toBeTruthy();
      expect(calls.get).toHaveBeenCalledTimes(1);
      await act(async () => { jest.advanceTimersByTime(5000); await Promise.resolve(); });
      await waitFor(() => expect(calls.get).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByTestId('trend-系统负载').getAttribute('data-points')).toBe('2'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('Node运行时: heap and event-loop p50 / p99 series', async () => {
    calls.get.mockResolvedValue(ok(RUNTIME));
    render(<App><MonitorRuntime /></App>);
    expect(await screen.findByText('v20.18.0')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('trend-事件循环延迟').getAttribute('data-points')).toBe('1'));
    const delay = chartOptions.filter((o) => (o as { title: { text: string } }).title.text === '事件循环延迟').at(-1) as { series: { name: string; data: number[][] }[] };
    expect(delay.series.map((s) => [s.name, s.data[0][1]])).toEqual([['p50', 1.1], ['p99', 9.5]]);
    expect(screen.getByText('Socket')).toBeTruthy();
  });

  it('请求追踪: the last requests filtered by method', async () => {
    calls.get.mockResolvedValue(ok({ traces: TRACES }));
    render(<App><MonitorHttpTrace /></App>);
    expect(await screen.findByText('/jeecg-boot/sys/quartzJob/add')).toBeTruthy();
    expect(screen.getByText('共 3 条')).toBeTruthy();
    fireEvent.mouseDown(screen.getAllByRole('combobox')[1]);
    fireEvent.click(await screen.findByTitle('DELETE'));
    await waitFor(() => expect(screen.queryByText('/jeecg-boot/sys/quartzJob/add')).toBeNull());
    expect(screen.getByText('/jeecg-boot/sys/log/delete')).toBeTruthy();
  });

  it('Redis监控: 未配置 Redis without REDIS_URL, the INFO table when connected', async () => {
    calls.get.mockResolvedValueOnce(ok({ configured: false }));
    const { unmount } = render(<App><MonitorRedis /></App>);
    expect(await screen.findByText('未配置 Redis')).toBeTruthy();
    unmount();
    calls.get.mockResolvedValue(ok({ configured: true, connected: true, dbSize: 12, usedMemory: 2048, info: [{ key: 'redis_version', value: '7.2.4', description: 'Redis 服务器版本' }] }));
    render(<App><MonitorRedis /></App>);
    expect(await screen.findByText('7.2.4')).toBeTruthy();
    expect(screen.getByText('2.00 KB')).toBeTruthy();
  });

  it('数据库信息: kind, size and the largest tables', async () => {
    calls.get.mockResolvedValue(ok({ kind: 'postgres', version: 'PostgreSQL 16.4 on x86_64', serverVersion: '16.4', database: 'test', size: 10 * 1024 ** 2, connections: { active: 3, max: 100 }, uptime: 3600, tables: [{ name: 'sys_log', rows: 1200, size: 1024 ** 2 }] }));
    render(<App><MonitorDatabase /></App>);
    expect(await screen.findByText('sys_log')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText('10.00 MB')).toBeTruthy();
    expect(screen.getByText('3 / 100')).toBeTruthy();
  });
});
