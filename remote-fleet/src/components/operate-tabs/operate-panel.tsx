import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { App, Badge, Button, DatePicker, Space, Tabs, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useAlarmPrompt, useOfflinePrompt } from '../../api/alarm-calls';
import { useMapStore } from '../../stores/map-store';
import AlarmDetailTab from './alarm-detail-tab';
import AlarmSummaryTab from './alarm-summary-tab';
import ExportTab from './export-tab';
import FatigueTab from './fatigue-tab';
import { locateRow, type LocatePoint } from './locate';
import OfflineTab from './offline-tab';
import { TRACK_TABS } from './track-tabs-slot';
import { useLiveAlarms } from './use-live-alarms';
import VehicleStatusTab from './vehicle-status-tab';

/** Share of the page height the panel takes by default (42 %: a query bar and four rows on a 900 px screen). */
export const DEFAULT_PANEL_SHARE = 0.42;
/** Smallest panel height and smallest map height left above it (px). */
export const MIN_PANEL_PX = 160;
export const MIN_MAP_PX = 160;
/** Height of the collapsed panel: the tab bar only (px). */
export const COLLAPSED_PX = 42;
/** Height (px) of the tab bar and the pane's top padding. */
const TAB_BAR_PX = 48;

/** The panel height after dragging the handle by `dy` px (down positive), kept within [MIN_PANEL_PX, total - MIN_MAP_PX]. */
export function clampPanelHeight(start: number, dy: number, total: number): number {
  const max = Math.max(MIN_PANEL_PX, total - MIN_MAP_PX);
  return Math.round(Math.min(max, Math.max(MIN_PANEL_PX, start - dy)));
}

/** Tab labels in order (console-spec §2.3). */
export const OPERATE_TAB_LABELS = ['报警明细', '报警汇总', '车辆状态', '疲劳预警', '离线通知', '轨迹列表', '行驶列表', '停车列表', '速度曲线', '无效数据', '全部报警', '导出'] as const;

interface OperatePanelProps {
  /** Height in px of the area map + panel share; the panel starts at 42 % of it. */
  totalHeight: number;
}

/**
 * The operate tabs under the live map (console-spec §2.3): 12 tabs, each a table with its query
 * bar, paging and xlsx export; badges from getAlarmSummaryPrompt (unhandled) and getOfflinePrompt
 * (offline), refreshed every 30 s and on live alarms. The panel is collapsible and its height is
 * dragged on its top edge (default 42 % of `totalHeight`); the map above stays usable.
 */
export default function OperatePanel({ totalHeight }: OperatePanelProps) {
  return (
    <App component={false}>
      <OperatePanelBody totalHeight={totalHeight} />
    </App>
  );
}

function OperatePanelBody({ totalHeight }: OperatePanelProps) {
  useLiveAlarms();
  const [collapsed, setCollapsed] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const [active, setActive] = useState('alarmDetail');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('day'), dayjs().endOf('day')]);
  const alarmPrompt = useAlarmPrompt();
  const offlinePrompt = useOfflinePrompt();
  const singleId = useMapStore((s) => s.singleId);
  const currentCarNum = useMapStore((s) => s.currentCarNum);
  const drag = useRef<{ y: number; h: number } | null>(null);

  const panelHeight = collapsed ? COLLAPSED_PX : clampPanelHeight(height ?? Math.round(totalHeight * DEFAULT_PANEL_SHARE), 0, totalHeight);
  const paneHeight = panelHeight - TAB_BAR_PX;

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (collapsed) return;
    e.preventDefault();
    drag.current = { y: e.clientY, h: panelHeight };
    const move = (ev: PointerEvent) => {
      if (drag.current) setHeight(clampPanelHeight(drag.current.h, ev.clientY - drag.current.y, totalHeight));
    };
    const up = () => {
      drag.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  const onLocate = useCallback((p: LocatePoint) => locateRow(null, p), []);
  const rangeMs: [number, number] = [range[0].valueOf(), range[1].valueOf()];
  const trackActive = TRACK_TABS.some((t) => t.key === active);

  const badge = (label: string, count: number | undefined, testId: string): ReactNode => (
    <Badge count={count ?? 0} size="small" overflowCount={999} offset={[10, -4]} data-testid={testId}>
      <span>{label}</span>
    </Badge>
  );

  const items = [
    { key: 'alarmDetail', label: badge('报警明细', alarmPrompt.data?.unhandled, 'badge-alarm'), children: <AlarmDetailTab mode="detail" paneHeight={paneHeight} /> },
    { key: 'alarmSummary', label: '报警汇总', children: <AlarmSummaryTab paneHeight={paneHeight} /> },
    { key: 'vehicleStatus', label: '车辆状态', children: <VehicleStatusTab paneHeight={paneHeight} /> },
    { key: 'fatigue', label: '疲劳预警', children: <FatigueTab paneHeight={paneHeight} /> },
    { key: 'offline', label: badge('离线通知', offlinePrompt.data?.offline, 'badge-offline'), children: <OfflineTab paneHeight={paneHeight} /> },
    ...TRACK_TABS.map(({ key, label, Component }) => ({
      key,
      label,
      children: (
        <div data-testid={`operate-tab-${key}`} style={{ height: paneHeight, overflow: 'auto' }}>
          <Component carId={singleId} carNum={currentCarNum} range={rangeMs} onLocate={onLocate} />
        </div>
      ),
    })),
    { key: 'allAlarm', label: '全部报警', children: <AlarmDetailTab mode="all" paneHeight={paneHeight} /> },
    { key: 'export', label: '导出', children: <ExportTab /> },
  ];

  return (
    <section
      data-testid="operate-tabs"
      style={{ height: panelHeight, flex: 'none', position: 'relative', overflow: 'hidden', borderTop: '1px solid #e8e8e8', background: '#fff', display: 'flex', flexDirection: 'column' }}
    >
      <div
        data-testid="operate-resize"
        role="separator"
        aria-orientation="horizontal"
        title="拖动调整高度"
        onPointerDown={onPointerDown}
        style={{ position: 'absolute', top: -4, left: 0, right: 0, height: 8, cursor: collapsed ? 'default' : 'row-resize', zIndex: 5 }}
      />
      <Tabs
        size="small"
        activeKey={active}
        onChange={(key) => {
          setActive(key);
          if (collapsed) setCollapsed(false);
        }}
        onTabClick={(key) => key === active && collapsed && setCollapsed(false)}
        tabBarStyle={{ margin: 0, padding: '0 8px' }}
        style={{ height: '100%' }}
        items={items.map((it) => ({ ...it, children: collapsed ? null : <div style={{ padding: '6px 8px 0' }}>{it.children}</div> }))}
        tabBarExtraContent={
          <Space size={6}>
            {trackActive && !collapsed && (
              <DatePicker.RangePicker
                size="small"
                showTime
                allowClear={false}
                value={range}
                onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
                style={{ width: 310 }}
              />
            )}
            <Tooltip title={collapsed ? '展开' : '收起'}>
              <Button
                size="small"
                type="text"
                data-testid="operate-collapse"
                aria-label={collapsed ? '展开' : '收起'}
                icon={collapsed ? <UpOutlined /> : <DownOutlined />}
                onClick={() => setCollapsed((c) => !c)}
              />
            </Tooltip>
          </Space>
        }
      />
    </section>
  );
}
